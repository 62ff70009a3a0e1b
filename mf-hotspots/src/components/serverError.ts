import { hasServerMessage, toApiError, type ApiError } from '@beacon/shared';
import { useErrorToast } from '@beacon/shared/ui';
import { useCallback } from 'react';

/**
 * What a failure says (admin-and-hotspots.md §8.2): the server's message, or `fallback` ("An unexpected
 * error occurred") when it carries none (a bare status, no answer).
 */
export function serverMessageOr(cause: unknown, fallback: string): string {
  const error = toApiError(cause);
  return hasServerMessage(error) && error.message.trim() !== '' ? error.message : fallback;
}

/** A failed call's toast: the server's message, or `fallback` when the failure carries none. Answers the failure. */
export function useServerErrorToast(): (cause: unknown, fallback: string) => ApiError {
  const toastError = useErrorToast();
  return useCallback(
    (cause: unknown, fallback: string) => {
      const error = toApiError(cause);
      return toastError(error, (message) => (hasServerMessage(error) && message.trim() !== '' ? message : fallback));
    },
    [toastError],
  );
}
