import type { BaseQueryApi, BaseQueryFn, FetchArgs } from '@reduxjs/toolkit/query';
import { NOTIFICATION_SECONDS, RATE_LIMIT_TOAST_SECONDS, REQUEST_TIMEOUT_MS } from './constants.ts';
import { dropNullish, isJsonBody } from './dropNullish.ts';
import { apiMessages } from './messages.ts';
import { httpError, isLoginRequired } from './normalizeError.ts';
import type { ApiError, PlatformBaseQueryDeps, PlatformBaseQueryMeta, PlatformExtraOptions } from './types.ts';

export type PlatformBaseQuery = BaseQueryFn<
  string | FetchArgs,
  unknown,
  ApiError,
  PlatformExtraOptions,
  PlatformBaseQueryMeta
>;
type Result = Awaited<ReturnType<PlatformBaseQuery>>;

/** `base` + `path` with exactly one slash between them, plus the query string from `params`. */
export function buildUrl(base: string, path: string, params?: Record<string, unknown>): string {
  const url = /^https?:\/\//i.test(path) ? path : `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value === null || value === undefined) continue;
    search.append(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  const query = search.toString();
  return query === '' ? url : `${url}${url.includes('?') ? '&' : '?'}${query}`;
}

function requestInit(args: FetchArgs, token: string, signal: AbortSignal): RequestInit {
  const headers = new Headers(args.headers as HeadersInit | undefined);
  headers.set('Authorization', `Bearer ${token}`);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  let body = args.body as BodyInit | null | undefined;
  if (isJsonBody(args.body)) {
    body = JSON.stringify(dropNullish(args.body));
    if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
  }
  return { method: args.method ?? 'GET', headers, body, signal };
}

/** JSON when it parses, the text otherwise, `null` for an empty body (204 and friends). */
async function readBody(response: Response): Promise<{ value: unknown; parsed: boolean }> {
  const text = await response.text();
  if (text === '') return { value: null, parsed: true };
  try {
    return { value: JSON.parse(text) as unknown, parsed: true };
  } catch {
    return { value: text, parsed: false };
  }
}

/**
 * The one base query of `platformApi`: bearer token, timeout, null-dropping bodies and every
 * failure normalised to `ApiError`. 401 signs the user out, 429 shows the spec's toast, and
 * unexpected failures (5xx, unreadable responses) become an error toast unless the endpoint passes
 * `extraOptions: { silent: true }` because it shows its own.
 */
export function createPlatformBaseQuery(deps: PlatformBaseQueryDeps): PlatformBaseQuery {
  const timeoutMs = deps.timeoutMs ?? REQUEST_TIMEOUT_MS;

  const fail = (error: ApiError, extraOptions: PlatformExtraOptions | undefined): Result => {
    if (error.status === 401) deps.onUnauthorized();
    else if (error.status === 429) {
      const n = error.retryAfterSeconds;
      deps.notify.warning({
        title: apiMessages.rateLimitTitle(),
        description: n === undefined ? apiMessages.rateLimitMoment() : apiMessages.rateLimitWait(n),
        durationSeconds: RATE_LIMIT_TOAST_SECONDS,
      });
    } else if (!extraOptions?.silent && (error.status === 'PARSE_ERROR' || Number(error.status) >= 500)) {
      deps.notify.error({
        title: apiMessages.unexpectedTitle(),
        description: error.message,
        durationSeconds: NOTIFICATION_SECONDS,
      });
    }
    return { error };
  };

  return async (rawArgs, api: BaseQueryApi, extraOptions) => {
    const args: FetchArgs = typeof rawArgs === 'string' ? { url: rawArgs } : rawArgs;
    let token: string;
    try {
      token = await deps.getAccessToken();
    } catch (cause) {
      if (isLoginRequired(cause)) return fail({ status: 401, message: apiMessages.signedOut() }, extraOptions);
      return { error: { status: 'FETCH_ERROR', message: apiMessages.token() } };
    }

    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const abortFromCaller = () => controller.abort();
    api.signal.addEventListener('abort', abortFromCaller);

    try {
      const url = buildUrl(deps.getBaseUrl(), args.url, args.params);
      const response = await fetch(url, requestInit(args, token, controller.signal));
      const { value, parsed } = await readBody(response);
      if (!response.ok)
        return fail(httpError(response.status, value, response.headers.get('Retry-After')), extraOptions);
      const isJson = (response.headers.get('Content-Type') ?? '').includes('json');
      if (isJson && !parsed) return fail({ status: 'PARSE_ERROR', message: apiMessages.parse() }, extraOptions);
      return { data: value, meta: { response } };
    } catch {
      if (timedOut)
        return fail({ status: 'TIMEOUT_ERROR', message: apiMessages.timeout(timeoutMs / 1000) }, extraOptions);
      return fail({ status: 'FETCH_ERROR', message: apiMessages.network() }, extraOptions);
    } finally {
      clearTimeout(timer);
      api.signal.removeEventListener('abort', abortFromCaller);
    }
  };
}
