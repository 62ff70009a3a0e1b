import { createConsoleStore, type ConsoleStore } from '@beacon/shared';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { Outlet, useNavigate } from '@beacon/shared/router';
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

let store: ConsoleStore | undefined;

/** The console's one store (session and API cache), made when the signed-in part first renders. */
function consoleStore(): ConsoleStore {
  store ??= createConsoleStore();
  return store;
}

/**
 * The signed-in part of the console, in its own chunk with the Auth0 SDK, Redux and RTK Query: the
 * frame and the not-found page paint without them. Every route under it requires sign-in.
 */
export function SignedInShell({ renderFrame }: SignedInShellProps) {
  const navigate = useNavigate();
  return (
    <Provider store={consoleStore()}>
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
    </Provider>
  );
}
