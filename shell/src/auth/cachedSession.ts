/**
 * The sign-in SDK's token cache: `SignInProvider` keeps it in localStorage
 * (`cacheLocation="localstorage"`), under keys with this prefix.
 */
export const SIGN_IN_CACHE_PREFIX = '@@auth0spajs@@';

/**
 * Whether the sign-in SDK has a session cached in this browser, read without loading the SDK (the
 * not-found page shows the signed-in frame only then).
 */
export function hasCachedSession(storage: Pick<Storage, 'length' | 'key'> = window.localStorage): boolean {
  try {
    for (let i = 0; i < storage.length; i += 1) {
      if (storage.key(i)?.startsWith(SIGN_IN_CACHE_PREFIX)) return true;
    }
    return false;
  } catch {
    // Storage that cannot be read (blocked by the browser) holds no session for us.
    return false;
  }
}

/** Seconds a cached access token must still be valid to be used (the SDK's own margin). */
const TOKEN_MARGIN_S = 60;

/** What the SDK's cache holds for a signed-in user: the user and an access token still valid. */
export interface CachedSignIn {
  user: { sub: string; email?: string };
  accessToken: string;
}

function readJson(storage: Pick<Storage, 'getItem'>, key: string): unknown {
  try {
    return JSON.parse(storage.getItem(key) ?? 'null') as unknown;
  } catch {
    return null;
  }
}

/**
 * The signed-in user and an access token for the API, read from the sign-in SDK's cache without
 * loading the SDK, as the SDK itself would answer them from its cache: the user from the ID token's
 * entry, the access token of the console's audience if it is valid for another minute, nothing past
 * the session's ceiling. Null when the cache cannot answer (then the SDK must).
 */
export function cachedSignIn(
  storage: Pick<Storage, 'length' | 'key' | 'getItem'>,
  { clientId, audience }: { clientId: string; audience: string },
  nowMs: number,
): CachedSignIn | null {
  try {
    const now = Math.floor(nowMs / 1000);
    const idEntry = readJson(storage, `${SIGN_IN_CACHE_PREFIX}::${clientId}::@@user@@`) as {
      decodedToken?: { user?: { sub?: unknown; email?: unknown }; claims?: { session_expiry?: unknown } };
    } | null;
    const user = idEntry?.decodedToken?.user;
    if (typeof user?.sub !== 'string' || !user.sub) return null;
    const ceiling = idEntry?.decodedToken?.claims?.session_expiry;
    if (typeof ceiling === 'number' && now >= ceiling - 30) return null;
    const tokenPrefix = `${SIGN_IN_CACHE_PREFIX}::${clientId}::${audience}::`;
    let best: { token: string; expiresAt: number } | null = null;
    for (let i = 0; i < storage.length; i += 1) {
      const key = storage.key(i);
      if (!key?.startsWith(tokenPrefix)) continue;
      const entry = readJson(storage, key) as { body?: { access_token?: unknown }; expiresAt?: unknown } | null;
      const token = entry?.body?.access_token;
      const expiresAt = entry?.expiresAt;
      if (typeof token !== 'string' || typeof expiresAt !== 'number' || expiresAt - TOKEN_MARGIN_S <= now) continue;
      if (!best || expiresAt > best.expiresAt) best = { token, expiresAt };
    }
    if (!best) return null;
    return {
      user: { sub: user.sub, ...(typeof user.email === 'string' ? { email: user.email } : {}) },
      accessToken: best.token,
    };
  } catch {
    return null;
  }
}
