import ArrowLeftOutlined from '@ant-design/icons/es/icons/ArrowLeftOutlined';
import Button from 'antd/es/button';
import type { ButtonProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@beacon/shared/router';
import { useNetworkPagePath } from '../../components/networkPageContext.ts';

export interface BackToTabProps {
  networkId: string;
  /** The tab the deliveries view is under. */
  tab: 'routes' | 'integrations';
  type?: ButtonProps['type'];
}

/** "Back to routes" / "Back to integrations": from a deliveries view to the tab it was opened from. */
export function BackToTab({ networkId, tab, type }: BackToTabProps) {
  const { t } = useTranslation('networks');
  const navigate = useNavigate();
  const pagePath = useNetworkPagePath(networkId);
  return (
    <Button type={type} icon={<ArrowLeftOutlined aria-hidden />} onClick={() => void navigate(pagePath(tab))}>
      {tab === 'routes'
        ? t('deliveries.back.routes', 'Back to routes')
        : t('deliveries.back.integrations', 'Back to integrations')}
    </Button>
  );
}
