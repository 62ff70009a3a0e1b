import { LazyBoundary, LoadingPlaceholder, requestNotificationHost, retryableLazy } from '@beacon/shared/frame';
import { useEffect, type ComponentType, type ReactNode } from 'react';
import { cspNonce } from './cspNonce.ts';

/**
 * The antd theme and App context (the UI kit's AntdProviders) inside a ConfigProvider that hands
 * antd's CSS-in-JS the page's CSP nonce for its <style> elements; nested providers (the UI kit's, a
 * remote's own) inherit it. antd and the UI kit load with the first content that needs them, not
 * with the shell frame. The notification host uses it too.
 */
export const AntdProviders = retryableLazy<{ children: ReactNode }>(() =>
  // The providers' own module, not the UI kit's barrel: a dynamic import of the barrel loads every
  // piece of it, and with them the antd components they render (table, picker, modal…).
  Promise.all([import('@beacon/shared/ui-providers'), import('antd/es/config-provider')]).then(
    ([ui, { default: ConfigProvider }]) => {
      const csp = { nonce: cspNonce() };
      function NoncedAntdProviders({ children }: { children: ReactNode }) {
        return (
          <ConfigProvider csp={csp}>
            <ui.AntdProviders>{children}</ui.AntdProviders>
          </ConfigProvider>
        );
      }
      return NoncedAntdProviders;
    },
  ),
);

/**
 * A component of its own lazy chunk (the account menu, the command palette) that renders inside the
 * antd providers: its chunk holds antd, so the providers come with it.
 */
export function withAntdProviders<P extends object>(Inner: ComponentType<P>): ComponentType<P> {
  function InAntdProviders(props: P) {
    return (
      <AntdProviders>
        <Inner {...props} />
      </AntdProviders>
    );
  }
  return InAntdProviders;
}

export interface WithAntdProps {
  children: ReactNode;
}

/** Wraps content that uses antd in the theme and App context, loading antd on first use. */
export function WithAntd({ children }: WithAntdProps) {
  // antd is loading anyway: the console's notification host can come with it.
  useEffect(requestNotificationHost, []);
  return (
    <LazyBoundary fallback={<LoadingPlaceholder />}>
      <AntdProviders>{children}</AntdProviders>
    </LazyBoundary>
  );
}
