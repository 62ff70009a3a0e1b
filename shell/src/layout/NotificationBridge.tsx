import { bindNotificationHost } from '@beacon/shared/frame';
import App from 'antd/es/app';
import { useEffect } from 'react';

/** Hands antd's notification API (from the host's App context) to the console's notifications. */
export function NotificationBridge() {
  const { notification } = App.useApp();
  useEffect(() => {
    bindNotificationHost(notification);
    return () => bindNotificationHost(null);
  }, [notification]);
  return null;
}
