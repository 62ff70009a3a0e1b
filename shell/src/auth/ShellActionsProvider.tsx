import { useSignIn } from './signIn.ts';
import { ShellActionsContext, type ShellActions } from '@beacon/shared';
import { useMemo, type ReactNode } from 'react';

/** Gives remotes the shell's sign-out (the identity provider's logout, back to the console's origin). */
export function ShellActionsProvider({ children }: { children: ReactNode }) {
  const { logout } = useSignIn();
  const actions = useMemo<ShellActions>(
    () => ({ signOut: () => void logout({ logoutParams: { returnTo: window.location.origin } }) }),
    [logout],
  );
  return <ShellActionsContext value={actions}>{children}</ShellActionsContext>;
}
