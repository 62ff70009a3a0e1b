import { needsErrorToast, NOTIFICATION_SECONDS, toApiError } from '@beacon/shared';
import App from 'antd/es/app';
import { useCallback } from 'react';

/**
 * A failed action's notice: the spec's text as the title ("Failed to apply tier"), the server's
 * message under it. None after a 401 or 429, which the base query has handled.
 */
export function useFailureNotice(): (cause: unknown, title: string) => void {
  const { notification } = App.useApp();
  return useCallback(
    (cause, title) => {
      const error = toApiError(cause);
      if (needsErrorToast(error))
        notification.error({ title, description: error.message, duration: NOTIFICATION_SECONDS });
    },
    [notification],
  );
}
