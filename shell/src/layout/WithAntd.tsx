import { LoadingPlaceholder, requestNotificationHost, retryableLazy } from '@beacon/shared';
import { Suspense, useEffect, type ReactNode } from 'react';

// antd and the UI kit load with the first content that needs them, not with the shell frame.
const AntdProviders = retryableLazy<{ children: ReactNode }>(() =>
  import('@beacon/shared/ui').then((m) => m.AntdProviders),
);

export interface WithAntdProps {
  children: ReactNode;
}

/** Wraps content that uses antd in the theme and App context, loading antd on first use. */
export function WithAntd({ children }: WithAntdProps) {
  // antd is loading anyway: the console's notification host can come with it.
  useEffect(requestNotificationHost, []);
  return (
    <Suspense fallback={<LoadingPlaceholder />}>
      <AntdProviders>{children}</AntdProviders>
    </Suspense>
  );
}
