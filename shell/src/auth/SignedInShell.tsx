import type { ReactNode } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { PlatformApiBinding } from './PlatformApiBinding.tsx';
import { ShellActionsProvider } from './ShellActionsProvider.tsx';
import { SessionGate } from '../session/SessionGate.tsx';
import { RequireSignIn } from './RequireSignIn.tsx';
import { SignInProvider } from './SignInProvider.tsx';
import { UserMenu } from './UserMenu.tsx';

export interface SignedInShellProps {
  /** Draws the shell frame with the user menu and the content. */
  renderFrame: (userMenu: ReactNode, content: ReactNode) => ReactNode;
}

/**
 * The signed-in part of the console, in its own chunk with the Auth0 SDK: the frame and the
 * not-found page paint without it. Every route under it requires sign-in.
 */
export function SignedInShell({ renderFrame }: SignedInShellProps) {
  const navigate = useNavigate();
  return (
    <SignInProvider navigate={(path) => void navigate(path, { replace: true })}>
      <PlatformApiBinding />
      <ShellActionsProvider>
        {renderFrame(
          <UserMenu />,
          <RequireSignIn>
            <SessionGate>
              <Outlet />
            </SessionGate>
          </RequireSignIn>,
        )}
      </ShellActionsProvider>
    </SignInProvider>
  );
}
