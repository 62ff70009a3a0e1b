import type { RenameNetworkBody } from '@beacon/shared/contract';
import { useToastedCall } from '@beacon/shared/ui';
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
  const toasted = useToastedCall();
  const [update, { isLoading }] = useUpdateNetworkSettingsMutation();
  const versioned = useGetVersionedNetworkQuery({ accountId, networkId });
  const [rereading, setRereading] = useState(false);

  const save = async (body: RenameNetworkBody, form: FormInstance, field: string) => {
    const saved = await toasted(
      () => update({ accountId, networkId, body, etag: versioned.data?.etag ?? null }).unwrap(),
      {
        error: (message) => t('network-settings.update.error', 'Error updating network: {{message}}', { message }),
        success: t('network-settings.update.success', 'Network updated successfully'),
        refusedField: { form, name: field },
      },
    );
    if (!saved.ok && saved.error.status === 409) {
      // Busy until the network is read again, so the next save is not made from a revision known to be stale.
      setRereading(true);
      try {
        await versioned.refetch();
      } finally {
        setRereading(false);
      }
    }
  };

  return { save, saving: isLoading || rereading };
}
