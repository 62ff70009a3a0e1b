import { toApiError, useAppDispatch, type ApiError } from '@beacon/shared';
import type { EventLogRow, LogExplorerRequest } from '@beacon/shared/contract';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { eventsExplorerApi } from './api.ts';
import { logTailBody } from './eventsQuery.ts';

/** How often the tail asks for new events while nothing is waiting. */
export const LIVE_POLL_MS = 1000;
/** The longest wait between two tries after failed polls (1 s, 2 s, 4 s … doubling up to this). */
export const LIVE_MAX_BACKOFF_MS = 30_000;
/**
 * The most live events kept: beyond it the oldest go, so a page left open with Live on over a busy
 * network does not grow without end (the log keeps them; a refresh of the page shows them).
 */
export const LIVE_EVENTS_MAX = 1000;

/** An event the tail brought, numbered in the order it arrived. */
export interface LiveEvent {
  /** 1, 2, 3 … in arrival order (a row key, and what the user has seen). */
  seq: number;
  /** When it arrived (`Date.now()`), to tell it apart from what an explorer answer already holds. */
  receivedAt: number;
  row: EventLogRow;
}

export interface LiveTailOptions {
  /** Null until an account is selected: nothing is asked. */
  accountId: string | null | undefined;
  /** The explorer's filters (its `fields`); a change starts the tail again from now. */
  fields: NonNullable<LogExplorerRequest['fields']>;
  /** Polls while true; false pauses (no requests) and keeps the cursor, so turning it on resumes. */
  enabled: boolean;
}

export interface LiveTail {
  /**
   * The events that arrived since the tail (re)started, oldest first: the newest LIVE_EVENTS_MAX of
   * them, without those `forget` let go.
   */
  events: readonly LiveEvent[];
  /** When the newest event dropped for LIVE_EVENTS_MAX had arrived; undefined while none was. */
  droppedUntil: number | undefined;
  /** The last poll failed (it is tried again, later each time); undefined once one succeeds. */
  error: ApiError | undefined;
  /** Lets go of the events that arrived before `time` (an explorer answer asked for then holds them). */
  forget: (time: number) => void;
}

interface TailState {
  /** The account and filters these events are for. */
  key: string;
  events: readonly LiveEvent[];
  droppedUntil: number | undefined;
  error: ApiError | undefined;
}

const emptyTail = (key: string): TailState => ({ key, events: [], droppedUntil: undefined, error: undefined });

/** `events` after `arrived`, the oldest dropped beyond LIVE_EVENTS_MAX (and when the newest of them came). */
function withArrived(state: TailState, arrived: readonly LiveEvent[]): TailState {
  const events = [...state.events, ...arrived];
  const over = events.length - LIVE_EVENTS_MAX;
  if (over <= 0) return { ...state, events, error: undefined };
  return { ...state, events: events.slice(over), droppedUntil: events[over - 1]?.receivedAt, error: undefined };
}

/** The wait before the next try after `failures` failed polls in a row. */
export const backoffMs = (failures: number) => Math.min(LIVE_POLL_MS * 2 ** failures, LIVE_MAX_BACKOFF_MS);

/**
 * The live tail of the event log (contract `tailLog`, beyond the spec): while `enabled`, asks for the
 * events after the last cursor about once a second (at once while `more` says others are waiting),
 * through RTK Query without caching the answers. The first call has no cursor: the tail starts now.
 * Polls stop while the page is hidden and when the component unmounts.
 */
export function useLiveTail({ accountId, fields, enabled }: LiveTailOptions): LiveTail {
  const dispatch = useAppDispatch();
  const key = JSON.stringify([accountId ?? null, fields]);
  const [state, setState] = useState<TailState>(() => emptyTail(key));
  // New filters: the events of the old ones go (the explorer reloads its page for the new ones).
  if (state.key !== key) setState(emptyTail(key));
  /** The cursor of the last answer for `key`: a pause keeps it, new filters drop it. */
  const cursor = useRef<{ key: string; value?: string }>({ key });
  const lastSeq = useRef(0);
  const [account, body] = useMemo(() => JSON.parse(key) as [string | null, LiveTailOptions['fields']], [key]);

  useEffect(() => {
    if (!enabled || account === null) return undefined;
    const tailAccount: string = account;
    if (cursor.current.key !== key) cursor.current = { key };
    let stopped = false;
    let inFlight = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;

    const schedule = (ms: number) => {
      clearTimeout(timer);
      timer = setTimeout(() => void poll(), ms);
    };
    const received = (rows: readonly EventLogRow[]): LiveEvent[] => {
      const at = Date.now();
      return rows.map((row) => ({ seq: (lastSeq.current += 1), receivedAt: at, row }));
    };
    async function poll(): Promise<void> {
      timer = undefined;
      if (stopped || inFlight || document.hidden) return;
      inFlight = true;
      const request = { accountId: tailAccount, body: logTailBody(body, cursor.current.value) };
      try {
        const answer = await dispatch(
          eventsExplorerApi.endpoints.tailEvents.initiate(request, { track: false }),
        ).unwrap();
        if (stopped) return;
        failures = 0;
        cursor.current = { key, value: answer.cursor };
        const arrived = received(answer.results);
        setState((prev) =>
          prev.key !== key || (arrived.length === 0 && prev.error === undefined) ? prev : withArrived(prev, arrived),
        );
        inFlight = false;
        if (answer.more) void poll();
        else schedule(LIVE_POLL_MS);
      } catch (error) {
        if (stopped) return;
        inFlight = false;
        setState((prev) => (prev.key === key ? { ...prev, error: toApiError(error) } : prev));
        schedule(backoffMs((failures += 1)));
      }
    }
    // Back on a hidden page: ask at once rather than waiting for the next tick.
    const onVisible = () => {
      if (!document.hidden && timer === undefined && !inFlight) void poll();
    };
    document.addEventListener('visibilitychange', onVisible);
    void poll();
    return () => {
      stopped = true;
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [enabled, account, body, key, dispatch]);

  const forget = useCallback((time: number) => {
    setState((prev) => {
      const kept = prev.events.filter((event) => event.receivedAt >= time);
      return kept.length === prev.events.length ? prev : { ...prev, events: kept };
    });
  }, []);
  const { events, droppedUntil, error } = state.key === key ? state : emptyTail(key);
  return { events, droppedUntil, error, forget };
}
