/**
 * Brute-force protection for the sign-in form, like Auth0's:
 * - per email: too many failed sign-ins for one email lock that email for a while, whatever password is
 *   tried next. Emails nobody has count as well (keyed by what was typed), so the sign-in page does not
 *   tell known from unknown accounts;
 * - per client address (password spraying: a few passwords for many emails): past `addressSlowAfter`
 *   failures each further failed answer is held back a little longer, and `addressMaxFailures` lock the
 *   address, for every email, with the same message.
 *
 * The failures and locks are rows of the IdP's database (idp.sqlite; in memory without a data folder),
 * so nothing pushes a lock out: failures for other emails only add their own rows, which expire with
 * the window. A restart keeps them too.
 */
import type { IdpStore } from './idpStore.ts';

export const DEFAULT_MAX_FAILURES = 10;
export const DEFAULT_WINDOW_MS = 15 * 60 * 1000;
export const DEFAULT_ADDRESS_SLOW_AFTER = 20;
export const DEFAULT_ADDRESS_MAX_FAILURES = 50;
export const DEFAULT_ADDRESS_DELAY_STEP_MS = 250;
export const DEFAULT_ADDRESS_MAX_DELAY_MS = 1000;

export interface SignInThrottleOptions {
  /** Failed sign-ins for one email within `windowMs` that lock it. Default 10. */
  maxFailures?: number;
  /** How far back failures count, and how long a lockout lasts. Default 15 minutes. */
  windowMs?: number;
  /** The clock, in epoch milliseconds. Default `Date.now`. */
  now?: () => number;
  /** Failed sign-ins from one address within `windowMs` (any emails) after which its failures are answered slower. Default 20. */
  addressSlowAfter?: number;
  /** Failed sign-ins from one address within `windowMs` that lock the address for `windowMs`. Default 50. */
  addressMaxFailures?: number;
  /** Each failure past `addressSlowAfter` waits this much longer than the one before. Default 250 ms. */
  addressDelayStepMs?: number;
  /** The longest wait of a failed answer. Default 1 s. */
  addressMaxDelayMs?: number;
}

/** One sign-in: the email as typed, and the client address it came from. */
export interface SignInAttempt {
  readonly email: string;
  readonly address: string;
}

export interface SignInThrottle {
  /** Milliseconds until this attempt may be made (the email's or the address's lock); 0 when neither is locked. */
  lockedFor(attempt: SignInAttempt): number;
  /**
   * Counts a failed sign-in for the email and the address; the one that reaches a limit starts its
   * lockout. Answers how long to hold the failed answer back (0 until the address passes `addressSlowAfter`).
   */
  recordFailure(attempt: SignInAttempt): number;
  /** Forgets the failures of the email (a successful sign-in); the address's failures still count. */
  recordSuccess(attempt: SignInAttempt): void;
  /** How many emails and addresses have failures or a lock now. */
  readonly size: number;
}

/** The key of an email: trimmed and lower-cased, as the user lookup does. */
export function throttleKey(email: string): string {
  return email.trim().toLowerCase();
}

/** The key of a client address: an IPv4-mapped IPv6 address as its IPv4 form, lower-cased. */
export function addressKey(address: string): string {
  const lower = address.trim().toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  return mapped?.[1] ?? lower;
}

/** "Too many failed attempts. Try again in N minutes.", with N the minutes left, rounded up. */
export function lockedMessage(remainingMs: number): string {
  const minutes = Math.max(1, Math.ceil(remainingMs / 60_000));
  return `Too many failed attempts. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}

function positive(value: number | undefined, fallback: number): number {
  return value !== undefined && Number.isFinite(value) && value > 0 ? value : fallback;
}

/** How often, at most, a failure also deletes the rows that expired. */
const SWEEP_INTERVAL_MS = 60_000;

const emailKey = (email: string) => `email:${throttleKey(email)}`;
const addressRowKey = (address: string) => `address:${addressKey(address)}`;

export function createSignInThrottle(store: IdpStore, options: SignInThrottleOptions = {}): SignInThrottle {
  const maxFailures = Math.floor(positive(options.maxFailures, DEFAULT_MAX_FAILURES));
  const windowMs = positive(options.windowMs, DEFAULT_WINDOW_MS);
  const addressSlowAfter = Math.floor(positive(options.addressSlowAfter, DEFAULT_ADDRESS_SLOW_AFTER));
  const addressMaxFailures = Math.floor(positive(options.addressMaxFailures, DEFAULT_ADDRESS_MAX_FAILURES));
  const delayStepMs = positive(options.addressDelayStepMs, DEFAULT_ADDRESS_DELAY_STEP_MS);
  const maxDelayMs = positive(options.addressMaxDelayMs, DEFAULT_ADDRESS_MAX_DELAY_MS);
  const now = options.now ?? Date.now;
  let nextSweep = 0;

  const sweep = (at: number): void => {
    if (at < nextSweep) return;
    nextSweep = at + SWEEP_INTERVAL_MS;
    store.run('DELETE FROM sign_in_failures WHERE at <= ?', [at - windowMs]);
    store.run('DELETE FROM sign_in_locks WHERE locked_until <= ?', [at]);
  };

  /** Milliseconds left of the key's lock, else 0. */
  const lockLeft = (key: string, at: number): number => {
    const row = store.get('SELECT locked_until FROM sign_in_locks WHERE key = ? AND locked_until > ?', [key, at]);
    return row === undefined ? 0 : Number(row.locked_until) - at;
  };

  /** Counts a failure of the key unless it is locked; locks it at `limit`. Answers its failures in the window. */
  const fail = (key: string, limit: number, at: number): number => {
    if (lockLeft(key, at) > 0) return 0;
    store.run('INSERT INTO sign_in_failures (key, at) VALUES (?, ?)', [key, at]);
    const count = Number(
      store.get('SELECT COUNT(*) AS n FROM sign_in_failures WHERE key = ? AND at > ?', [key, at - windowMs])?.n ?? 0,
    );
    if (count < limit) return count;
    store.run('INSERT OR REPLACE INTO sign_in_locks (key, locked_until) VALUES (?, ?)', [key, at + windowMs]);
    store.run('DELETE FROM sign_in_failures WHERE key = ?', [key]);
    return count;
  };

  return {
    lockedFor({ email, address }) {
      const at = now();
      return Math.max(lockLeft(emailKey(email), at), lockLeft(addressRowKey(address), at));
    },
    recordFailure({ email, address }) {
      const at = now();
      sweep(at);
      return store.transaction(() => {
        fail(emailKey(email), maxFailures, at);
        const fromAddress = fail(addressRowKey(address), addressMaxFailures, at);
        if (fromAddress < addressSlowAfter) return 0;
        return Math.min(maxDelayMs, (fromAddress - addressSlowAfter + 1) * delayStepMs);
      });
    },
    recordSuccess({ email }) {
      store.run('DELETE FROM sign_in_failures WHERE key = ?', [emailKey(email)]);
    },
    get size() {
      const at = now();
      const row = store.get(
        `SELECT COUNT(*) AS n FROM (SELECT key FROM sign_in_failures WHERE at > ?
         UNION SELECT key FROM sign_in_locks WHERE locked_until > ?)`,
        [at - windowMs, at],
      );
      return Number(row?.n ?? 0);
    },
  };
}
