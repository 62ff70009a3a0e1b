import { useSignIn } from './signIn.ts';
import { LoadingPlaceholder } from '@beacon/shared/frame';
import { useEffect, type ReactNode } from 'react';
import { useLocation } from '@beacon/shared/router';
import { currentPath } from './returnTo.ts';

export interface RequireSignInProps {
  children: ReactNode;
}

/** Every route but the not-found page: a visitor who is not signed in goes to the sign-in page. */
export function RequireSignIn({ children }: RequireSignInProps) {
  const { isLoading, isAuthenticated, loginWithRedirect } = useSignIn();
  const location = useLocation();
  const mustSignIn = !isLoading && !isAuthenticated;
  useEffect(() => {
    if (mustSignIn) void loginWithRedirect({ appState: { returnTo: currentPath(location) } });
  }, [mustSignIn, loginWithRedirect, location]);
  if (!isAuthenticated) return <LoadingPlaceholder />;
  return children;
}
