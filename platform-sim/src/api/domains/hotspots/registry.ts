/**
 * The hotspots an account registered (admin-and-hotspots.md §3): reading them, the list in pages, and
 * registering, editing and deleting one. Every hotspot answered carries its health (health.ts).
 */
import { UNGROUPED_GROUP_ID } from '@beacon/shared/contract';
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
  type HotspotCreate,
  type HotspotEdit,
  type HotspotInput,
  type HotspotPage,
  type HotspotRecord,
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
      if (this.db.get('SELECT 1 AS x FROM hotspots WHERE id = ?', [input.hotspot_id]) !== undefined) {
        return { kind: 'exists' as const };
      }
      const groupId = input.group_id ?? UNGROUPED_GROUP_ID;
      if (this.#groups.group(accountId, groupId) === undefined) return { kind: 'no-group' as const };
      const record: HotspotRecord = {
        hotspot_id: input.hotspot_id,
        ...(input.alias ? { alias: input.alias } : {}),
        ...(input.site_id ? { site_id: input.site_id } : {}),
        group_id: groupId,
        status: 'unknown',
        cellular_signal: null,
        last_seen: null,
        last_location: null,
        created: this.now(),
      };
      this.db.run('INSERT INTO hotspots (id, account_id, group_id, data) VALUES (?, ?, ?, ?)', [
        record.hotspot_id,
        accountId,
        groupId,
        JSON.stringify(record),
      ]);
      this.log(accountId, changeEntry(actor, 'hotspot', 'create', record.hotspot_id, null, loggedHotspot(record)));
      return { kind: 'ok' as const, hotspot: this.#health.withHealth([record], accountId)[0] as Hotspot };
    });
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
