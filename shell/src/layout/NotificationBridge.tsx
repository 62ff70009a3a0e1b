import { App } from 'antd';
import { useEffect } from 'react';
import { bindNotifications } from '../auth/notifications.ts';

/** Hands antd's notification API (from the App context) to the shell notifier. */
export function NotificationBridge() {
  const { notification } = App.useApp();
  useEffect(() => {
    bindNotifications(notification);
    return () => bindNotifications(null);
  }, [notification]);
  return null;
}
