import { consoleNotifications, type Notifier } from '@beacon/shared';

/** The notifier the platform base query uses: the console's notification host. */
export const shellNotifier: Notifier = {
  warning: ({ title, description, durationSeconds }) =>
    consoleNotifications.warning({ title, description, durationSeconds }),
  error: ({ title, description, durationSeconds }) =>
    consoleNotifications.error({ title, description, durationSeconds }),
};

/** A short informational notification from the shell (e.g. the account switch). */
export function announce(title: string): void {
  consoleNotifications.info({ title });
}
