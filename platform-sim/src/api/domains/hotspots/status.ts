/**
 * The status side of the registered hotspots (admin-and-hotspots.md §7.2; issue 15): recording a status
 * change (the simulator's and the test control's, see simulator.ts) and the status explorer over them.
 */
import type { HotspotStatus } from '@beacon/shared/contract';
import type { SqliteDatabase } from '../../db/database.ts';
import type { HotspotRecord, RecordedStatusChange } from './hotspotRecords.ts';
import type { HotspotRegistry } from './registry.ts';
import { exploreStatus, type ExplorerQuery, type ExplorerRequest } from './statusExplorer.ts';

export class HotspotStatusRepository {
  readonly #db: SqliteDatabase;
  readonly #now: () => number;
  readonly #hotspots: HotspotRegistry;

  constructor(db: SqliteDatabase, now: () => number, hotspots: HotspotRegistry) {
    this.#db = db;
    this.#now = now;
    this.#hotspots = hotspots;
  }

  /**
   * Records a status change (the simulator and the test control): the new status, `last_seen` (and a
   * signal) when online, and a change row. Joins the caller's transaction. Answers the change, or
   * undefined when the status is the same or the hotspot unknown.
   */
  setStatus(
    accountId: string,
    hotspotId: string,
    status: HotspotStatus,
    at: number,
    signal?: number,
  ): RecordedStatusChange | undefined {
    const before = this.#hotspots.record(accountId, hotspotId);
    if (before === undefined) return undefined;
    const record: HotspotRecord = { ...before, status };
    if (status === 'online') {
      record.last_seen = at;
      record.cellular_signal = signal ?? before.cellular_signal ?? 70;
    }
    this.#db.run('UPDATE hotspots SET data = ? WHERE account_id = ? AND id = ?', [
      JSON.stringify(record),
      accountId,
      hotspotId,
    ]);
    if (before.status === status) return undefined;
    this.#db.run(
      'INSERT INTO hotspot_status_changes (account_id, hotspot_id, at, status, previous_status) VALUES (?, ?, ?, ?, ?)',
      [accountId, hotspotId, at, status, before.status],
    );
    return { hotspot_id: hotspotId, at, status, previous_status: before.status, record };
  }

  /** The status explorer (summary, status reports or status changes) over the account's hotspots. */
  explore(accountId: string, request: ExplorerRequest, query: ExplorerQuery): ReturnType<typeof exploreStatus> {
    return exploreStatus(this.#db, accountId, this.#hotspots.records(accountId), request, query, this.#now());
  }
}
