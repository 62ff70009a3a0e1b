import type { Notifier, NotifyArgs } from '@beacon/shared';

interface NotificationApi {
  warning(args: { message: string; description: string; duration: number }): void;
  error(args: { message: string; description: string; duration: number }): void;
}

let antdNotifications: NotificationApi | null = null;

/** Called by the antd bridge once antd (loaded with the first content) provides its App context. */
export function bindNotifications(api: NotificationApi | null): void {
  antdNotifications = api;
}

function show(kind: 'warning' | 'error', { title, description, durationSeconds }: NotifyArgs): void {
  if (antdNotifications) antdNotifications[kind]({ message: title, description, duration: durationSeconds });
  else console.warn(`${title}: ${description}`);
}

/** The notifier the platform base query uses: antd notifications through `App.useApp()`. */
export const shellNotifier: Notifier = {
  warning: (args) => show('warning', args),
  error: (args) => show('error', args),
};
