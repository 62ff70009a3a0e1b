import { createElement, lazy, type ComponentType } from 'react';

type Loaded<P> = ComponentType<P> | { default: ComponentType<P> };

/**
 * Like React.lazy, but a failed load is forgotten: the next render after an error boundary resets
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
          current = makeLazy();
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
