import { isValidElement, type ReactNode } from 'react';
import { matchRoutes, type RouteObject } from '@beacon/shared/router';
import { servingBasePath } from '../session/paths.ts';
import { registeredRemotes } from './loader.ts';

/** What a route element may carry: a lazy page (retryableLazy) or a wrapper that names what to load. */
type Preloadable = { preload?: () => unknown };

function preloadElement(element: ReactNode): void {
  if (!isValidElement(element)) return;
  const { type } = element as { type: unknown };
  if (typeof type === 'function' && typeof (type as Preloadable).preload === 'function') {
    void (type as Preloadable).preload?.();
  }
}

/**
 * Called when a remote's App module is evaluated (the shell preloads it at page load, while sign-in
 * runs): starts loading the lazy pages the current location will render, so they are ready when the
 * App renders and no Suspense fallback holds the page back. `routes(basePath)` is the route tree the
 * App renders under that base path. A route element counts when its component has a `preload`
 * (every `retryableLazy` page has; a wrapper may name what it renders, e.g.
 * `DevicesRoute.preload = () => preloadRemoteComponent('mf-devices', './NetworkDevices')`).
 * Nothing happens when the location is not this remote's, or outside the shell.
 */
export function preloadRoutesOnArrival(
  remote: string,
  routes: (basePath: string) => RouteObject[],
  pathname: string = window.location.pathname,
): void {
  const serving = servingBasePath(pathname, registeredRemotes());
  if (serving?.remote.name !== remote) return;
  const basename = serving.basePath.replace(/\/?\*$/, '') || '/';
  for (const { route } of matchRoutes(routes(serving.basePath), pathname, basename) ?? []) {
    preloadElement(route.element);
  }
}
