/**
 * The health figures every answered hotspot carries (uptime, changes in the last hour, flapping:
 * `hotspotHealth` of the contract), read from the status history of the hotspots asked for.
 */
import { hotspotHealth } from '@beacon/shared/contract';
import type { Hotspot } from '@beacon/shared/contract';
import type { SqliteDatabase } from '../../db/database.ts';
import type { HotspotRecord } from './hotspotRecords.ts';
import { HISTORY_SECONDS, statusHistory, toHotspot } from './statusExplorer.ts';

type HotspotHealth = ReturnType<typeof hotspotHealth>;

/**
 * A hotspot's health is kept while the platform's clock stays in the same second and nothing is written:
 * the same inputs give the same figures, and a busy list (a dashboard polled by many users, a flapping
 * hotspot's 2,000 changes a week) is read from the history once a second instead of once a call.
 */
export class HotspotHealthMemo {
  readonly #db: SqliteDatabase;
  readonly #now: () => number;
  /** Health figures of the current generation (clock second and write count), by account, hotspot and status. */
  readonly #health = new Map<string, HotspotHealth>();
  #healthGeneration = '';

  constructor(db: SqliteDatabase, now: () => number) {
    this.#db = db;
    this.#now = now;
  }

  /** The records with their health, as the contract's Hotspots. */
  withHealth(records: readonly HotspotRecord[], accountId: string): Hotspot[] {
    const now = this.#now();
    const generation = `${now}:${this.#db.totalChanges()}`;
    if (generation !== this.#healthGeneration) {
      this.#healthGeneration = generation;
      this.#health.clear();
    }
    const keyOf = (record: HotspotRecord) => `${accountId}\u0000${record.hotspot_id}\u0000${record.status}`;
    const missing = records.filter((record) => !this.#health.has(keyOf(record)));
    if (missing.length > 0) {
      const history = statusHistory(
        this.#db,
        accountId,
        now - HISTORY_SECONDS,
        missing.map((record) => record.hotspot_id),
      );
      for (const record of missing) {
        this.#health.set(keyOf(record), hotspotHealth(history.get(record.hotspot_id) ?? [], record.status, now));
      }
    }
    return records.map((record) => toHotspot(record, this.#health.get(keyOf(record)) as HotspotHealth));
  }
}
