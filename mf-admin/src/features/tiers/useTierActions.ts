import { needsErrorToast, toApiError } from '@beacon/shared';
import { DESTRUCTIVE_CONFIRM } from '@beacon/shared/ui';
import App from 'antd/es/app';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TierProfile } from '@beacon/shared/contract';
import { tiersApi, useDeleteTierProfileMutation, useSaveTierProfileMutation, type SaveTierBody } from './api.ts';
import { useTierErrorText } from './tierErrors.ts';

/**
 * Saving and deleting tiers, with their toasts: a new tier must not take the name of one that exists
 * (the save replaces by name), and a delete asks first.
 */
export function useTierActions(onDeleted: (tierName: string) => void) {
  const { t } = useTranslation('admin');
  const { modal, notification } = App.useApp();
  const tierErrorText = useTierErrorText();
  const [saveTier, { isLoading: saving }] = useSaveTierProfileMutation();
  const [deleteTier] = useDeleteTierProfileMutation();
  const [findTier] = tiersApi.endpoints.getTierProfile.useLazyQuery();
  const [deleting, setDeleting] = useState<string>();

  const failed = (cause: unknown, title: string) => {
    if (needsErrorToast(toApiError(cause))) notification.error({ title, description: tierErrorText(cause) });
  };

  /** Creates (`creating`) or saves a tier; answers whether it worked. */
  const save = async (body: SaveTierBody, creating: boolean): Promise<boolean> => {
    const name = body.tier_name;
    if (creating) {
      const existing = await findTier(name);
      if (existing.data) {
        notification.error({
          title: t('tiers.save.exists', 'A tier named {{name}} already exists: edit it instead', { name }),
        });
        return false;
      }
    }
    try {
      await saveTier(body).unwrap();
    } catch (cause) {
      failed(cause, t('tiers.save.error', 'The tier {{name}} could not be saved', { name }));
      return false;
    }
    notification.success({
      title: creating
        ? t('tiers.save.created', 'Tier {{name}} created', { name })
        : t('tiers.save.saved', 'Tier {{name}} saved', { name }),
    });
    return true;
  };

  const remove = (tier: TierProfile) => {
    const name = tier.tier_name;
    void modal.confirm({
      ...DESTRUCTIVE_CONFIRM,
      title: t('tiers.delete.confirm', 'Delete the tier {{name}}?', { name }),
      content: t('tiers.delete.confirm-text', 'It can no longer be assigned to accounts. This cannot be undone.'),
      okText: t('tiers.delete.ok', 'Delete'),
      cancelText: t('tiers.delete.cancel', 'Cancel'),
      onOk: async () => {
        setDeleting(name);
        try {
          await deleteTier(name).unwrap();
          notification.success({ title: t('tiers.delete.success', 'Tier {{name}} deleted', { name }) });
          onDeleted(name);
        } catch (cause) {
          failed(cause, t('tiers.delete.error', 'The tier {{name}} could not be deleted', { name }));
        } finally {
          setDeleting(undefined);
        }
      },
    });
  };

  return { save, saving, remove, deleting };
}
