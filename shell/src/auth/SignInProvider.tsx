import { isSignInCallback, LazyBoundary, retryableLazy, useConsoleConfig } from '@beacon/shared';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { afterFirstContent } from '../layout/firstContent.ts';
import type { Auth0BridgeProps } from './Auth0Bridge.tsx';
import { cachedSignIn } from './cachedSession.ts';
import { SignInContext, type SignIn } from './signIn.ts';

const Auth0Bridge = retryableLazy<Auth0BridgeProps>(
  () => import(/* webpackChunkName: "shell-auth0" */ './Auth0Bridge.tsx'),
);

/** The SDK once it has read its state: who waits for it, and its answer once there. */
function sdkGate() {
  let ready: SignIn | null = null;
  const waiting: Array<(signIn: SignIn) => void> = [];
  return {
    settle(signIn: SignIn) {
      ready = signIn;
      for (const resolve of waiting.splice(0)) resolve(signIn);
    },
    when: (): Promise<SignIn> => (ready ? Promise.resolve(ready) : new Promise((resolve) => waiting.push(resolve))),
  };
}

export interface SignInProviderProps {
  /** Client-side navigation after the identity provider redirected back. */
  navigate: (path: string) => void;
  children: ReactNode;
}

/**
 * Sign-in for the console: Auth0 from the runtime config (a real tenant or platform-sim's identity
 * provider). When this browser's SDK cache holds the user and a valid access token (a return visit),
 * the page answers from the cache at once and its first screen's data calls start without waiting for
 * the SDK, which loads once the first content shows and then answers everything. Whatever the cache
 * cannot do (sign-in, sign-out, a token past its time) waits for the SDK. Without such a cache (first
 * visit, the sign-in callback, an expired token) the SDK loads at once.
 */
export function SignInProvider({ navigate, children }: SignInProviderProps) {
  const { auth0 } = useConsoleConfig();
  const [cached] = useState(() =>
    isSignInCallback(window.location.search) ? null : cachedSignIn(window.localStorage, auth0, Date.now()),
  );
  const [wanted, setWanted] = useState(cached === null);
  const [sdk, setSdk] = useState<SignIn | null>(null);
  const [gate] = useState(sdkGate);

  useEffect(() => {
    if (!wanted) afterFirstContent(() => setWanted(true));
  }, [wanted]);

  const onChange = useCallback(
    (signIn: SignIn) => {
      setSdk(signIn);
      if (!signIn.isLoading) gate.settle(signIn);
    },
    [gate],
  );

  /** The SDK once it has loaded and read its state (loading it now if it was not). */
  const whenReady = useCallback(() => {
    setWanted(true);
    return gate.when();
  }, [gate]);

  /** Everything the cache cannot answer: the SDK's, once it is there. */
  const viaSdk = useMemo<Pick<SignIn, 'getAccessTokenSilently' | 'loginWithRedirect' | 'logout'>>(
    () => ({
      getAccessTokenSilently: async () => (await whenReady()).getAccessTokenSilently(),
      loginWithRedirect: async (options) => (await whenReady()).loginWithRedirect(options),
      logout: async (options) => (await whenReady()).logout(options),
    }),
    [whenReady],
  );
  const fromCache = useMemo<SignIn | null>(
    () =>
      cached && {
        ...viaSdk,
        isLoading: false,
        isAuthenticated: true,
        user: cached.user,
        getAccessTokenSilently: async () =>
          cachedSignIn(window.localStorage, auth0, Date.now())?.accessToken ?? viaSdk.getAccessTokenSilently(),
      },
    [cached, auth0, viaSdk],
  );
  const loading = useMemo<SignIn>(
    () => ({ ...viaSdk, isLoading: true, isAuthenticated: false, user: undefined }),
    [viaSdk],
  );
  const value = sdk && !sdk.isLoading ? sdk : (fromCache ?? loading);

  return (
    <SignInContext value={value}>
      {wanted && (
        <LazyBoundary fallback={null}>
          <Auth0Bridge auth0={auth0} navigate={navigate} onChange={onChange} />
        </LazyBoundary>
      )}
      {children}
    </SignInContext>
  );
}
