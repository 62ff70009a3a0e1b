/** Every failure of a platform call, as components see it. They never parse transport errors. */
export interface ApiError {
  /** The HTTP status, or what went wrong before a status arrived. */
  status: number | 'FETCH_ERROR' | 'TIMEOUT_ERROR' | 'PARSE_ERROR';
  /** A user-readable message: the server's `detail`, `error` or `message`, else a generic text. */
  message: string;
  /** From the `Retry-After` header of a 429, in whole seconds. */
  retryAfterSeconds?: number;
}

export interface NotifyArgs {
  title: string;
  description: string;
  durationSeconds: number;
}

/**
 * Where the base query shows its toasts. The shell binds it to antd's `App.useApp().notification`
 * (never the static `notification.*` API), e.g. `warning: ({ title, description, durationSeconds }) =>
 * notification.warning({ message: title, description, duration: durationSeconds })`.
 */
export interface Notifier {
  warning(args: NotifyArgs): void;
  error(args: NotifyArgs): void;
}

/** Returns an access token for the platform API; in the shell, Auth0's `getAccessTokenSilently`. */
export type AccessTokenGetter = () => Promise<string>;

export interface PlatformBaseQueryDeps {
  /** The API origin, read on every request (runtime config `apiBaseUrl`). */
  getBaseUrl(): string;
  getAccessToken: AccessTokenGetter;
  /** The user is signed out: a 401, or the identity provider needs an interactive login. */
  onUnauthorized(): void;
  notify: Notifier;
  /** Defaults to `REQUEST_TIMEOUT_MS` (30 s). */
  timeoutMs?: number;
}

/**
 * The `meta` of a successful call (an endpoint's `transformResponse(body, meta)`), e.g. to read a
 * response header such as `ETag`. Failures carry none.
 */
export interface PlatformBaseQueryMeta {
  response: Response;
}

/** Per-endpoint options (`extraOptions` in `injectEndpoints`). */
export interface PlatformExtraOptions {
  /** Skip the "unexpected error" toast because the call site shows its own (spec) toast. */
  silent?: boolean;
}
