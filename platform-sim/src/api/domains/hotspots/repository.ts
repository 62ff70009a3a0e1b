/**
 * Hotspots and hotspot groups of an account (admin-and-hotspots.md §3, §5, §7.2; issue 15), their
 * status changes (the seed's history and the simulator's, see simulator.ts) and the status explorer.
 * Every hotspot answered carries its uptime and flapping figures (`hotspotHealth` of the contract).
 */
import { hotspotHealth, UNGROUPED_GROUP_ID } from '@beacon/shared/contract';
import type { Hotspot, HotspotGroup, HotspotStatus } from '@beacon/shared/contract';
import type { Row, SqliteDatabase } from '../../db/database.ts';
import { newId, parseData } from '../../records.ts';
import type { Actor, AppendLog } from '../../records.ts';
import {
  HISTORY_SECONDS,
  exploreStatus,
  statusHistory,
  toHotspot,
  type ExplorerQuery,
  type ExplorerRequest,
} from './statusExplorer.ts';
import {
  ALIAS_KEY,
  decodeCursor,
  encodeCursor,
  groupRecord,
  loggedGroup,
  loggedHotspot,
  toGroup,
  ungroupedRecord,
  type GroupInput,
  type GroupWrite,
  type HotspotGroupRecord,
  type HotspotPage,
  type HotspotRecord,
  type StatusChange,
} from './hotspotRecords.ts';

type HotspotHealth = ReturnType<typeof hotspotHealth>;

export {
  INVALID_HOTSPOT_CURSOR,
  type GroupInput,
  type HotspotGroupRecord,
  type HotspotPage,
  type HotspotRecord,
  type StatusChange,
} from './hotspotRecords.ts';
export { BUCKET_SECONDS, HISTORY_SECONDS, type ExplorerQuery, type ExplorerRequest } from './statusExplorer.ts';

export const HOTSPOT_NOT_FOUND = 'Hotspot not found';
export const HOTSPOT_EXISTS = 'Hotspot already registered';
export const GROUP_NOT_FOUND = 'Group not found';
export const GROUP_NAME_TAKEN = 'A group with this name already exists';
export const UNGROUPED_NOT_DELETABLE = 'The Ungrouped group cannot be deleted';
export const UNGROUPED_NOT_RENAMABLE = 'The Ungrouped group cannot be renamed';

export class HotspotRepository {
  readonly #db: SqliteDatabase;
  readonly #now: () => number;
  readonly #log: AppendLog;
  /** Health figures of the current generation (clock second and write count), by account, hotspot and status. */
  readonly #health = new Map<string, HotspotHealth>();
  #healthGeneration = '';

  constructor(db: SqliteDatabase, now: () => number, log: AppendLog) {
    this.#db = db;
    this.#now = now;
    this.#log = log;
  }

  // ---- groups -------------------------------------------------------------------------------

