import type { RenameNetworkBody } from '@beacon/shared/contract';
import { useErrorToast } from '@beacon/shared/ui';
import App from 'antd/es/app';
import type { FormInstance } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetVersionedNetworkQuery } from '../../components/versionedNetworkApi.ts';
import { useUpdateNetworkSettingsMutation } from './api.ts';

/**
 * Saves `{name, device_landing_page?}` with the revision of the network as read (`If-Match`): "Network
 * updated successfully", or "Error updating network: {message}" with a 400's message on `field` too (a
 * 409 says someone else changed it; the network is read again). The form keeps what was typed either way.
 */
export function useUpdateNetwork(accountId: string, networkId: string) {
  const { t } = useTranslation('networks');
  const { notification } = App.useApp();
  const toastError = useErrorToast();
  const [update, { isLoading }] = useUpdateNetworkSettingsMutation();
  const versioned = useGetVersionedNetworkQuery({ accountId, networkId });
  const [rereading, setRereading] = useState(false);

  const save = async (body: RenameNetworkBody, form: FormInstance, field: string) => {
    try {
      await update({ accountId, networkId, body, etag: versioned.data?.etag ?? null }).unwrap();
    } catch (cause) {
      const error = toastError(cause, (message) =>
        t('network-settings.update.error', 'Error updating network: {{message}}', { message }),
      );
      if (error.status === 400) form.setFields([{ name: field, errors: [error.message] }]);
      if (error.status === 409) {
        // Busy until the network is read again, so the next save is not made from a revision known to be stale.
        setRereading(true);
        try {
          await versioned.refetch();
        } finally {
          setRereading(false);
        }
      }
      return;
    }
    notification.success({ title: t('network-settings.update.success', 'Network updated successfully') });
  };

  return { save, saving: isLoading || rereading };
}
