import Button from 'antd/es/button';
import type { ButtonProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@beacon/shared/router';
import { useIntegrationPaths } from './useIntegrationPaths.ts';

export interface BackToIntegrationsProps {
  networkId: string;
  type?: ButtonProps['type'];
}

/** "Back to integrations": from an add or edit page that shows no form, to the Integrations tab. */
export function BackToIntegrations({ networkId, type }: BackToIntegrationsProps) {
  const { t } = useTranslation('networks');
  const navigate = useNavigate();
  const paths = useIntegrationPaths(networkId);
  return (
    <Button type={type} onClick={() => void navigate(paths.tab)}>
      {t('integrations.page.back', 'Back to integrations')}
    </Button>
  );
}
