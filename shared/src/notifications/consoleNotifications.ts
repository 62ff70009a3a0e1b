/** A toast shown by the console's notification host. */
export interface ConsoleToast {
  title: string;
  description?: string;
  /** Seconds; antd's default (4.5) when absent. */
  durationSeconds?: number;
}

export type ConsoleToastKind = 'success' | 'info' | 'warning' | 'error';

/** What the shell binds: antd's notification API from a host that lives as long as the page. */
interface HostToast {
  message: string;
  description?: string;
  duration?: number;
  /** A toast with the key of one on screen replaces it instead of stacking a copy. */
  key: string;
}

export interface NotificationHost {
  success(args: HostToast): void;
  info(args: HostToast): void;
  warning(args: HostToast): void;
  error(args: HostToast): void;
}

let host: NotificationHost | null = null;
let wanted = false;
const wantListeners = new Set<() => void>();

/**
 * The host is needed: a toast waits, or content that uses antd is on screen. The shell mounts its
 * host (and so loads antd) only then, so a page without antd content paints and stays without it.
 */
export function requestNotificationHost(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of wantListeners) listener();
}

/** For the shell's host: whether it is needed yet, and a subscription to the moment it is. */
export const notificationHostDemand = {
  get wanted(): boolean {
    return wanted;
  },
  subscribe: (listener: () => void): (() => void) => {
    wantListeners.add(listener);
    return () => wantListeners.delete(listener);
  },
} as const;
/** Shown before the host had loaded (e.g. during the first page load): kept until it binds. */
const pending: Array<[ConsoleToastKind, ConsoleToast]> = [];
const MAX_PENDING = 10;

/** The shell binds its notification host (or null when it goes away). */
export function bindNotificationHost(next: NotificationHost | null): void {
  host = next;
  if (next) for (const [kind, toast] of pending.splice(0)) show(kind, toast);
}

function show(kind: ConsoleToastKind, toast: ConsoleToast): void {
  if (!host) {
    if (pending.length < MAX_PENDING) pending.push([kind, toast]);
    requestNotificationHost();
    return;
  }
  host[kind]({
    // The same toast twice (two requests answered 429 at once) shows once.
    key: [kind, toast.title, toast.description ?? ''].join('\n'),
    message: toast.title,
    ...(toast.description === undefined ? {} : { description: toast.description }),
    ...(toast.durationSeconds === undefined ? {} : { duration: toast.durationSeconds }),
  });
}

/**
 * Toasts shown by the shell's host, which outlives every page: use them for a message that must
 * survive the navigation that follows it (e.g. "Network not found in any accessible account" and
 * then /404). Toasts tied to the page itself can use antd's `App.useApp()`.
 */
export const consoleNotifications: Record<ConsoleToastKind, (toast: ConsoleToast) => void> = {
  success: (toast) => show('success', toast),
  info: (toast) => show('info', toast),
  warning: (toast) => show('warning', toast),
  error: (toast) => show('error', toast),
};
