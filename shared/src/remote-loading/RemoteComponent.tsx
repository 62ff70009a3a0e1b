import { Suspense, type ReactNode } from 'react';
import { lazyRemote } from './loader.ts';
import { LoadingPlaceholder } from './LoadingPlaceholder.tsx';
import { RemoteBoundary } from './RemoteBoundary.tsx';
import { useLoaded } from './retryableLazy.ts';

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
  // Its own loading state while the code loads (not a Suspense fallback, which would hold the page
  // back up to 300 ms once the code is there); the Suspense boundary serves its lazy pages.
  const loaded = useLoaded(Component);
  const placeholder = fallback ?? <LoadingPlaceholder remote={remote} />;
  return (
    <RemoteBoundary remote={remote} resetKey={resetKey}>
      <Suspense fallback={placeholder}>
        {/* lazyRemote gives the same component for a remote and expose on every render (one per module). */}
        {/* eslint-disable-next-line react-hooks/static-components */}
        {loaded ? <Component {...props} /> : placeholder}
      </Suspense>
    </RemoteBoundary>
  );
}
