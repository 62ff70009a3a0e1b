import { DIAGNOSTICS_PATH, NOT_FOUND_PATH, NotFoundPage, retryableLazy, type RemoteDefinition } from '@beacon/shared';
import { createBrowserRouter, Outlet, type RouteObject } from 'react-router';
import { AdminGuard, isAdminPath } from './session/AdminGuard.tsx';
import { ShellLayout, type ShellRouteHandle } from './layout/ShellLayout.tsx';
import { RemoteMount } from './layout/RemoteMount.tsx';
import { WithAntd } from './layout/WithAntd.tsx';
import { RouteErrorScreen } from './RouteErrorScreen.tsx';

const DiagnosticsPage = retryableLazy(() =>
  import(/* webpackChunkName: "shell-diagnostics" */ './diagnostics/DiagnosticsPage.tsx').then(
    (m) => m.DiagnosticsPage,
  ),
);

const NOT_FOUND_HANDLE = { signedInWhenSession: true } satisfies ShellRouteHandle;

/** The shell's routes: each remote's App under each of its base paths, then the not-found page. */
export function shellRoutes(remotes: RemoteDefinition[]): RouteObject[] {
  return [
    {
      element: <ShellLayout />,
      // Whatever no remote boundary caught (the frame, the router, the shell's pages) ends here.
      errorElement: <RouteErrorScreen />,
      children: [
        { path: NOT_FOUND_PATH, element: <NotFoundPage />, handle: NOT_FOUND_HANDLE },
        { path: '*', element: <NotFoundPage />, handle: NOT_FOUND_HANDLE },
        {
          // Every route but the not-found page requires sign-in (the layout mounts the sign-in SDK).
          handle: { requiresSignIn: true } satisfies ShellRouteHandle,
          element: <Outlet />,
          children: signedInRoutes(remotes),
        },
      ],
    },
  ];
}

function signedInRoutes(remotes: RemoteDefinition[]): RouteObject[] {
  return [
    ...remotes.flatMap((remote) =>
      remote.basePaths.map((basePath) => ({
        path: basePath,
        element: isAdminPath(basePath) ? (
          <AdminGuard>
            <RemoteMount remote={remote} basePath={basePath} />
          </AdminGuard>
        ) : (
          <RemoteMount remote={remote} basePath={basePath} />
        ),
      })),
    ),
    {
      path: DIAGNOSTICS_PATH,
      element: (
        <WithAntd>
          <DiagnosticsPage />
        </WithAntd>
      ),
    },
  ];
}

export function createShellRouter(remotes: RemoteDefinition[]) {
  return createBrowserRouter(shellRoutes(remotes));
}
