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
