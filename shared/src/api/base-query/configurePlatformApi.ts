import { createPlatformBaseQuery, type PlatformBaseQuery } from './createPlatformBaseQuery.ts';
import type { PlatformBaseQueryDeps } from './types.ts';

let configured: PlatformBaseQuery | null = null;

/**
 * Binds the base query's dependencies (token getter, notifier, base URL). The shell calls it once
 * at startup, before the first request; a standalone remote's bootstrap does the same. Returns a
 * function that unbinds them again (tests, hot reload).
 */
export function configurePlatformApi(deps: PlatformBaseQueryDeps): () => void {
  const baseQuery = createPlatformBaseQuery(deps);
  configured = baseQuery;
  return () => {
    if (configured === baseQuery) configured = null;
  };
}

/**
 * The base query `platformApi` is created with at module level (so remotes can `injectEndpoints`
 * before the shell has its dependencies). It delegates to the configured one.
 */
export const platformBaseQuery: PlatformBaseQuery = (args, api, extraOptions) => {
  if (!configured) {
    throw new Error(
      'platformApi is not configured: call configurePlatformApi({ getBaseUrl, getAccessToken, onUnauthorized, notify }) at startup, before the first request.',
    );
  }
  return configured(args, api, extraOptions);
};
