import { Auth0Provider, useAuth0, type AppState } from '@auth0/auth0-react';
import { useEffect } from 'react';
import { safeReturnTo } from './returnTo.ts';
import type { SignIn } from './signIn.ts';

export interface Auth0BridgeProps {
  auth0: { domain: string; clientId: string; audience: string };
  /** Client-side navigation after the identity provider redirected back. */
  navigate: (path: string) => void;
  /** Receives the SDK's state and actions each time they change. */
  onChange: (signIn: SignIn) => void;
}

/**
 * The sign-in SDK (its own chunk, `shell-auth0`): Auth0 from the runtime config, a real tenant or
 * platform-sim's identity provider. It renders nothing; it hands its state to SignInProvider.
 */
export default function Auth0Bridge({ auth0, navigate, onChange }: Auth0BridgeProps) {
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
      <Publish onChange={onChange} />
    </Auth0Provider>
  );
}

function Publish({ onChange }: Pick<Auth0BridgeProps, 'onChange'>) {
  const { isLoading, isAuthenticated, user, getAccessTokenSilently, loginWithRedirect, logout } = useAuth0();
  const sub = user?.sub;
  const email = user?.email;
  useEffect(
    () =>
      onChange({
        isLoading,
        isAuthenticated,
        user: sub === undefined && email === undefined ? undefined : { sub, email },
        getAccessTokenSilently: () => getAccessTokenSilently(),
        loginWithRedirect: (options) => loginWithRedirect(options),
        logout: (options) => logout(options),
      }),
    [onChange, isLoading, isAuthenticated, sub, email, getAccessTokenSilently, loginWithRedirect, logout],
  );
  return null;
}
