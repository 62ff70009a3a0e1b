import { LazyBoundary, notificationHostDemand, retryableLazy } from '@beacon/shared/frame';
import { useSyncExternalStore } from 'react';
import { AntdProviders } from './WithAntd.tsx';

const NotificationBridge = retryableLazy(() => import('./NotificationBridge.tsx').then((m) => m.NotificationBridge));

/**
 * The console's toasts live here, in the layout, so they outlive every page: a toast shown just
 * before a navigation (to /404, to another remote) stays on screen. It mounts (loading antd) once a
 * toast waits or content that uses antd is shown, so pages without antd never load it.
 */
export function NotificationHost() {
  const wanted = useSyncExternalStore(notificationHostDemand.subscribe, () => notificationHostDemand.wanted);
  if (!wanted) return null;
  return (
    <LazyBoundary fallback={null}>
      <AntdProviders>
        <NotificationBridge />
      </AntdProviders>
    </LazyBoundary>
  );
}
