import { createContext, useContext } from 'react';

/**
 * What the console needs of sign-in, whoever answers it: the sign-in SDK (Auth0), or, while the SDK
 * has not loaded, its cache (SignInProvider.tsx).
 */
export interface SignIn {
  isLoading: boolean;
  isAuthenticated: boolean;
  user: { sub?: string; email?: string } | undefined;
  /** An access token for the platform API. */
  getAccessTokenSilently: () => Promise<string | undefined>;
  loginWithRedirect: (options?: { appState?: { returnTo?: string } }) => Promise<void>;
  logout: (options?: { logoutParams?: { returnTo?: string } }) => Promise<void>;
}

const NOT_PROVIDED = (): Promise<never> => Promise.reject(new Error('No sign-in provider'));

export const SignInContext = createContext<SignIn>({
  isLoading: true,
  isAuthenticated: false,
  user: undefined,
  getAccessTokenSilently: NOT_PROVIDED,
  loginWithRedirect: NOT_PROVIDED,
  logout: NOT_PROVIDED,
});

/** The signed-in state and the sign-in actions (SignInProvider). */
export function useSignIn(): SignIn {
  return useContext(SignInContext);
}
