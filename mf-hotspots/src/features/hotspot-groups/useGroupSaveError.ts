import { hasServerMessage, toApiError } from '@beacon/shared';
import { useErrorToast } from '@beacon/shared/ui';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A failed create's toast (admin-and-hotspots.md §8.2): the server's message, or "An unexpected error
 * occurred" when the failure carries none (a bare status, no answer).
 */
export function useGroupSaveError(): (cause: unknown) => void {
  const { t } = useTranslation('hotspots');
  const toastError = useErrorToast();
  return useCallback(
    (cause: unknown) => {
      const error = toApiError(cause);
      toastError(error, (message) =>
        hasServerMessage(error) && message.trim() !== ''
          ? message
          : t('groups.create.unexpected', 'An unexpected error occurred'),
      );
    },
    [t, toastError],
  );
}
