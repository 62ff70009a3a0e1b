import { DESTRUCTIVE_CONFIRM, useErrorToast, type ErrorToastTitle } from '@beacon/shared/ui';
import App from 'antd/es/app';
import { useTranslation } from 'react-i18next';
import { useClearAdminDeviceSessionMutation, useDisconnectAdminDeviceMutation } from './adminApi.ts';

export interface DeviceSessionActions {
  /** Asks "…clear the session for this device?", then clears it: a success toast, or "Failed to clear session: …". */
  confirmClearSession: (deviceId: string) => void;
  /** Asks "…disconnect this device?", then disconnects it: a success toast, or "Failed to disconnect device: …". */
  confirmDisconnect: (deviceId: string) => void;
}

/**
 * A device's session actions, as the admin device page and the network device table both offer them
 * (admin-and-hotspots.md §4.4, §8.3): each asks first, and either way the device reloads afterwards
 * (the mutations invalidate the admin device data when they settle).
 */
export function useDeviceSessionActions(): DeviceSessionActions {
  const { t } = useTranslation('admin');
  const { modal, notification } = App.useApp();
  const toastError = useErrorToast();
  const [clearSession] = useClearAdminDeviceSessionMutation();
  const [disconnect] = useDisconnectAdminDeviceMutation();

  /** Asks `title`; on OK runs `action`, then the success toast or `failure`'s. */
  const ask = (
    deviceId: string,
    title: string,
    okText: string,
    action: () => Promise<unknown>,
    success: string,
    failure: ErrorToastTitle,
  ) => {
    modal.confirm({
      ...DESTRUCTIVE_CONFIRM,
      title,
      content: deviceId,
      okText,
      cancelText: t('device.cancel', 'Cancel'),
      onOk: async () => {
        try {
          await action();
        } catch (cause) {
          toastError(cause, failure);
          return;
        }
        notification.success({ title: success });
      },
    });
  };

  const confirmClearSession = (deviceId: string) =>
    ask(
      deviceId,
      t('device.clear-session.confirm', 'Are you sure you want to clear the session for this device?'),
      t('device.clear-session.button', 'Clear session'),
      () => clearSession({ deviceId }).unwrap(),
      t('device.clear-session.success', 'Device session cleared successfully'),
      (message) => t('device.clear-session.error', 'Failed to clear session: {{message}}', { message }),
    );

  const confirmDisconnect = (deviceId: string) =>
    ask(
      deviceId,
      t('device.disconnect.confirm', 'Are you sure you want to disconnect this device?'),
      t('device.disconnect.button', 'Disconnect'),
      () => disconnect({ deviceId }).unwrap(),
      t('device.disconnect.success', 'Device disconnected successfully'),
      (message) => t('device.disconnect.error', 'Failed to disconnect device: {{message}}', { message }),
    );

  return { confirmClearSession, confirmDisconnect };
}
