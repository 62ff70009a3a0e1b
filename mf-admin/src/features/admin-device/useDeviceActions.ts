import { useErrorToast } from '@beacon/shared/ui';
import App from 'antd/es/app';
import type { FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AdminDevice } from '@beacon/shared/contract';
import { useDeviceSessionActions, type DeviceSessionActions } from '../../components/useDeviceSessionActions.ts';
import { useUpdateAdminDeviceMutation } from './api.ts';
import { settingsOf, type DeviceSettings } from './DeviceSettingsForm.tsx';

export interface DeviceActions extends DeviceSessionActions {
  updating: boolean;
  /** Asks "…update these device settings?", then saves them; the form keeps them if the server refuses. */
  confirmUpdate: (settings: DeviceSettings) => void;
  /** Asks, then reloads the device and puts its settings back into the form. */
  confirmRefresh: () => void;
}

/**
 * The admin device page's actions (admin-and-hotspots.md §4.4, §8.3): update, clear session,
 * disconnect and refresh, each after its confirm prompt, each reloading the device afterwards.
 */
export function useDeviceActions(
  deviceId: string,
  form: FormInstance<DeviceSettings>,
  reload: () => Promise<{ data?: AdminDevice | undefined; error?: unknown }>,
): DeviceActions {
  const { t } = useTranslation('admin');
  const { modal, notification } = App.useApp();
  const toastError = useErrorToast();
  const [updateDevice, { isLoading: updating }] = useUpdateAdminDeviceMutation();
  const sessionActions = useDeviceSessionActions();

  const update = async (settings: DeviceSettings) => {
    let saved: AdminDevice;
    try {
      saved = await updateDevice({ deviceId, body: settings }).unwrap();
    } catch (cause) {
      toastError(cause, (message) => t('device.update.error', 'Failed to update device: {{message}}', { message }));
      return;
    }
    form.setFieldsValue(settingsOf(saved));
    notification.success({ title: t('device.update.success', 'Device settings updated successfully') });
  };

  const refresh = async () => {
    const { data, error } = await reload();
    if (error || !data) {
      console.error('Failed to reload the admin device', deviceId, error);
      toastError(error, (message) => t('device.refresh.error', 'Failed to refresh device: {{message}}', { message }));
      return;
    }
    form.setFieldsValue(settingsOf(data));
    notification.success({ title: t('device.refresh.success', 'Device details refreshed') });
  };

  const confirmUpdate = (settings: DeviceSettings) => {
    modal.confirm({
      title: t('device.update.confirm', 'Are you sure you want to update these device settings?'),
      okText: t('device.settings.update', 'Update'),
      cancelText: t('device.cancel', 'Cancel'),
      onOk: () => update(settings),
    });
  };

  const confirmRefresh = () => {
    modal.confirm({
      title: t('device.refresh.confirm', 'Reload this device from the server?'),
      content: t('device.refresh.confirm-text', 'Settings you have changed but not updated are replaced.'),
      okText: t('device.refresh.button', 'Refresh'),
      cancelText: t('device.cancel', 'Cancel'),
      onOk: () => refresh(),
    });
  };

  return { ...sessionActions, updating, confirmUpdate, confirmRefresh };
}
