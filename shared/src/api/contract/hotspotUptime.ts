/*
 * Uptime and flapping of a hotspot, from its status changes (issue 15, beyond the spec). Zod-free:
 * platform-sim computes the figures it sends with it, and the console's tests check the same rule.
 */

/** A hotspot whose status changed more than this many times within the last hour is flapping. */
export const FLAPPING_CHANGES_PER_HOUR = 4;
export const HOUR_SECONDS = 3600;
export const DAY_SECONDS = 86_400;
/** The two uptime windows the console shows: the last 24 hours and the last 7 days. */
export const UPTIME_WINDOWS = { uptime_24h: DAY_SECONDS, uptime_7d: 7 * DAY_SECONDS } as const;

/** A status change: at `at` (epoch seconds) the hotspot became `status`. */
export interface StatusChangePoint {
  readonly at: number;
  readonly status: 'online' | 'offline' | 'unknown';
}

/**
 * The share of `[from, to)` the hotspot was online, in percent with one decimal, from its changes
 * (in any order). Before its first change the status is not known, and that time is left out, as is
 * any time in the `unknown` status; with no change at all, `current` held throughout. Null when no
 * time in the window has a known status.
 */
export function uptimePercent(
  changes: readonly StatusChangePoint[],
  current: StatusChangePoint['status'],
  from: number,
  to: number,
): number | null {
  if (to <= from) return null;
  const sorted = [...changes].sort((a, b) => a.at - b.at);
  let status: StatusChangePoint['status'] | undefined = sorted.length === 0 ? current : undefined;
  let online = 0;
  let known = 0;
  let cursor = from;
  const account = (until: number) => {
    const span = Math.min(until, to) - cursor;
    if (span <= 0 || status === undefined || status === 'unknown') return;
    known += span;
    if (status === 'online') online += span;
  };
  for (const change of sorted) {
    if (change.at <= from) {
      status = change.status;
      continue;
    }
    if (change.at >= to) break;
    account(change.at);
    cursor = change.at;
    status = change.status;
  }
  account(to);
  return known === 0 ? null : Math.round((online / known) * 1000) / 10;
}

/** How many of the changes fall in the hour before `now`. */
export function changesInLastHour(changes: readonly StatusChangePoint[], now: number): number {
  return changes.filter((change) => change.at > now - HOUR_SECONDS && change.at <= now).length;
}

/** Flapping: more than `FLAPPING_CHANGES_PER_HOUR` changes in the hour before `now`. */
export function isFlapping(changes: readonly StatusChangePoint[], now: number): boolean {
  return changesInLastHour(changes, now) > FLAPPING_CHANGES_PER_HOUR;
}

/** The figures a status report carries: uptime over 24 h and 7 d, changes in the last hour, flapping. */
export function hotspotHealth(
  changes: readonly StatusChangePoint[],
  current: StatusChangePoint['status'],
  now: number,
) {
  return {
    uptime_24h: uptimePercent(changes, current, now - UPTIME_WINDOWS.uptime_24h, now),
    uptime_7d: uptimePercent(changes, current, now - UPTIME_WINDOWS.uptime_7d, now),
    changes_1h: changesInLastHour(changes, now),
    flapping: isFlapping(changes, now),
  };
}
