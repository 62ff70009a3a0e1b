import { apiMessages } from './messages.ts';
import type { ApiError } from './types.ts';

/** The server's message: `detail`, then `error`, then `message` (ARCHITECTURE.md §5). */
export function messageFromBody(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const fields = body as Record<string, unknown>;
  for (const name of ['detail', 'error', 'message']) {
    const value = fields[name];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return undefined;
}

/** `Retry-After` in whole seconds: delta-seconds or an HTTP date (relative to `now`). */
export function parseRetryAfter(header: string | null, now = Date.now()): number | undefined {
  if (header === null || header.trim() === '') return undefined;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, Math.ceil((date - now) / 1000));
}

/** The `ApiError` for an HTTP error response whose body has been read (`body` is JSON or text). */
export function httpError(status: number, body: unknown, retryAfter: string | null): ApiError {
  // A short plain-text body is shown as is; HTML error pages from proxies are not.
  const text = typeof body === 'string' && /^[^<]{1,300}$/.test(body.trim()) ? body.trim() : undefined;
  const error: ApiError = { status, message: messageFromBody(body) ?? text ?? apiMessages.status(status) };
  const retryAfterSeconds = status === 429 ? parseRetryAfter(retryAfter) : undefined;
  if (retryAfterSeconds !== undefined) error.retryAfterSeconds = retryAfterSeconds;
  return error;
}

/** True when the identity provider needs an interactive sign-in (Auth0 `login_required` and friends). */
export function isLoginRequired(cause: unknown): boolean {
  if (typeof cause !== 'object' || cause === null) return false;
  const { error, message } = cause as { error?: unknown; message?: unknown };
  return [error, message].some((code) => code === 'login_required' || code === 'consent_required');
}
