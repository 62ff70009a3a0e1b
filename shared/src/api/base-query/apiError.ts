import { apiMessages } from './messages.ts';
import type { ApiError } from './types.ts';

const STATUS_WORDS: ReadonlySet<unknown> = new Set(['FETCH_ERROR', 'TIMEOUT_ERROR', 'PARSE_ERROR']);

/** Whether `error` is already an `ApiError` (what the base query answers for every failure). */
export function isApiError(error: unknown): error is ApiError {
  if (typeof error !== 'object' || error === null) return false;
  const { status, message } = error as { status?: unknown; message?: unknown };
  return (typeof status === 'number' || STATUS_WORDS.has(status)) && typeof message === 'string';
}

/**
 * A failed call as an `ApiError`: the `error` of a query or mutation hook, or what `unwrap()` rejects
 * with. The base query's failures pass through; anything else (a `SerializedError` from a throwing
 * `queryFn` or `transformResponse`, a thrown value) is a client-side failure (`PARSE_ERROR`) with its
 * message, or "Unknown error" when it has none.
 */
export function toApiError(error: unknown): ApiError {
  if (isApiError(error)) return error;
  const message =
    typeof error === 'string'
      ? error
      : typeof error === 'object' && error !== null && 'message' in error
        ? error.message
        : undefined;
  return {
    status: 'PARSE_ERROR',
    message: typeof message === 'string' && message !== '' ? message : apiMessages.unknown(),
  };
}

/**
 * Whether a failed call still needs its own error toast: a 401 has signed the user out and a 429 has
 * shown the rate-limit toast (both in the base query), so neither gets a second one.
 */
export function needsErrorToast(error: ApiError): boolean {
  return error.status !== 401 && error.status !== 429;
}

/**
 * Whether `error.message` is the server's own (the `detail`, `error` or `message` of its answer, or a
 * short plain-text body) rather than the console's generic text for a bare status or a failure
 * before any answer; for a spec text such as "else Failed to send test event".
 */
export function hasServerMessage(error: ApiError): boolean {
  return typeof error.status === 'number' && error.message !== apiMessages.status(error.status);
}
