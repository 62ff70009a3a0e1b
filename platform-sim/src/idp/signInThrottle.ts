/**
 * Brute-force protection for the sign-in form, like Auth0's: too many failed sign-ins for one email
 * lock that email for a while, whatever password is tried next. Emails nobody has count as well (keyed
 * by what was typed), so the sign-in page does not tell known from unknown accounts, and the store is
 * bounded: stale entries are pruned and, past `maxTracked`, the least recently touched ones are dropped.
 */

export const DEFAULT_MAX_FAILURES = 10;
export const DEFAULT_WINDOW_MS = 15 * 60 * 1000;
export const DEFAULT_MAX_TRACKED = 10_000;

export interface SignInThrottleOptions {
  /** Failed sign-ins for one email within `windowMs` that lock it. Default 10. */
  maxFailures?: number;
  /** How far back failures count, and how long a lockout lasts. Default 15 minutes. */
  windowMs?: number;
  /** The clock, in epoch milliseconds. Default `Date.now`. */
  now?: () => number;
  /** Most emails tracked at once. Default 10,000. */
  maxTracked?: number;
}

export interface SignInThrottle {
  /** Milliseconds until `email` may try again; 0 when it is not locked. */
  lockedFor(email: string): number;
  /** Counts a failed sign-in for `email`; the one that reaches the limit starts the lockout. */
  recordFailure(email: string): void;
  /** Forgets the failures of `email` (a successful sign-in). */
  recordSuccess(email: string): void;
  /** How many emails are tracked now. */
  readonly size: number;
}

interface Entry {
  /** Times of the failures still inside the window, oldest first. */
  failures: number[];
  /** Set while the email is locked: when it may try again. */
  lockedUntil?: number;
}

/** The key of an email: trimmed and lower-cased, as the user lookup does. */
export function throttleKey(email: string): string {
  return email.trim().toLowerCase();
}

/** "Too many failed attempts. Try again in N minutes.", with N the minutes left, rounded up. */
export function lockedMessage(remainingMs: number): string {
  const minutes = Math.max(1, Math.ceil(remainingMs / 60_000));
  return `Too many failed attempts. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}

function positive(value: number | undefined, fallback: number): number {
  return value !== undefined && Number.isFinite(value) && value > 0 ? value : fallback;
}

export function createSignInThrottle(options: SignInThrottleOptions = {}): SignInThrottle {
  const maxFailures = Math.floor(positive(options.maxFailures, DEFAULT_MAX_FAILURES));
  const windowMs = positive(options.windowMs, DEFAULT_WINDOW_MS);
  const maxTracked = Math.floor(positive(options.maxTracked, DEFAULT_MAX_TRACKED));
  const now = options.now ?? Date.now;
  /** In the order the entries were last touched, least recent first. */
  const entries = new Map<string, Entry>();
  let lastSweep = now();

  /** Drops the failures that left the window, and ends a lockout that is over. False when nothing is left. */
  const refresh = (entry: Entry, at: number): boolean => {
    if (entry.lockedUntil !== undefined) {
      if (entry.lockedUntil > at) return true;
      entry.lockedUntil = undefined;
      entry.failures = [];
    }
    entry.failures = entry.failures.filter((time) => time > at - windowMs);
    return entry.failures.length > 0;
  };

  const sweep = (at: number): void => {
    lastSweep = at;
    for (const [key, entry] of entries) if (!refresh(entry, at)) entries.delete(key);
  };

  const prune = (at: number): void => {
    if (entries.size > maxTracked || at - lastSweep >= windowMs) sweep(at);
    for (const key of entries.keys()) {
      if (entries.size <= maxTracked) break;
      entries.delete(key);
    }
  };

  return {
    lockedFor(email) {
      const key = throttleKey(email);
      const entry = entries.get(key);
      const at = now();
      if (!entry) return 0;
      if (!refresh(entry, at)) entries.delete(key);
      return entry.lockedUntil === undefined ? 0 : entry.lockedUntil - at;
    },
    recordFailure(email) {
      const key = throttleKey(email);
      const at = now();
      const entry = entries.get(key) ?? { failures: [] };
      refresh(entry, at);
      if (entry.lockedUntil !== undefined) return;
      entry.failures.push(at);
      if (entry.failures.length >= maxFailures) {
        entry.lockedUntil = at + windowMs;
        entry.failures = [];
      }
      entries.delete(key);
      entries.set(key, entry);
      prune(at);
    },
    recordSuccess(email) {
      entries.delete(throttleKey(email));
    },
    get size() {
      return entries.size;
    },
  };
}
