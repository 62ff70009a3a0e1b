import { NOTIFICATION_SECONDS, type ApiError } from '@beacon/shared';
import { App } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** A query hook's failure as an `ApiError` (a `SerializedError` is a client-side failure). */
export function asApiError(error: unknown): ApiError | undefined {
  if (error === undefined || error === null) return undefined;
  if (typeof error === 'object' && 'status' in error && 'message' in error) return error as ApiError;
  const message =
    typeof error === 'object' && 'message' in error && typeof error.message === 'string'
      ? error.message
      : 'Unknown error';
  return { status: 'PARSE_ERROR', message };
}

/**
 * Toasts "Error loading statistics: {message}" once for each failed load. 401 (signed out) and 429
 * (the rate-limit toast) are already shown by the base query.
 */
export function useStatsErrorToast(error: ApiError | undefined): void {
  const { t } = useTranslation('networks');
  const { notification } = App.useApp();
  const toasted = useRef<ApiError | undefined>(undefined);
  useEffect(() => {
    if (!error || toasted.current === error || error.status === 401 || error.status === 429) return;
    toasted.current = error;
    notification.error({
      title: t('stats.load.error', 'Error loading statistics: {{message}}', { message: error.message }),
      duration: NOTIFICATION_SECONDS,
    });
  }, [error, notification, t]);
}
