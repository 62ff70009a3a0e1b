import { createElement, lazy, type ComponentType } from 'react';

type Loaded<P> = ComponentType<P> | { default: ComponentType<P> };

/** Re-arm callbacks of lazy components whose last load failed. */
const failedLoads = new Set<() => void>();

/**
 * Lets every failed `retryableLazy` load again on its next render. Called by Retry in the remote
 * error boundary (and when the boundary resets on navigation). Until then a failed load stays
 * failed, so React surfaces the error once instead of re-requesting the chunk in a loop.
 */
export function resetFailedLoads(): void {
  const rearm = [...failedLoads];
  failedLoads.clear();
  rearm.forEach((fn) => fn());
}

/**
 * Like React.lazy, but a failed load can be retried: after `resetFailedLoads()` the next render
 * calls `load` again instead of replaying the rejected promise. `load` resolves to a module with a
 * default export or to a component, so a named export of a chunk works too:
 * `retryableLazy(() => import(/* webpackChunkName: "admin-pages" *\/ './pages.tsx').then((m) => m.TiersPage))`.
 */
export function retryableLazy<P extends object = object>(load: () => Promise<Loaded<P>>): ComponentType<P> {
  const makeLazy = () =>
    lazy(() =>
      load().then(
        (loaded) => ('default' in loaded ? loaded : { default: loaded }),
        (error: unknown) => {
          failedLoads.add(() => {
            current = makeLazy();
          });
          throw error;
        },
      ),
    );
  let current = makeLazy();
  function RetryableLazy(props: P) {
    return createElement(current as ComponentType<P>, props);
  }
  return RetryableLazy;
}
