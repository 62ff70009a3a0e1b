import { needsErrorToast, NOTIFICATION_SECONDS, toApiError, type ApiError } from '@beacon/shared';
import App from 'antd/es/app';
import { useCallback } from 'react';

/** The spec's toast title for a failure, from its message, e.g. `(message) => t('…error', 'Error …: {{message}}', { message })`. */
export type ErrorToastTitle = (message: string) => string;

/**
 * For calls whose endpoint is `silent` because the page shows the spec's own failure toast: answers a
 * function that turns a failure (a hook's `error`, what `unwrap()` rejects with) into an `ApiError`
 * and toasts `title(message)` for it, except for 401 and 429, which the base query has already handled
 * (signed out, the rate-limit toast). The caller can use the answer further, e.g. a 400's message on
 * a field.
 */
export function useErrorToast(): (cause: unknown, title: ErrorToastTitle) => ApiError {
  const { notification } = App.useApp();
  return useCallback(
    (cause, title) => {
      const error = toApiError(cause);
      if (needsErrorToast(error)) notification.error({ title: title(error.message), duration: NOTIFICATION_SECONDS });
      return error;
    },
    [notification],
  );
}
