import { hotspotsPath, useSession } from '@beacon/shared';
import { useNavigate } from '@beacon/shared/router';
import { DESTRUCTIVE_CONFIRM, useToastedCall } from '@beacon/shared/ui';
import App from 'antd/es/app';
import { useServerErrorToast } from '../../components/serverError.ts';
import { useTranslation } from 'react-i18next';
import type { Hotspot } from '../../components/hotspotsApi.ts';
import { useDeleteHotspotMutation, useUpdateHotspotMutation, type UpdateHotspotBody } from './api.ts';

export interface HotspotActions {
  saving: boolean;
  deleting: boolean;
  /** Saves the edit dialog: "Hotspot updated successfully" or "Failed to update hotspot"; answers whether it saved. */
  save: (body: UpdateHotspotBody) => Promise<boolean>;
  /** Asks, then deletes: "Hotspot deleted successfully" and on to Manage Hotspots, or the server's message. */
  confirmDelete: (hotspot: Hotspot) => void;
}

/** The hotspot view's edit and delete, with the spec's toasts (admin-and-hotspots.md §8.2). */
export function useHotspotActions(hotspotId: string, onDeleted: () => void): HotspotActions {
  const { t } = useTranslation('hotspots');
  const { accountId } = useSession();
  const { modal, notification } = App.useApp();
  const navigate = useNavigate();
  const toasted = useToastedCall();
  const serverErrorToast = useServerErrorToast();
  const [updateHotspot, { isLoading: saving }] = useUpdateHotspotMutation();
  const [deleteHotspot, { isLoading: deleting }] = useDeleteHotspotMutation();

  const save = async (body: UpdateHotspotBody): Promise<boolean> => {
    if (!accountId) return false;
    const saved = await toasted(() => updateHotspot({ accountId, hotspotId, body }).unwrap(), {
      error: () => t('hotspot.edit.error', 'Failed to update hotspot'),
      success: t('hotspot.edit.success', 'Hotspot updated successfully'),
    });
    return saved.ok;
  };

  const remove = async () => {
    if (!accountId) return;
    try {
      await deleteHotspot({ accountId, hotspotId }).unwrap();
    } catch (cause) {
      serverErrorToast(cause, t('hotspot.delete.error-fallback', 'An unexpected error occurred'));
      return;
    }
    onDeleted();
    notification.success({ title: t('hotspot.delete.success', 'Hotspot deleted successfully') });
    void navigate(hotspotsPath('manage'));
  };

  const confirmDelete = (hotspot: Hotspot) => {
    modal.confirm({
      ...DESTRUCTIVE_CONFIRM,
      title: t('hotspot.delete.confirm-title', 'Delete the hotspot {{name}}?', {
        name: hotspot.alias || hotspot.hotspot_id,
      }),
      content: t('hotspot.delete.confirm-text', 'It is removed from this account. This cannot be undone.'),
      okText: t('hotspot.delete.confirm-ok', 'Delete hotspot'),
      cancelText: t('hotspot.delete.confirm-cancel', 'Cancel'),
      onOk: () => remove(),
    });
  };

  return { saving, deleting, save, confirmDelete };
}
