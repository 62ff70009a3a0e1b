import {
  DIAGNOSTICS_PATH,
  LazyBoundary,
  LoadingPlaceholder,
  NOT_FOUND_PATH,
  NotFoundPage,
  preloadRemoteComponent,
  remoteServing,
  retryableLazy,
  type RemoteDefinition,
} from '@beacon/shared/frame';
import type { ReactNode } from 'react';
import { createBrowserRouter, Outlet, type RouteObject } from '@beacon/shared/router';
import { isAdminPath } from './session/adminPath.ts';
import { preloadSignedInShell, ShellLayout, type ShellRouteHandle } from './layout/ShellLayout.tsx';
import { RemoteMount } from './layout/RemoteMount.tsx';
import { AntdProviders, WithAntd } from './layout/WithAntd.tsx';
import { RouteErrorScreen } from './RouteErrorScreen.tsx';

const DiagnosticsPage = retryableLazy(() =>
  import(/* webpackChunkName: "shell-diagnostics" */ './diagnostics/DiagnosticsPage.tsx').then(
    (m) => m.DiagnosticsPage,
  ),
);

// The admin check needs the session store, which loads with the signed-in part, not with the frame.
const AdminGuard = retryableLazy<{ children: ReactNode }>(() =>
  import(/* webpackChunkName: "shell-admin-guard" */ './session/AdminGuard.tsx').then((m) => m.AdminGuard),
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
          <LazyBoundary fallback={<LoadingPlaceholder />}>
            <AdminGuard>
              <RemoteMount remote={remote} basePath={basePath} />
            </AdminGuard>
          </LazyBoundary>
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

/**
 * A page load in a browser that holds a session: everything the route will render (the signed-in
 * part, antd's providers, the admin check, the route's remote or the shell's own page) starts
 * loading now, together and while sign-in runs, so no part of the page waits for the one above it.
 */
export function preloadSignedInRoute(pathname: string, remotes: RemoteDefinition[]): void {
  void preloadSignedInShell();
  void AntdProviders.preload();
  const remote = remoteServing(pathname, remotes);
  if (remote) {
    if (isAdminPath(pathname)) void AdminGuard.preload();
    preloadRemoteComponent(remote.name, './App');
  } else if (pathname === DIAGNOSTICS_PATH) {
    void DiagnosticsPage.preload();
  }
}
