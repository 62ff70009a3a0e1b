import type { HotspotStatus } from './entities/hotspot.ts';

/** How many hotspots are online, offline and unknown, and all of them. */
export interface HotspotStatusCounts {
  total: number;
  online: number;
  offline: number;
  unknown: number;
}

/**
 * The one definition of a hotspot's status for every card, map text and list (issue 30): `online` and
 * `offline` are those statuses; anything else (`unknown`, none) is unknown, never offline.
 */
export function hotspotStatusOf(status: string | null | undefined): HotspotStatus {
  return status === 'online' || status === 'offline' ? status : 'unknown';
}

/** Counts statuses by `hotspotStatusOf`. */
export function countHotspotStatuses(statuses: Iterable<string | null | undefined>): HotspotStatusCounts {
  const counts: HotspotStatusCounts = { total: 0, online: 0, offline: 0, unknown: 0 };
  for (const status of statuses) {
    counts.total += 1;
    counts[hotspotStatusOf(status)] += 1;
  }
  return counts;
}

/** A server summary (every match, and its online and offline counts) as counts: unknown is the rest. */
export function summaryStatusCounts(total: number, counts: { online: number; offline: number }): HotspotStatusCounts {
  return { total, ...counts, unknown: Math.max(0, total - counts.online - counts.offline) };
}
