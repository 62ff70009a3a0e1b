import type { Notifier, NotifyArgs } from '@beacon/shared';

interface NotificationArgs {
  message: string;
  description: string;
  duration: number;
}

interface NotificationApi {
  info(args: NotificationArgs): void;
  warning(args: NotificationArgs): void;
  error(args: NotificationArgs): void;
}

type Kind = 'info' | 'warning' | 'error';

let antdNotifications: NotificationApi | null = null;
/** Shown before antd had loaded (e.g. during the first page load): kept until the bridge binds. */
const pending: Array<[Kind, NotifyArgs]> = [];
const MAX_PENDING = 10;

/** Called by the antd bridge once antd (loaded with the first content) provides its App context. */
export function bindNotifications(api: NotificationApi | null): void {
  antdNotifications = api;
  if (api) for (const [kind, args] of pending.splice(0)) show(kind, args);
}

function show(kind: Kind, args: NotifyArgs): void {
  if (antdNotifications) {
    antdNotifications[kind]({ message: args.title, description: args.description, duration: args.durationSeconds });
  } else if (pending.length < MAX_PENDING) {
    pending.push([kind, args]);
  }
}

/** The notifier the platform base query uses: antd notifications through `App.useApp()`. */
export const shellNotifier: Notifier = {
  warning: (args) => show('warning', args),
  error: (args) => show('error', args),
};

/** How long the "switched account" announcement stays, in seconds. */
const ANNOUNCE_SECONDS = 4.5;

/** A short informational notification from the shell (e.g. the account switch). */
export function announce(title: string, description = ''): void {
  show('info', { title, description, durationSeconds: ANNOUNCE_SECONDS });
}
