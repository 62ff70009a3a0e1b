import { toApiError, type ApiError } from '@beacon/shared';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorToast } from './useErrorToast.ts';

/**
 * For a query whose page shows the spec's own load-failure toast (its endpoint is `silent`): toasts
 * `key` (with its namespace, e.g. `'networks:events.load.error'`; English `defaultText`, where
 * `{{message}}` is the failure's message) once for each failed load. 401 and 429 get no toast here:
 * the base query has signed the user out or shown the rate-limit toast. Answers the failure as an
 * `ApiError` (undefined while there is none) for the page's inline error state.
 *
 * `useLoadErrorToast(error, 'networks:stats.load.error', 'Error loading statistics: {{message}}')`
 */
export function useLoadErrorToast(error: unknown, key: string, defaultText: string): ApiError | undefined {
  const { t } = useTranslation();
  const toast = useErrorToast();
  const loadError = useMemo(() => (error === undefined || error === null ? undefined : toApiError(error)), [error]);
  const toasted = useRef<ApiError | undefined>(undefined);
  useEffect(() => {
    if (!loadError || toasted.current === loadError) return;
    toasted.current = loadError;
    toast(loadError, (message) => t(key, defaultText, { message }));
  }, [loadError, toast, t, key, defaultText]);
  return loadError;
}
