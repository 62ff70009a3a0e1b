import { useSignIn } from './signIn.ts';
import { configurePlatformApi, useConsoleConfig } from '@beacon/shared';
import { useEffect } from 'react';
import { shellNotifier } from './notifications.ts';

/** Binds the one platform base query to Auth0's tokens, the API base URL and the shell's toasts. */
export function PlatformApiBinding() {
  const { getAccessTokenSilently, logout } = useSignIn();
  const { apiBaseUrl } = useConsoleConfig();
  useEffect(
    () =>
      configurePlatformApi({
        getBaseUrl: () => apiBaseUrl,
        getAccessToken: async () => {
          const token = await getAccessTokenSilently();
          if (!token) throw new Error('login_required');
          return token;
        },
        // The spec: a 401 on any call signs the user out.
        onUnauthorized: () => void logout({ logoutParams: { returnTo: window.location.origin } }),
        notify: shellNotifier,
      }),
    [apiBaseUrl, getAccessTokenSilently, logout],
  );
  return null;
}
