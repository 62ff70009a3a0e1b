import type { EventLogRow } from '@beacon/shared/contract';
import type { LiveEvent } from './useLiveTail.ts';

/** The explorer answer on screen and when it was asked for (RTK Query's `startedTimeStamp`). */
export interface ShownAnswer {
  startedAt: number;
  rows: readonly EventLogRow[];
}

/**
 * The live events an explorer answer does not hold yet, oldest first. One that arrived before the
 * answer was asked for is in it. One that arrived later may be in it too (recorded before the server
 * read the log, tailed after): then it is among the answer's rows, newest first on page 1, and each
 * such row stands for one live event. Nothing else is left out, so no event is lost between the two.
 */
export function notInAnswer(live: readonly LiveEvent[], answer: ShownAnswer | undefined): LiveEvent[] {
  if (!answer) return [...live];
  const later = live.filter((event) => event.receivedAt >= answer.startedAt);
  if (later.length === 0) return later;
  const inRows = new Map<string, number>();
  for (const row of answer.rows) inRows.set(JSON.stringify(row), (inRows.get(JSON.stringify(row)) ?? 0) + 1);
  return later.filter((event) => {
    const text = JSON.stringify(event.row);
    const left = inRows.get(text) ?? 0;
    if (left > 0) inRows.set(text, left - 1);
    return left === 0;
  });
}

/** How many of `events` the user has not seen: those that came after the newest one seen (`seenSeq`). */
export const unseenCount = (events: readonly LiveEvent[], seenSeq: number) =>
  events.filter((event) => event.seq > seenSeq).length;
