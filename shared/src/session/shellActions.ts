import { createContext, useContext } from 'react';

/**
 * What the shell does for remotes that only the shell can do: the sign-in SDK lives in the shell
 * (it is not a shared library), so a remote asks the shell to sign the user out.
 */
export interface ShellActions {
  signOut: () => void;
}

export const ShellActionsContext = createContext<ShellActions | null>(null);

export function useShellActions(): ShellActions {
  const actions = useContext(ShellActionsContext);
  if (!actions) throw new Error('useShellActions must be used inside the signed-in shell (ShellActionsContext)');
  return actions;
}

/** Users of the identity provider's password database have ids with this prefix (admin-and-hotspots.md §2). */
export const PASSWORD_DATABASE_PREFIX = 'auth0|';
