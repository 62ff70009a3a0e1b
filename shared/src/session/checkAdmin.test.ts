import { afterEach, describe, expect, it, rs } from '@rstest/core';
import {
  ADMIN_CHECK_TIMEOUT_NAVBAR_MS,
  ADMIN_CHECK_TIMEOUT_ROUTER_MS,
  checkAdmin,
  ensureAdminChecked,
  remainingWaitMs,
} from './checkAdmin.ts';
import type { UnknownAction } from '@reduxjs/toolkit';

const options = { timeoutMs: ADMIN_CHECK_TIMEOUT_ROUTER_MS };
/** What `unwrap()` rejects with for a 403 (an `ApiError`), as an Error for the lint rule. */
const forbidden = () => Object.assign(new Error('Forbidden'), { status: 403 });

describe('checkAdmin', () => {
  afterEach(() => {
    rs.useRealTimers();
  });

  it('is true when the admin-features call succeeds and false on 403', async () => {
    expect(await checkAdmin(() => Promise.resolve({ features: [] }), options)).toBe(true);
    expect(await checkAdmin(() => Promise.reject(forbidden()), options)).toBe(false);
  });

  it('is false when the call does not answer within the timeout, and aborts it', async () => {
    rs.useFakeTimers();
    let aborted = false;
    const result = checkAdmin(
      (signal) => {
        signal.addEventListener('abort', () => (aborted = true));
        return new Promise(() => undefined);
      },
      { timeoutMs: ADMIN_CHECK_TIMEOUT_NAVBAR_MS },
    );
    await rs.advanceTimersByTimeAsync(5_000);
    expect(await result).toBe(false);
    expect(aborted).toBe(true);
  });

  it('caches a definitive answer but not a timeout', async () => {
    const actions: UnknownAction[] = [];
    const dispatch = <A extends UnknownAction>(action: A) => (actions.push(action), action);
    expect(await ensureAdminChecked(dispatch, null, () => Promise.reject(forbidden()), options)).toBe(false);
    expect(actions).toEqual([{ type: 'session/adminChecked', payload: false }]);
    expect(await ensureAdminChecked(dispatch, true, () => Promise.reject(forbidden()), options)).toBe(true);
    rs.useFakeTimers();
    const pending = ensureAdminChecked(dispatch, null, () => new Promise(() => undefined), { timeoutMs: 10 });
    await rs.advanceTimersByTimeAsync(10);
    expect(await pending).toBe(false);
    expect(actions).toHaveLength(1);
  });
});

describe('remainingWaitMs', () => {
  it('counts the timeout from when a running check began, and waits the whole of it when none runs', () => {
    expect(remainingWaitMs(10_000, undefined, 5_000)).toBe(10_000);
    expect(remainingWaitMs(10_000, 1_000, 4_000)).toBe(7_000);
    expect(remainingWaitMs(10_000, 1_000, 12_000)).toBe(0);
  });
});
