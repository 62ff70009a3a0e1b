import {
  createContext,
  createElement,
  lazy,
  Suspense,
  useContext,
  useEffect,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';

type Loaded<P> = ComponentType<P> | { default: ComponentType<P> };

/** A promise that says how it settled. */
type Tracked<T> = Promise<T> & { status?: 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

/** A lazily loaded component that can start loading before it renders. */
export type PreloadableComponent<P extends object = object> = ComponentType<P> & {
  /** Starts the load (once); settles when it has finished, and never rejects. */
  preload: () => Promise<void>;
  /** Whether the load has finished (loaded or failed): rendering it now does not suspend. */
  settled: () => boolean;
};

/** The loading state of the nearest LazyBoundary (undefined: none). */
const LazyFallbackContext = createContext<ReactNode | undefined>(undefined);

export interface LazyBoundaryProps {
  fallback: ReactNode;
  children: ReactNode;
}

/**
 * A Suspense boundary for lazy parts (`retryableLazy`): they show `fallback` while their code loads
 * and then render in an ordinary update. React holds content that replaces a Suspense fallback back
 * until 300 ms after the last fallback it showed, so nested lazy parts behind plain Suspense wait up
 * to 300 ms each even when their code has arrived. Anything else that suspends inside gets `fallback`
 * from the Suspense boundary as usual.
 */
export function LazyBoundary({ fallback, children }: LazyBoundaryProps) {
  return (
    <LazyFallbackContext value={fallback}>
      <Suspense fallback={fallback}>{children}</Suspense>
    </LazyFallbackContext>
  );
}

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
 * Like React.lazy, with two differences:
 * - A failed load can be retried: after `resetFailedLoads()` the next render calls `load` again
 *   instead of replaying the rejected promise.
 * - `preload()` starts the load before the first render, and a component whose code has loaded
 *   renders at once instead of suspending. React holds back the content of a Suspense boundary
 *   until 300 ms after the last fallback it showed, so a page made of nested lazy parts (the
 *   signed-in shell, a remote, its page, another remote's tab) would wait 300 ms per level even
 *   when every chunk came from the cache. Preloading them together keeps the fallbacks away.
 *
 * `load` resolves to a module with a default export or to a component, so a named export of a
 * chunk works too:
 * `retryableLazy(() => import(/* webpackChunkName: "admin-pages" *\/ './pages.tsx').then((m) => m.TiersPage))`.
 */
export function retryableLazy<P extends object = object>(load: () => Promise<Loaded<P>>): PreloadableComponent<P> {
  let current: Tracked<ComponentType<P>> | null = null;
  const start = (): Tracked<ComponentType<P>> => {
    if (current) return current;
    const tracked: Tracked<ComponentType<P>> = load().then(
      (loaded) => {
        const component = 'default' in loaded ? loaded.default : loaded;
        tracked.status = 'fulfilled';
        tracked.value = component;
        return component;
      },
      (error: unknown) => {
        tracked.status = 'rejected';
        tracked.reason = error;
        failedLoads.add(() => {
          if (current !== tracked) return;
          current = null;
          suspending = makeLazy();
        });
        throw error;
      },
    );
    current = tracked;
    return tracked;
  };
  const makeLazy = () => lazy(() => start().then((component) => ({ default: component })));
  let suspending = makeLazy();
  const loadedComponent = () => (current?.status === 'fulfilled' ? current.value : undefined);
  function RetryableLazy(props: P) {
    const fallback = useContext(LazyFallbackContext);
    // How this instance renders, decided when it mounts and kept (a switch would remount the page):
    // - `direct`: the code has loaded; the component itself, nothing suspends.
    // - `wait`: inside a LazyBoundary; its fallback until the load settles, then the component (an
    //   ordinary update, not a Suspense reveal that React holds back), or the error.
    // - `lazy`: React.lazy over the same load (the nearest Suspense shows its fallback).
    const [mode] = useState(() => (loadedComponent() ? 'direct' : fallback !== undefined ? 'wait' : 'lazy'));
    const settled = useLoaded(RetryableLazy, mode === 'wait');
    const component = loadedComponent();
    if (component && mode !== 'lazy') return createElement(component, props);
    if (mode === 'wait' && !settled) return fallback;
    return createElement(suspending as ComponentType<P>, props);
  }
  RetryableLazy.preload = () =>
    start().then(
      () => undefined,
      () => undefined,
    );
  RetryableLazy.settled = () => current?.status !== undefined;
  return RetryableLazy;
}

/** The component each key of `loads` names: the export of that name in the module its loader imports. */
export type LazyExports<L> = {
  [K in keyof L]: L[K] extends () => Promise<infer M>
    ? K extends keyof M
      ? M[K] extends ComponentType<infer P>
        ? PreloadableComponent<P & object>
        : never
      : never
    : never;
};

/**
 * `retryableLazy` for named exports, one per key: each key is the name of the component its module
 * exports, and the key's loader imports that module (its own named chunk). A remote's screens:
 * `const { TiersPage } = lazyExports({ TiersPage: () => import(/* webpackChunkName: "admin-tiers" *\/ './TiersPage.tsx') })`.
 */
export function lazyExports<L extends Record<string, () => Promise<object>>>(loads: L): LazyExports<L> {
  const components = Object.entries(loads).map(([name, load]) => [
    name,
    retryableLazy(() => load().then((module) => (module as Record<string, ComponentType>)[name] as ComponentType)),
  ]);
  return Object.fromEntries(components) as LazyExports<L>;
}

/**
 * Whether `component`'s code has finished loading (or failed: rendering it then shows the error),
 * starting the load when `wanted`. For a part that shows its own loading state instead of a
 * Suspense fallback: the update that follows the load is an ordinary one, which React does not hold
 * back the way it holds back content that replaces a fallback (up to 300 ms).
 */
function useLoaded(component: Pick<PreloadableComponent, 'preload' | 'settled'>, wanted = true): boolean {
  const settled = component.settled();
  const [, setLoads] = useState(0);
  useEffect(() => {
    if (!wanted || settled) return undefined;
    let mounted = true;
    void component.preload().then(() => mounted && setLoads((n) => n + 1));
    return () => {
      mounted = false;
    };
  }, [component, wanted, settled]);
  return settled;
}
