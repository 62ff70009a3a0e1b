import type { RenameNetworkBody } from '@beacon/shared/contract';
import { useErrorToast } from '@beacon/shared/ui';
import App from 'antd/es/app';
import type { FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { useUpdateNetworkSettingsMutation } from './api.ts';

/**
 * Saves `{name, device_landing_page?}`: "Network updated successfully", or "Error updating network:
 * {message}" with a 400's message on `field` too. The form keeps what was typed either way.
 */
export function useUpdateNetwork(accountId: string, networkId: string) {
  const { t } = useTranslation('networks');
  const { notification } = App.useApp();
  const toastError = useErrorToast();
  const [update, { isLoading }] = useUpdateNetworkSettingsMutation();

  const save = async (body: RenameNetworkBody, form: FormInstance, field: string) => {
    try {
      await update({ accountId, networkId, body }).unwrap();
    } catch (cause) {
      const error = toastError(cause, (message) =>
        t('network-settings.update.error', 'Error updating network: {{message}}', { message }),
      );
      if (error.status === 400) form.setFields([{ name: field, errors: [error.message] }]);
      return;
    }
    notification.success({ title: t('network-settings.update.success', 'Network updated successfully') });
  };

  return { save, saving: isLoading };
}
