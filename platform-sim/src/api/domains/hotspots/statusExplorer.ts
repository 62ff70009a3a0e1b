/**
 * The status side of the hotspots (admin-and-hotspots.md §7.2; issue 15): each hotspot's status points
 * over the last 7 days, the contract's Hotspot with its uptime and flapping figures, and the status
 * explorer (summary, status reports, status changes). The repository reads the records; this reads
 * `hotspot_status_changes` and shapes the answers.
 */
import { DAY_SECONDS, hotspotHealth } from '@beacon/shared/contract';
import type { Hotspot, HotspotStatus, HotspotStatusRecord, StatusChangePoint } from '@beacon/shared/contract';
import type { SqliteDatabase } from '../../db/database.ts';
import type { HotspotRecord } from './repository.ts';

/** How far back the explorer's status changes and the uptime figures look. */
export const HISTORY_SECONDS = 7 * DAY_SECONDS;
/** Status reports are bucketed to 5 minutes (the simulator's tick). */
export const BUCKET_SECONDS = 300;

/** The explorer's body, as the contract parses it. */
export interface ExplorerRequest {
  readonly fields: ReadonlyArray<{ readonly field: string; readonly value: string }>;
  readonly pagination: { readonly page_size: number; readonly page: number };
}

export interface ExplorerQuery {
  summary?: boolean | undefined;
  status_changes?: boolean | undefined;
}

/** The most hotspot ids in one history query (SQLite allows 32,766 parameters). */
const HISTORY_IDS_PER_QUERY = 500;

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * The status points of the window `(since, …]` per hotspot: a point at `since` with the status held
 * then (the first change's previous status), then the changes, oldest first.
 */
export function statusHistory(
  db: SqliteDatabase,
  accountId: string,
  since: number,
  hotspotIds?: readonly string[],
): Map<string, StatusChangePoint[]> {
  const select = 'SELECT hotspot_id, at, status, previous_status FROM hotspot_status_changes';
  // Of the given hotspots only (a page of a list): through the (account, hotspot, at) index, a bounded
  // number of ids a query; never the whole account's history for a page of 50.
  const rows =
    hotspotIds === undefined
      ? db.all(`${select} WHERE account_id = ? AND at > ? ORDER BY at, seq`, [accountId, since])
      : chunks(hotspotIds, HISTORY_IDS_PER_QUERY).flatMap((ids) =>
          db.all(
            `${select} WHERE account_id = ? AND hotspot_id IN (${ids.map(() => '?').join(', ')}) AND at > ?
             ORDER BY hotspot_id, at, seq`,
            [accountId, ...ids, since],
          ),
        );
  const history = new Map<string, StatusChangePoint[]>();
  for (const row of rows) {
    const id = String(row.hotspot_id);
    let points = history.get(id);
    if (points === undefined) {
      points = [{ at: since, status: row.previous_status as HotspotStatus }];
      history.set(id, points);
    }
    points.push({ at: Number(row.at), status: row.status as HotspotStatus });
  }
  return history;
}

/** The status explorer (summary, status reports or status changes) over an account's hotspots. */
export function exploreStatus(
  db: SqliteDatabase,
  accountId: string,
  records: readonly HotspotRecord[],
  request: ExplorerRequest,
  query: ExplorerQuery,
  now: number,
): { status_counts: { online: number; offline: number }; total: number; results: HotspotStatusRecord[] } {
  const { fields } = request;
  const value = (field: string) => fields.filter((f) => f.field === field).map((f) => f.value.trim());
  const idParts = value('hotspot_id').map((v) => v.toLowerCase());
  const groups = value('group_id');
  const statuses = value('status');
  const changeStatuses = value('status_change');
  const matching = records.filter(
    (record) =>
      idParts.every((part) => record.hotspot_id.toLowerCase().includes(part)) &&
      groups.every((group) => record.group_id === group) &&
      statuses.every((status) => record.status === status),
  );
  const counts = { online: 0, offline: 0 };
  for (const record of matching) {
    if (record.status === 'online') counts.online += 1;
    else if (record.status === 'offline') counts.offline += 1;
  }
  const answer = { status_counts: counts, total: matching.length };
  if (query.summary) return { ...answer, results: [] };
  const { page, page_size: pageSize } = request.pagination;
  const start = (page - 1) * pageSize;
  if (query.status_changes) {
    const byId = new Map(matching.map((record) => [record.hotspot_id, record]));
    const rows = db.all(
      `SELECT hotspot_id, at, status, previous_status FROM hotspot_status_changes
       WHERE account_id = ? AND at > ? ORDER BY at DESC, seq DESC`,
      [accountId, now - HISTORY_SECONDS],
    );
    const results: HotspotStatusRecord[] = [];
    let skipped = 0;
    for (const row of rows) {
      const record = byId.get(String(row.hotspot_id));
      if (record === undefined || !changeStatuses.every((status) => row.status === status)) continue;
      if (skipped < start) {
        skipped += 1;
        continue;
      }
      results.push({
        bucket_start: Number(row.at),
        hotspot_id: record.hotspot_id,
        ...(record.alias === undefined ? {} : { alias: record.alias }),
        status: row.status as HotspotStatus,
        previous_status: row.previous_status as HotspotStatus,
        group_id: record.group_id,
        cellular_signal: record.cellular_signal ?? null,
        last_seen: record.last_seen ?? null,
      });
      if (results.length >= pageSize) break;
    }
    return { ...answer, results };
  }
  const sorted = [...matching].sort(
    (a, b) => (b.last_seen ?? -1) - (a.last_seen ?? -1) || a.hotspot_id.localeCompare(b.hotspot_id),
  );
  const shown = sorted.slice(start, start + pageSize);
  const history = statusHistory(
    db,
    accountId,
    now - HISTORY_SECONDS,
    shown.map((record) => record.hotspot_id),
  );
  const results = shown.map((record): HotspotStatusRecord => {
    const seen = record.last_seen ?? record.created ?? now;
    return {
      bucket_start: Math.floor(seen / BUCKET_SECONDS) * BUCKET_SECONDS,
      ...toHotspot(record, hotspotHealth(history.get(record.hotspot_id) ?? [], record.status, now)),
    };
  });
  return { ...answer, results };
}

/** A record as the contract's Hotspot, with its health figures. */
export function toHotspot(record: HotspotRecord, health: ReturnType<typeof hotspotHealth>): Hotspot {
  return {
    hotspot_id: record.hotspot_id,
    ...(record.alias === undefined ? {} : { alias: record.alias }),
    ...(record.site_id === undefined ? {} : { site_id: record.site_id }),
    group_id: record.group_id,
    status: record.status,
    cellular_signal: record.cellular_signal ?? null,
    last_seen: record.last_seen ?? null,
    last_location: record.last_location ?? null,
    ...health,
  };
}
