import { NOTIFICATION_SECONDS, useTheme } from '@beacon/shared';
import { App as AntApp, ConfigProvider, theme as antdTheme } from 'antd';
import type { ReactNode } from 'react';
import { useAntdLocale } from './useAntdLocale.ts';

/**
 * Every toast lasts 35 s unless it says otherwise (customer-console.md §9), sits at the bottom right,
 * away from the top bar and its account menu, and several collapse into a stack.
 */
const NOTIFICATIONS = { duration: NOTIFICATION_SECONDS, placement: 'bottomRight', stack: { threshold: 2 } } as const;

export interface AntdProvidersProps {
  children: ReactNode;
}

/**
 * The antd theme and App context (messages, notifications, modals) around console content. The
 * light or dark algorithm follows the console's colour scheme (`useTheme`), antd's and dayjs's locale
 * its language (`useAntdLocale`).
 */
export function AntdProviders({ children }: AntdProvidersProps) {
  const { resolved } = useTheme();
  const locale = useAntdLocale();
  const algorithm = resolved === 'dark' ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm;
  return (
    <ConfigProvider locale={locale} theme={{ algorithm, token: { colorPrimary: '#1668dc' } }}>
      <AntApp notification={NOTIFICATIONS}>{children}</AntApp>
    </ConfigProvider>
  );
}
