import { useDestructiveAction } from '@beacon/shared/ui';
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
  const confirm = useDestructiveAction();
  const [clearSession] = useClearAdminDeviceSessionMutation();
  const [disconnect] = useDisconnectAdminDeviceMutation();
  const cancelText = t('device.cancel', 'Cancel');

  const confirmClearSession = (deviceId: string) =>
    confirm({
      title: t('device.clear-session.confirm', 'Are you sure you want to clear the session for this device?'),
      // A cleared session cannot be restored: the prompt says so beside the device.
      content: t('device.clear-session.content', '{{deviceId}}: its session is deleted. This cannot be undone.', {
        deviceId,
      }),
      okText: t('device.clear-session.button', 'Clear session'),
      cancelText,
      run: () => clearSession({ deviceId }).unwrap(),
      success: t('device.clear-session.success', 'Device session cleared successfully'),
      error: (message) => t('device.clear-session.error', 'Failed to clear session: {{message}}', { message }),
    });

  const confirmDisconnect = (deviceId: string) =>
    confirm({
      title: t('device.disconnect.confirm', 'Are you sure you want to disconnect this device?'),
      content: deviceId,
      okText: t('device.disconnect.button', 'Disconnect'),
      cancelText,
      run: () => disconnect({ deviceId }).unwrap(),
      success: t('device.disconnect.success', 'Device disconnected successfully'),
      error: (message) => t('device.disconnect.error', 'Failed to disconnect device: {{message}}', { message }),
    });

  return { confirmClearSession, confirmDisconnect };
}
