/** What a scrubbed value becomes. */
export const FILTERED = '[Filtered]';
/** What an email address becomes. */
export const EMAIL_PLACEHOLDER = '[email]';

/** Keys whose values are credentials wherever they appear (headers, query objects, extra data). */
const SENSITIVE_KEY =
  /^(authorization|proxy-authorization|cookie|set-cookie|x-beacon-fault-secret|password|client_secret|(access|id|refresh)_token)$/i;
/** An email address, also URL-encoded (`%40`). */
const EMAIL = /[\w.%+-]+(?:@|%40)[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}/gi;
/** An Authorization header's value written out: `Bearer eyJ…`, `Basic dXNlcjpw…`. */
const AUTH_SCHEME = /\b(Bearer|Basic)\s+[\w.~+/=-]+/gi;
/** A JSON Web Token (the access and ID tokens): three base64url parts, the first `{"…`. */
const JWT = /\beyJ[\w-]*\.[\w-]+\.[\w-]*/g;
/** Credentials in a URL: the sign-in redirect's `code` and `state`, tokens in a query or fragment. */
const URL_CREDENTIAL = /([?&#](?:code|state|token|(?:access|id|refresh)_token)=)[^&#\s"']*/gi;

const MAX_DEPTH = 30;

/** A text with its email addresses and credentials replaced. */
export function scrubText(text: string): string {
  return text
    .replace(AUTH_SCHEME, `$1 ${FILTERED}`)
    .replace(JWT, FILTERED)
    .replace(URL_CREDENTIAL, `$1${FILTERED}`)
    .replace(EMAIL, EMAIL_PLACEHOLDER);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}

function scrubValue(value: unknown, path: Set<object>, depth: number): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (value instanceof Error) return `${value.name}: ${scrubText(value.message)}`;
  if (!Array.isArray(value) && !isPlainObject(value)) return value;
  if (path.has(value)) return '[Circular]';
  if (depth >= MAX_DEPTH) return FILTERED;
  path.add(value);
  const copy: unknown = Array.isArray(value)
    ? value.map((item) => scrubValue(item, path, depth + 1))
    : Object.fromEntries(
        Object.entries(value).map(([key, item]) => [
          scrubText(key),
          SENSITIVE_KEY.test(key) ? FILTERED : scrubValue(item, path, depth + 1),
        ]),
      );
  path.delete(value);
  return copy;
}

/**
 * A copy of `value` (an event, a breadcrumb, a replay's custom recording event) without
 * credentials or email addresses: Authorization and Cookie headers (and token fields) are
 * `[Filtered]` under any key casing; in every string, `Bearer …`/`Basic …`, JSON Web Tokens,
 * sign-in codes and tokens in URLs are `[Filtered]` and email addresses `[email]`. Pure.
 */
export function scrub<T>(value: T): T {
  return scrubValue(value, new Set(), 0) as T;
}

interface WithUser {
  user?: { id?: string | number } & Record<string, unknown>;
}

/**
 * `scrub` for a whole event, which also keeps no user context but an id: no email, name or IP
 * address is sent (the console sets none; this makes sure).
 */
export function scrubEvent<E extends object>(event: E): E {
  const scrubbed: E & WithUser = scrub(event);
  if (scrubbed.user) {
    const { id } = scrubbed.user;
    if (id === undefined) delete scrubbed.user;
    else scrubbed.user = { id };
  }
  return scrubbed;
}
