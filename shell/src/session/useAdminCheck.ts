import { ensureAdminChecked, remainingWaitMs, useAppDispatch, useSession } from '@beacon/shared';
import { useEffect, useState } from 'react';
import { sessionApi } from './sessionApi.ts';

/**
 * Whether the signed-in user is a platform admin: the cached answer, else `GET /admin/features`
 * (200 admin, 403 not) given up `timeoutMs` after the check began (10 s in the router guard, 5 s in
 * the navbar; one request serves both).
 * `null` while the check runs.
 */
export function useAdminCheck(timeoutMs: number, enabled = true): boolean | null {
  const dispatch = useAppDispatch();
  const { isAdmin } = useSession();
  const [answer, setAnswer] = useState<boolean | null>(null);

  useEffect(() => {
    if (!enabled || isAdmin !== null) return;
    let current = true;
    // The navbar and the router guard may share one request; giving up waiting (5 s in the navbar)
    // must not abort it for the other, so the timeout only stops waiting.
    const fetchFeatures = () =>
      dispatch(sessionApi.endpoints.getAdminFeatures.initiate(undefined, { subscribe: false })).unwrap();
    // A check already running (the navbar's) counts from when it began.
    const running = dispatch((_, getState) => sessionApi.endpoints.getAdminFeatures.select()(getState()));
    const startedAt = running.isLoading ? running.startedTimeStamp : undefined;
    const wait = remainingWaitMs(timeoutMs, startedAt, Date.now());
    void ensureAdminChecked(dispatch, isAdmin, fetchFeatures, { timeoutMs: wait }).then((result) => {
      if (current) setAnswer(result);
    });
    return () => {
      current = false;
    };
  }, [dispatch, enabled, isAdmin, timeoutMs]);

  return isAdmin ?? answer;
}
