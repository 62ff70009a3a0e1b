/**
 * The hotspots an account registered (admin-and-hotspots.md §3): reading them, the list in pages, and
 * registering, editing and deleting one. Every hotspot answered carries its health (health.ts).
 */
import {
  HOTSPOT_EXISTS_MESSAGE,
  HOTSPOT_IN_ACCOUNT_MESSAGE,
  UNGROUPED_GROUP_ID,
  groupNotFoundMessage,
} from '@beacon/shared/contract';
import type { Hotspot } from '@beacon/shared/contract';
import type { Row, SqliteDatabase } from '../../db/database.ts';
import { Repository, selectData } from '../../db/repository.ts';
import { changeEntry, parseData } from '../../records.ts';
import type { Actor, AppendLog } from '../../records.ts';
import type { HotspotGroupRepository } from './groups.ts';
import { HotspotHealthMemo } from './health.ts';
import {
  ALIAS_KEY,
  decodeCursor,
  encodeCursor,
  loggedHotspot,
  type HotspotBatchItem,
  type HotspotCreate,
  type HotspotEdit,
  type HotspotInput,
  type HotspotPage,
  type HotspotRecord,
  type HotspotRegistration,
  type HotspotUpdate,
} from './hotspotRecords.ts';

export class HotspotRegistry extends Repository {
  readonly #groups: HotspotGroupRepository;
  readonly #health: HotspotHealthMemo;

  constructor(db: SqliteDatabase, now: () => number, log: AppendLog, groups: HotspotGroupRepository) {
    super(db, now, log);
    this.#groups = groups;
    this.#health = new HotspotHealthMemo(db, now);
  }

  record(accountId: string, hotspotId: string): HotspotRecord | undefined {
    const row = this.db.get('SELECT data FROM hotspots WHERE account_id = ? AND id = ?', [accountId, hotspotId]);
    return row === undefined ? undefined : parseData<HotspotRecord>(row.data);
  }

  /** Every hotspot record of the account, in id order. */
  records(accountId: string): HotspotRecord[] {
    return selectData<HotspotRecord>(this.db, 'SELECT data FROM hotspots WHERE account_id = ? ORDER BY id', [
      accountId,
    ]);
  }

  get(accountId: string, hotspotId: string): Hotspot | undefined {
    const record = this.record(accountId, hotspotId);
    if (record === undefined) return undefined;
    return this.#health.withHealth([record], accountId)[0];
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
    const rows = this.db.all(
      `SELECT id, ${ALIAS_KEY} AS alias_key, data FROM hotspots WHERE ${where.join(' AND ')}
       ORDER BY ${ALIAS_KEY}, id LIMIT ?`,
      [...params, pageSize + 1],
    );
    const more = rows.length > pageSize;
    const shown = rows.slice(0, pageSize);
    const last: Row | undefined = shown[shown.length - 1];
    const records = shown.map((row) => parseData<HotspotRecord>(row.data));
    return {
      hotspots: this.#health.withHealth(records, accountId),
      cursor: more && last !== undefined ? encodeCursor(String(last.alias_key), String(last.id)) : null,
    };
  }

