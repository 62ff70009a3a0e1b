import type { Dispatch } from '@reduxjs/toolkit';
import { adminChecked } from './sessionSlice.ts';

/** The admin check gives up after 10 s in the router guard and 5 s in the navbar (customer-console.md §9). */
export const ADMIN_CHECK_TIMEOUT_ROUTER_MS = 10_000;
export const ADMIN_CHECK_TIMEOUT_NAVBAR_MS = 5_000;

/**
 * Calls the admin-features endpoint (`GET /admin/features`). Resolves on 200; rejects with the
 * `ApiError` otherwise, e.g. `(signal) => dispatch(api.endpoints.getAdminFeatures.initiate()).unwrap()`.
 */
export type FetchAdminFeatures = (signal: AbortSignal) => Promise<unknown>;

/**
 * `admin` on success, `not-admin` on 403 (or 401), `timeout` when no answer came in time, `error`
 * for anything else. Only the first two are answers worth caching.
 */
export type AdminCheckOutcome = 'admin' | 'not-admin' | 'timeout' | 'error';

function statusOf(cause: unknown): unknown {
  return typeof cause === 'object' && cause !== null ? (cause as { status?: unknown }).status : undefined;
}

export async function checkAdminOutcome(
  fetchFeatures: FetchAdminFeatures,
  { timeoutMs }: { timeoutMs: number },
): Promise<AdminCheckOutcome> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<AdminCheckOutcome>((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve('timeout');
    }, timeoutMs);
  });
  const answer = fetchFeatures(controller.signal).then(
    (): AdminCheckOutcome => 'admin',
    (cause: unknown): AdminCheckOutcome => {
      const status = statusOf(cause);
      return status === 403 || status === 401 ? 'not-admin' : 'error';
    },
  );
  try {
    return await Promise.race([answer, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** True on 200; false on 403, on any other failure and on timeout (admin-and-hotspots.md §6). */
export async function checkAdmin(fetchFeatures: FetchAdminFeatures, options: { timeoutMs: number }): Promise<boolean> {
  return (await checkAdminOutcome(fetchFeatures, options)) === 'admin';
}

/**
 * How long a caller still waits for the admin check: `timeoutMs` counted from when the check began
 * (`startedAt`, epoch ms; undefined when none is running). The navbar's check may have begun before
 * the admin page mounted: the router guard gives up 10 s after the check started, not 10 s after the
 * page's code had loaded and the session had its accounts.
 */
export function remainingWaitMs(timeoutMs: number, startedAt: number | undefined, now: number): number {
  return startedAt === undefined ? timeoutMs : Math.max(0, timeoutMs - (now - startedAt));
}

/**
 * Returns the cached answer when there is one; otherwise runs the check and caches a definitive
 * answer (200 or 403) in the session slice. A timeout or server error answers false for now but is
 * not cached, so the next guard or navbar render asks again.
 */
export async function ensureAdminChecked(
  dispatch: Dispatch,
  cached: boolean | null,
  fetchFeatures: FetchAdminFeatures,
  options: { timeoutMs: number },
): Promise<boolean> {
  if (cached !== null) return cached;
  const outcome = await checkAdminOutcome(fetchFeatures, options);
  if (outcome === 'admin' || outcome === 'not-admin') dispatch(adminChecked(outcome === 'admin'));
  return outcome === 'admin';
}
