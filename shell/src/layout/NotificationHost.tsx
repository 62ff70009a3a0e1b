import { retryableLazy } from '@beacon/shared';
import { Suspense, type ReactNode } from 'react';

const AntdProviders = retryableLazy<{ children: ReactNode }>(() =>
  import('@beacon/shared/ui').then((m) => m.AntdProviders),
);
const NotificationBridge = retryableLazy(() => import('./NotificationBridge.tsx').then((m) => m.NotificationBridge));

/**
 * The console's toasts live here, in the layout, so they outlive every page: a toast shown just
 * before a navigation (to /404, to another remote) stays on screen. antd loads after first paint.
 */
export function NotificationHost() {
  return (
    <Suspense fallback={null}>
      <AntdProviders>
        <NotificationBridge />
      </AntdProviders>
    </Suspense>
  );
}
