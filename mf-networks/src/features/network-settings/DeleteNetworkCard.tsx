import type { Network } from '@beacon/shared/contract';
import { DESTRUCTIVE_CONFIRM, useToastedCall } from '@beacon/shared/ui';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { useRemoveNetworkMutation } from './api.ts';

export interface DeleteNetworkCardProps {
  accountId: string;
  network: Network;
  /** Called after the network was deleted (the page then leaves). */
  onDeleted: () => void;
}

/**
 * The danger zone: delete the network after a confirmation. "Network deleted successfully", or
 * "Error deleting network: {message}" (a member gets the server's 403 message: the button is not
 * disabled by level, customer-console.md §6).
 */
export function DeleteNetworkCard({ accountId, network, onDeleted }: DeleteNetworkCardProps) {
  const { t } = useTranslation('networks');
  const { modal } = App.useApp();
  const toasted = useToastedCall();
  const [removeNetwork, { isLoading }] = useRemoveNetworkMutation();

  const remove = async () => {
    const removed = await toasted(() => removeNetwork({ accountId, networkId: network.network_id }).unwrap(), {
      error: (message) => t('network-settings.delete.error', 'Error deleting network: {{message}}', { message }),
      success: t('network-settings.delete.success', 'Network deleted successfully'),
    });
    if (removed.ok) onDeleted();
  };

  const confirm = () => {
    modal.confirm({
      ...DESTRUCTIVE_CONFIRM,
      title: t('network-settings.delete.confirm-title', 'Delete network {{name}}?', { name: network.name }),
      content: t(
        'network-settings.delete.confirm-text',
        'Its devices are deregistered and its integrations and routes are removed. This cannot be undone.',
      ),
      okText: t('network-settings.delete.confirm-ok', 'Delete network'),
      cancelText: t('network-settings.delete.confirm-cancel', 'Cancel'),
      onOk: remove,
    });
  };

  return (
    <Card
      size="small"
      title={<Typography.Text type="danger">{t('network-settings.delete.title', 'Danger zone')}</Typography.Text>}
      style={{ borderColor: 'var(--ant-color-error-border, #ffccc7)' }}
    >
      <Flex justify="space-between" align="center" gap="middle" wrap>
        <Typography.Text>
          {t(
            'network-settings.delete.intro',
            'Deleting this network also deregisters its devices, so another account can claim them.',
          )}
        </Typography.Text>
        <Button danger loading={isLoading} onClick={confirm}>
          {t('network-settings.delete.button', 'Delete network')}
        </Button>
      </Flex>
    </Card>
  );
}