  /** Registers a hotspot: status unknown, never seen. The group must exist (absent: Ungrouped). */
  create(accountId: string, input: HotspotInput, actor: Actor): HotspotCreate {
    return this.db.transaction(() => {
      if (this.#holder(input.hotspot_id) !== undefined) return { kind: 'exists' as const };
      const groupId = input.group_id ?? UNGROUPED_GROUP_ID;
      if (this.#groups.group(accountId, groupId) === undefined) return { kind: 'no-group' as const };
      const record = this.#insert(accountId, { ...input, group_id: groupId }, actor);
      return { kind: 'ok' as const, hotspot: this.#health.withHealth([record], accountId)[0] as Hotspot };
    });
  }

  /**
   * Bulk import (issue 28): registers hotspots as `create` does, in one transaction. Each item in order:
   * one the caller found invalid fails with its message; one whose group is neither a group id nor a
   * group name of the account fails; one the account has (or registered earlier in this call) is skipped;
   * one of another account fails; the others are registered. `dryRun` answers the same, writing nothing.
   */
  registerMany(
    accountId: string,
    items: readonly HotspotBatchItem[],
    actor: Actor,
    { dryRun = false }: { dryRun?: boolean } = {},
  ): HotspotRegistration[] {
    return this.db.transaction(() => {
      const findGroup = this.#groups.groupFinder(accountId);
      const added = new Set<string>();
      return items.map(({ message, group, ...input }, index): HotspotRegistration => {
        const id = input.hotspot_id;
        if (message !== undefined) return { index, hotspot_id: id, outcome: 'failed', message };
        const named = group?.trim() ?? '';
        const groupId = named === '' ? UNGROUPED_GROUP_ID : findGroup(named)?.group_id;
        if (groupId === undefined) {
          return { index, hotspot_id: id, outcome: 'failed', message: groupNotFoundMessage(named) };
        }
        const holder = added.has(id) ? accountId : this.#holder(id);
        if (holder === accountId) {
          return { index, hotspot_id: id, outcome: 'skipped', message: HOTSPOT_IN_ACCOUNT_MESSAGE };
        }
        if (holder !== undefined) return { index, hotspot_id: id, outcome: 'failed', message: HOTSPOT_EXISTS_MESSAGE };
        added.add(id);
        if (!dryRun) this.#insert(accountId, { ...input, group_id: groupId }, actor);
        return { index, hotspot_id: id, outcome: 'created' };
      });
    });
  }

  /** The account a hotspot is registered to, if any (hotspot ids are unique across accounts). */
  #holder(hotspotId: string): string | undefined {
    const row = this.db.get('SELECT account_id FROM hotspots WHERE id = ?', [hotspotId]);
    return row === undefined ? undefined : String(row.account_id);
  }

  /** Stores a new hotspot (status unknown, never seen) in an existing group, with its account-log row. */
  #insert(accountId: string, input: HotspotInput & { group_id: string }, actor: Actor): HotspotRecord {
    const record: HotspotRecord = {
      hotspot_id: input.hotspot_id,
      ...(input.alias ? { alias: input.alias } : {}),
      ...(input.site_id ? { site_id: input.site_id } : {}),
      group_id: input.group_id,
      status: 'unknown',
      cellular_signal: null,
      last_seen: null,
      last_location: null,
      created: this.now(),
    };
    this.db.run('INSERT INTO hotspots (id, account_id, group_id, data) VALUES (?, ?, ?, ?)', [
      record.hotspot_id,
      accountId,
      record.group_id,
      JSON.stringify(record),
    ]);
    this.log(accountId, changeEntry(actor, 'hotspot', 'create', record.hotspot_id, null, loggedHotspot(record)));
    return record;
  }

  /** Alias, site and group; an empty alias or site removes it. */
  update(accountId: string, hotspotId: string, input: HotspotEdit, actor: Actor): HotspotUpdate {
    return this.db.transaction(() => {
      const before = this.record(accountId, hotspotId);
      if (before === undefined) return { kind: 'not-found' as const };
      if (input.group_id !== undefined && this.#groups.group(accountId, input.group_id) === undefined) {
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
      this.db.run('UPDATE hotspots SET group_id = ?, data = ? WHERE account_id = ? AND id = ?', [
        record.group_id,
        JSON.stringify(record),
        accountId,
        hotspotId,
      ]);
      this.log(
        accountId,
        changeEntry(actor, 'hotspot', 'update', hotspotId, loggedHotspot(before), loggedHotspot(record)),
      );
      return { kind: 'ok' as const, hotspot: this.#health.withHealth([record], accountId)[0] as Hotspot };
    });
  }

  /** Deletes a hotspot and its status history. */
  delete(accountId: string, hotspotId: string, actor: Actor): boolean {
    return this.db.transaction(() => {
      const before = this.record(accountId, hotspotId);
      if (before === undefined) return false;
      this.db.run('DELETE FROM hotspots WHERE account_id = ? AND id = ?', [accountId, hotspotId]);
      this.db.run('DELETE FROM hotspot_status_changes WHERE account_id = ? AND hotspot_id = ?', [accountId, hotspotId]);
      this.log(accountId, changeEntry(actor, 'hotspot', 'delete', hotspotId, loggedHotspot(before), null));
      return true;
    });
  }
}
