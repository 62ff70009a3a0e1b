import DeleteOutlined from '@ant-design/icons/es/icons/DeleteOutlined';
import { consoleNotifications, networkPath } from '@beacon/shared';
import type { Device } from '@beacon/shared/contract';
import { useNavigate } from '@beacon/shared/router';
import { DESTRUCTIVE_CONFIRM, PermittedButton, useErrorToast } from '@beacon/shared/ui';
import App from 'antd/es/app';
import { useTranslation } from 'react-i18next';
import { useDeleteDeviceMutation } from './api.ts';
import { deviceIdReading } from './deviceSummary.ts';

export interface DeleteDeviceButtonProps {
  accountId: string;
  device: Pick<Device, 'device_id' | 'network_id'>;
}

/**
 * Delete device (customer-console.md §6, §8): above level 20 disabled with "Insufficent permissions".
 * It asks first, warning that another account can then claim the device (Cancel focused); then
 * "Device deleted" and the network's Devices tab, or "Error deleting device: {message}" and it stays.
 */
export function DeleteDeviceButton({ accountId, device }: DeleteDeviceButtonProps) {
  const { t } = useTranslation('devices');
  const { modal } = App.useApp();
  const toastError = useErrorToast();
  const navigate = useNavigate();
  const [deleteDevice, { isLoading }] = useDeleteDeviceMutation();

  const remove = async () => {
    try {
      await deleteDevice({ accountId, deviceId: device.device_id }).unwrap();
    } catch (cause) {
      toastError(cause, (message) => t('device.delete.error', 'Error deleting device: {{message}}', { message }));
      return;
    }
    // Shown by the shell's host: this page goes away with the navigation to the network's devices.
    consoleNotifications.success({ title: t('device.delete.success', 'Device deleted') });
    void navigate(networkPath(device.network_id, 'devices'));
  };

  const confirm = () => {
    modal.confirm({
      ...DESTRUCTIVE_CONFIRM,
      title: t('device.delete.confirm-title', 'Delete device {{id}}?', { id: deviceIdReading(device.device_id).label }),
      content: t(
        'device.delete.confirm-text',
        'It is deregistered from this account, and another account can then claim it. This cannot be undone.',
      ),
      okText: t('device.delete.confirm-ok', 'Delete device'),
      cancelText: t('device.delete.confirm-cancel', 'Cancel'),
      onOk: remove,
    });
  };

  return (
    <PermittedButton permission="device:delete" danger icon={<DeleteOutlined />} loading={isLoading} onClick={confirm}>
      {t('device.delete.button', 'Delete device')}
    </PermittedButton>
  );
}
