import { toApiError } from '@beacon/shared';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * What a failed tier call says (admin-and-hotspots.md §6, §8.3): a 403 "Admin permissions required to
 * access tier management", anything else the server's error or message field (the ApiError's message).
 */
export function useTierErrorText(): (cause: unknown) => string {
  const { t } = useTranslation('admin');
  return useCallback(
    (cause) => {
      const error = toApiError(cause);
      return error.status === 403
        ? t('tiers.forbidden', 'Admin permissions required to access tier management')
        : error.message;
    },
    [t],
  );
}

/** Whether a failed call was a 404 (`?tier=` naming no tier). */
export const isNotFound = (cause: unknown) => cause !== undefined && toApiError(cause).status === 404;
