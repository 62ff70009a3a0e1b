import type { ApiError } from '@beacon/shared';
import type { EventLogRow } from '@beacon/shared/contract';
import { useEffect, useMemo, useState } from 'react';
import { notInAnswer, unseenCount, type ShownAnswer } from './liveEvents.ts';
import { useLiveTail, type LiveEvent, type LiveTailOptions } from './useLiveTail.ts';

/** What the explorer's RTK Query hook says about its page. */
export interface ExploredPage {
  currentData?: { results: EventLogRow[] } | undefined;
  isFetching: boolean;
  startedTimeStamp?: number | undefined;
}

export interface LiveEventsOptions {
  accountId: LiveTailOptions['accountId'];
  fields: LiveTailOptions['fields'];
  /** The Live switch. */
  live: boolean;
  explored: ExploredPage;
  /** The user sees the newest events: page 1, newest first, the top of the table in view. */
  watching: boolean;
}

export interface LiveEvents {
  /** The live events the page's answer does not hold, newest first (shown above it on page 1). */
  fresh: LiveEvent[];
  /** How many of them came while the user was not watching (the "new events" count). */
  unseen: number;
  /** The last poll failed (while live). */
  error: ApiError | undefined;
  /**
   * Live events newer than the page's answer were dropped (LIVE_EVENTS_MAX): the ones shown do not
   * reach down to the answer's rows until the page is loaded again.
   */
  truncated: boolean;
}

interface Shown extends ShownAnswer {
  answer: object;
}

/** The live tail seen against the explorer's page: which events are new to it and which to the user. */
export function useLiveEvents({ accountId, fields, live, explored, watching }: LiveEventsOptions): LiveEvents {
  const tail = useLiveTail({ accountId, fields, enabled: live });
  const { currentData, isFetching, startedTimeStamp } = explored;
  // The answer on screen and when it was asked for (a refetch keeps the old one until it answers).
  const [shown, setShown] = useState<Shown>();
  if (
    currentData &&
    !isFetching &&
    startedTimeStamp !== undefined &&
    (shown?.answer !== currentData || shown.startedAt !== startedTimeStamp)
  ) {
    setShown({ answer: currentData, rows: currentData.results, startedAt: startedTimeStamp });
  }
  const fresh = useMemo(() => notInAnswer(tail.events, shown).reverse(), [tail.events, shown]);
  // What arrived before the answer was asked for is in it (or older): the tail can let it go.
  const { forget } = tail;
  const answeredAt = shown?.startedAt;
  useEffect(() => {
    if (answeredAt !== undefined) forget(answeredAt);
  }, [answeredAt, forget]);
  // The newest live event the user has seen: everything that came while watching.
  const [seenSeq, setSeenSeq] = useState(0);
  const latest = tail.events.at(-1)?.seq ?? 0;
  if (watching && seenSeq < latest) setSeenSeq(latest);
  return {
    fresh,
    unseen: watching ? 0 : unseenCount(fresh, seenSeq),
    error: live ? tail.error : undefined,
    truncated: tail.droppedUntil !== undefined && (answeredAt === undefined || answeredAt <= tail.droppedUntil),
  };
}
