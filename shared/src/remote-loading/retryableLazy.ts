import { createElement, lazy, type ComponentType } from 'react';

/**
 * Like React.lazy, but a failed load is forgotten: the next render after an error boundary resets
 * calls `load` again instead of replaying the rejected promise. Remotes use it for their named
 * page chunks: `retryableLazy(() => import(/* webpackChunkName: "networks-list" *\/ './Page'))`.
 */
export function retryableLazy<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): ComponentType<P> {
  const makeLazy = () =>
    lazy(() =>
      load().catch((error: unknown) => {
        current = makeLazy();
        throw error;
      }),
    );
  let current = makeLazy();
  function RetryableLazy(props: P) {
    return createElement(current as ComponentType<P>, props);
  }
  return RetryableLazy;
}
