import { Suspense, type ComponentType, type ReactNode } from 'react';
import { lazyRemote } from './loader.ts';
import { LoadingPlaceholder } from './LoadingPlaceholder.tsx';
import { RemoteBoundary } from './RemoteBoundary.tsx';

export interface RemoteComponentProps<P extends object> {
  /** Registry name of the remote, e.g. `mf-devices`. */
  remote: string;
  /** The exposed module, e.g. `./NetworkDevices`. Its default export is rendered. */
  expose: string;
  props: P;
  /** Clears a caught error when it changes (pass the pathname to reset on navigation). */
  resetKey?: string;
  fallback?: ReactNode;
}

const lazyComponents = new Map<string, ComponentType<object>>();

function componentFor(remote: string, expose: string): ComponentType<object> {
  const key = `${remote}/${expose}`;
  let component = lazyComponents.get(key);
  if (!component) {
    component = lazyRemote<object>(remote, expose);
    lazyComponents.set(key, component);
  }
  return component;
}

/**
 * Renders a component that another remote exposes, loaded at runtime, with the same naming,
 * 120 s timeouts, error boundary and Retry as a mounted remote. The shell mounts every remote's
 * `./App` through it too.
 */
export function RemoteComponent<P extends object>({
  remote,
  expose,
  props,
  resetKey,
  fallback,
}: RemoteComponentProps<P>) {
  const Component = componentFor(remote, expose) as ComponentType<P>;
  return (
    <RemoteBoundary remote={remote} resetKey={resetKey}>
      <Suspense fallback={fallback ?? <LoadingPlaceholder remote={remote} />}>
        <Component {...props} />
      </Suspense>
    </RemoteBoundary>
  );
}
