import type { ReactNode } from 'react';
import { lazyRemote } from './loader.ts';
import { LoadingPlaceholder } from './LoadingPlaceholder.tsx';
import { RemoteBoundary } from './RemoteBoundary.tsx';
import { LazyBoundary } from './retryableLazy.tsx';

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
  const Component = lazyRemote<P>(remote, expose);
  return (
    <RemoteBoundary remote={remote} resetKey={resetKey}>
      <LazyBoundary fallback={fallback ?? <LoadingPlaceholder remote={remote} />}>
        {/* lazyRemote gives the same component for a remote and expose on every render (one per module). */}
        {/* eslint-disable-next-line react-hooks/static-components */}
        <Component {...props} />
      </LazyBoundary>
    </RemoteBoundary>
  );
}