  /** Creates the Ungrouped group of the account when it is missing. */
  ensureUngrouped(accountId: string): void {
    if (this.#groupRecord(accountId, UNGROUPED_GROUP_ID) !== undefined) return;
    this.#db.run('INSERT OR IGNORE INTO hotspot_groups (id, account_id, data) VALUES (?, ?, ?)', [
      this.#groupKey(accountId, UNGROUPED_GROUP_ID),
      accountId,
      JSON.stringify(ungroupedRecord()),
    ]);
  }

  /**
   * `hotspot_groups.id` is the table's primary key across accounts, so every account's Ungrouped group
   * cannot be stored under the bare `ungrouped`: the seeded account keeps it, others get
   * `<account>:ungrouped` as the row id (the group's id in `data` is always `ungrouped`).
   */
  #groupKey(accountId: string, groupId: string): string {
    if (groupId !== UNGROUPED_GROUP_ID) return groupId;
    const row = this.#db.get('SELECT account_id FROM hotspot_groups WHERE id = ?', [UNGROUPED_GROUP_ID]);
    return row === undefined || row.account_id === accountId
      ? UNGROUPED_GROUP_ID
      : `${accountId}:${UNGROUPED_GROUP_ID}`;
  }

  #groupRecord(accountId: string, groupId: string): HotspotGroupRecord | undefined {
    const row = this.#db.get(
      "SELECT data FROM hotspot_groups WHERE account_id = ? AND json_extract(data, '$.group_id') = ?",
      [accountId, groupId],
    );
    return row === undefined ? undefined : parseData<HotspotGroupRecord>(row.data);
  }

  /** The group records of the account (Ungrouped first, then by name); creates Ungrouped when missing. */
  groupRecords(accountId: string): HotspotGroupRecord[] {
    this.ensureUngrouped(accountId);
    const records = this.#db
      .all('SELECT data FROM hotspot_groups WHERE account_id = ? ORDER BY rowid', [accountId])
      .map((row) => parseData<HotspotGroupRecord>(row.data));
    return records.sort((a, b) =>
      a.group_id === UNGROUPED_GROUP_ID
        ? -1
        : b.group_id === UNGROUPED_GROUP_ID
          ? 1
          : a.name.localeCompare(b.name) || a.group_id.localeCompare(b.group_id),
    );
  }

  listGroups(accountId: string): HotspotGroup[] {
    return this.groupRecords(accountId).map(toGroup);
  }

  group(accountId: string, groupId: string): HotspotGroupRecord | undefined {
    if (groupId === UNGROUPED_GROUP_ID) this.ensureUngrouped(accountId);
    return this.#groupRecord(accountId, groupId);
  }

  #nameTaken(accountId: string, name: string, except?: string): boolean {
    const wanted = name.trim().toLowerCase();
    return this.groupRecords(accountId).some(
      (group) => group.group_id !== except && group.name.trim().toLowerCase() === wanted,
    );
  }

  createGroup(accountId: string, input: GroupInput, actor: Actor): GroupWrite {
    return this.#db.transaction((): GroupWrite => {
      if (this.#nameTaken(accountId, input.name)) return { kind: 'duplicate' };
      const groupId = `grp-${newId(8)}`;
      const record = groupRecord(groupId, input);
      this.#db.run('INSERT INTO hotspot_groups (id, account_id, data) VALUES (?, ?, ?)', [
        groupId,
        accountId,
        JSON.stringify(record),
      ]);
      this.#log(accountId, {
        object_type: 'hotspot_group',
        code: 'create',
        object: groupId,
        username: actor.email,
        before: null,
        after: loggedGroup(record),
      });
      return { kind: 'ok', group: toGroup(record) };
    });
  }

  updateGroup(accountId: string, groupId: string, input: GroupInput, actor: Actor): GroupWrite {
    return this.#db.transaction((): GroupWrite => {
      const before = this.group(accountId, groupId);
      if (before === undefined) return { kind: 'not-found' };
      if (groupId === UNGROUPED_GROUP_ID && input.name !== before.name) return { kind: 'ungrouped' };
      if (this.#nameTaken(accountId, input.name, groupId)) return { kind: 'duplicate' };
      const record = groupRecord(groupId, input, before);
      this.#db.run('UPDATE hotspot_groups SET data = ? WHERE id = ? AND account_id = ?', [
        JSON.stringify(record),
        this.#groupKey(accountId, groupId),
        accountId,
      ]);
      this.#log(accountId, {
        object_type: 'hotspot_group',
        code: 'update',
        object: groupId,
        username: actor.email,
        before: loggedGroup(before),
        after: loggedGroup(record),
      });
      return { kind: 'ok', group: toGroup(record) };
    });
  }

  /** Deletes a group; its hotspots move to Ungrouped (the log record says how many). */
  deleteGroup(accountId: string, groupId: string, actor: Actor): { kind: 'ok' | 'not-found' | 'ungrouped' } {
    return this.#db.transaction(() => {
      if (groupId === UNGROUPED_GROUP_ID) return { kind: 'ungrouped' as const };
      const before = this.group(accountId, groupId);
      if (before === undefined) return { kind: 'not-found' as const };
      this.ensureUngrouped(accountId);
      const moved = this.#db.run(
        `UPDATE hotspots SET group_id = ?, data = json_set(data, '$.group_id', ?)
         WHERE account_id = ? AND group_id = ?`,
        [UNGROUPED_GROUP_ID, UNGROUPED_GROUP_ID, accountId, groupId],
      ).changes;
      this.#db.run('DELETE FROM hotspot_groups WHERE id = ? AND account_id = ?', [groupId, accountId]);
      this.#log(accountId, {
        object_type: 'hotspot_group',
        code: 'delete',
        object: groupId,
        username: actor.email,
        before: { ...loggedGroup(before), hotspots_moved_to_ungrouped: moved },
        after: null,
      });
      return { kind: 'ok' as const };
    });
  }

  // ---- hotspots -----------------------------------------------------------------------------

  record(accountId: string, hotspotId: string): HotspotRecord | undefined {
    const row = this.#db.get('SELECT data FROM hotspots WHERE account_id = ? AND id = ?', [accountId, hotspotId]);
    return row === undefined ? undefined : parseData<HotspotRecord>(row.data);
  }

  /** Every hotspot record of the account, in id order. */
  records(accountId: string): HotspotRecord[] {
    return this.#db
      .all('SELECT data FROM hotspots WHERE account_id = ? ORDER BY id', [accountId])
      .map((row) => parseData<HotspotRecord>(row.data));
  }

  get(accountId: string, hotspotId: string): Hotspot | undefined {
    const record = this.record(accountId, hotspotId);
    if (record === undefined) return undefined;
    return this.#withHealth([record], accountId)[0];
  }

  /** One page in (alias, id) order, of the account or of one of its groups. */
  page(accountId: string, pageSize: number, cursor: string | undefined, groupId?: string): HotspotPage {
    const after = decodeCursor(cursor);
    const where = ['account_id = ?'];
    const params: Array<string | number> = [accountId];
    if (groupId !== undefined) {
      where.push('group_id = ?');
      params.push(groupId);
    }
    if (after !== undefined) {
      where.push(`(${ALIAS_KEY}, id) > (?, ?)`);
      params.push(after[0], after[1]);
    }
    const rows = this.#db.all(
      `SELECT id, ${ALIAS_KEY} AS alias_key, data FROM hotspots WHERE ${where.join(' AND ')}
       ORDER BY ${ALIAS_KEY}, id LIMIT ?`,
      [...params, pageSize + 1],
    );
    const more = rows.length > pageSize;
    const shown = rows.slice(0, pageSize);
    const last: Row | undefined = shown[shown.length - 1];
    const records = shown.map((row) => parseData<HotspotRecord>(row.data));
    return {
      hotspots: this.#withHealth(records, accountId),
      cursor: more && last !== undefined ? encodeCursor(String(last.alias_key), String(last.id)) : null,
    };
  }

  /** Registers a hotspot: status unknown, never seen. The group must exist (absent: Ungrouped). */
  create(
    accountId: string,
    input: {
      hotspot_id: string;
      alias?: string | undefined;
      site_id?: string | undefined;
      group_id?: string | undefined;
    },
    actor: Actor,
  ): { kind: 'ok'; hotspot: Hotspot } | { kind: 'exists' | 'no-group' } {
    return this.#db.transaction(() => {
      if (this.#db.get('SELECT 1 AS x FROM hotspots WHERE id = ?', [input.hotspot_id]) !== undefined) {
        return { kind: 'exists' as const };
      }
      const groupId = input.group_id ?? UNGROUPED_GROUP_ID;
      if (this.group(accountId, groupId) === undefined) return { kind: 'no-group' as const };
      const record: HotspotRecord = {
        hotspot_id: input.hotspot_id,
        ...(input.alias ? { alias: input.alias } : {}),
        ...(input.site_id ? { site_id: input.site_id } : {}),
        group_id: groupId,
        status: 'unknown',
        cellular_signal: null,
        last_seen: null,
        last_location: null,
        created: this.#now(),
      };
      this.#db.run('INSERT INTO hotspots (id, account_id, group_id, data) VALUES (?, ?, ?, ?)', [
        record.hotspot_id,
        accountId,
        groupId,
        JSON.stringify(record),
      ]);
      this.#log(accountId, {
        object_type: 'hotspot',
        code: 'create',
        object: record.hotspot_id,
        username: actor.email,
        before: null,
        after: loggedHotspot(record),
      });
      return { kind: 'ok' as const, hotspot: this.#withHealth([record], accountId)[0] as Hotspot };
    });
  }

  /** Alias, site and group; an empty alias or site removes it. */
  update(
    accountId: string,
    hotspotId: string,
    input: { alias?: string | undefined; site_id?: string | undefined; group_id?: string | undefined },
    actor: Actor,
  ): { kind: 'ok'; hotspot: Hotspot } | { kind: 'not-found' | 'no-group' } {
    return this.#db.transaction(() => {
      const before = this.record(accountId, hotspotId);
      if (before === undefined) return { kind: 'not-found' as const };
      if (input.group_id !== undefined && this.group(accountId, input.group_id) === undefined) {
        return { kind: 'no-group' as const };
      }
      const record: HotspotRecord = { ...before };
      for (const key of ['alias', 'site_id'] as const) {
        const value = input[key];
        if (value === undefined) continue;
        if (value === '') delete record[key];
        else record[key] = value;
      }
      if (input.group_id !== undefined) record.group_id = input.group_id;
      this.#db.run('UPDATE hotspots SET group_id = ?, data = ? WHERE account_id = ? AND id = ?', [
        record.group_id,
        JSON.stringify(record),
        accountId,
        hotspotId,
      ]);
      this.#log(accountId, {
        object_type: 'hotspot',
        code: 'update',
        object: hotspotId,
        username: actor.email,
        before: loggedHotspot(before),
        after: loggedHotspot(record),
      });
      return { kind: 'ok' as const, hotspot: this.#withHealth([record], accountId)[0] as Hotspot };
    });
  }

  /** Deletes a hotspot and its status history. */
  delete(accountId: string, hotspotId: string, actor: Actor): boolean {
    return this.#db.transaction(() => {
      const before = this.record(accountId, hotspotId);
      if (before === undefined) return false;
      this.#db.run('DELETE FROM hotspots WHERE account_id = ? AND id = ?', [accountId, hotspotId]);
      this.#db.run('DELETE FROM hotspot_status_changes WHERE account_id = ? AND hotspot_id = ?', [
        accountId,
        hotspotId,
      ]);
      this.#log(accountId, {
        object_type: 'hotspot',
        code: 'delete',
        object: hotspotId,
        username: actor.email,
        before: loggedHotspot(before),
        after: null,
      });
      return true;
    });
  }

  // ---- status -------------------------------------------------------------------------------

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
  ): (StatusChange & { record: HotspotRecord }) | undefined {
    const before = this.record(accountId, hotspotId);
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

  /**
   * The records with their health (uptime, changes in the last hour, flapping). A hotspot's health is
   * kept while the platform's clock stays in the same second and nothing is written: the same inputs
   * give the same figures, and a busy list (a dashboard polled by many users, a flapping hotspot's 2,000
   * changes a week) is read from the history once a second instead of once a call.
   */
  #withHealth(records: readonly HotspotRecord[], accountId: string): Hotspot[] {
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

  /** The status explorer (summary, status reports or status changes) over the account's hotspots. */
  explore(accountId: string, request: ExplorerRequest, query: ExplorerQuery): ReturnType<typeof exploreStatus> {
    return exploreStatus(this.#db, accountId, this.records(accountId), request, query, this.#now());
  }
}
