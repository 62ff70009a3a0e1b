import { Auth0Provider, type AppState } from '@auth0/auth0-react';
import { useConsoleConfig } from '@beacon/shared/frame';
import type { ReactNode } from 'react';
import { safeReturnTo } from './returnTo.ts';

export interface SignInProviderProps {
  /** Client-side navigation after the identity provider redirected back. */
  navigate: (path: string) => void;
  children: ReactNode;
}

/** Auth0 from the runtime config: a real tenant or platform-sim's identity provider. */
export function SignInProvider({ navigate, children }: SignInProviderProps) {
  const { auth0 } = useConsoleConfig();
  const onRedirectCallback = (appState?: AppState) =>
    navigate(safeReturnTo(appState?.returnTo, window.location.origin));
  return (
    <Auth0Provider
      domain={auth0.domain}
      clientId={auth0.clientId}
      authorizationParams={{
        audience: auth0.audience,
        redirect_uri: window.location.origin,
        scope: 'openid profile email offline_access',
      }}
      // Keys under SIGN_IN_CACHE_PREFIX (cachedSession.ts reads them without loading the SDK).
      cacheLocation="localstorage"
      useRefreshTokens
      useRefreshTokensFallback
      onRedirectCallback={onRedirectCallback}
    >
      {children}
    </Auth0Provider>
  );
}
