import type { ComponentType } from 'react';
import { useRoutes, type RouteObject } from '@beacon/shared/router';
import { preloadRoutesOnArrival } from './preloadRoutes.ts';
import type { RemoteAppProps } from './remoteApp.ts';

/**
 * The App of a remote that renders the same route tree under every base path it serves: the pages the
 * current location will render start loading when the module is evaluated (preloadRoutesOnArrival), and
 * App renders the tree, below `Header` when given (a remote's own navigation).
 */
export function routedRemoteApp(
  remote: string,
  routes: RouteObject[],
  Header?: ComponentType,
): ComponentType<RemoteAppProps> {
  preloadRoutesOnArrival(remote, () => routes);
  return function App() {
    const page = useRoutes(routes);
    return Header === undefined ? (
      page
    ) : (
      <>
        <Header />
        {page}
      </>
    );
  };
}
