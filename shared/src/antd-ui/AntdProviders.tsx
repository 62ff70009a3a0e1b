import { App as AntApp, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';

export interface AntdProvidersProps {
  children: ReactNode;
}

/** The antd theme and App context (messages, notifications, modals) around console content. */
export function AntdProviders({ children }: AntdProvidersProps) {
  return (
    <ConfigProvider theme={{ token: { colorPrimary: '#1668dc' } }}>
      <AntApp>{children}</AntApp>
    </ConfigProvider>
  );
}
