import { useCan, useInsufficientPermissionsHint } from '@beacon/shared';
import Button from 'antd/es/button';
import Tooltip from 'antd/es/tooltip';
import { useTranslation } from 'react-i18next';

export interface CreateNetworkButtonProps {
  onClick: () => void;
}

/** Opens the Create Network modal; disabled with "Insufficent permissions" above level 20. */
export function CreateNetworkButton({ onClick }: CreateNetworkButtonProps) {
  const { t } = useTranslation('networks');
  const allowed = useCan('network:create');
  const hint = useInsufficientPermissionsHint();
  const button = (
    <Button type="primary" disabled={!allowed} onClick={onClick}>
      {t('network-list.create.button', 'Create Network')}
    </Button>
  );
  return allowed ? button : <Tooltip title={hint}>{button}</Tooltip>;
}
