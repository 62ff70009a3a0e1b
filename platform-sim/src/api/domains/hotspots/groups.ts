/**
 * The hotspot groups of an account (admin-and-hotspots.md §5): the Ungrouped group every account has, and
 * creating, renaming and deleting the others (a deleted group's hotspots move to Ungrouped).
 */
import { UNGROUPED_GROUP_ID } from '@beacon/shared/contract';
import type { HotspotGroup } from '@beacon/shared/contract';
import { selectData, UnclockedRepository } from '../../db/repository.ts';
import { changeEntry, newId, parseData } from '../../records.ts';
import type { Actor } from '../../records.ts';
import {
  groupRecord,
  loggedGroup,
  toGroup,
  ungroupedRecord,
  type GroupDelete,
  type GroupInput,
  type GroupWrite,
  type HotspotGroupRecord,
} from './hotspotRecords.ts';

/** A group name as names are compared: trimmed, ignoring case. */
const nameKey = (name: string) => name.trim().toLowerCase();

export class HotspotGroupRepository extends UnclockedRepository {
  /** Creates the Ungrouped group of the account when it is missing. */
  ensureUngrouped(accountId: string): void {
    if (this.#groupRecord(accountId, UNGROUPED_GROUP_ID) !== undefined) return;
    this.db.run('INSERT OR IGNORE INTO hotspot_groups (id, account_id, data) VALUES (?, ?, ?)', [
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
    const row = this.db.get('SELECT account_id FROM hotspot_groups WHERE id = ?', [UNGROUPED_GROUP_ID]);
    return row === undefined || row.account_id === accountId
      ? UNGROUPED_GROUP_ID
      : `${accountId}:${UNGROUPED_GROUP_ID}`;
  }

  #groupRecord(accountId: string, groupId: string): HotspotGroupRecord | undefined {
    const row = this.db.get(
      "SELECT data FROM hotspot_groups WHERE account_id = ? AND json_extract(data, '$.group_id') = ?",
      [accountId, groupId],
    );
    return row === undefined ? undefined : parseData<HotspotGroupRecord>(row.data);
  }

  /** The group records of the account (Ungrouped first, then by name); creates Ungrouped when missing. */
  groupRecords(accountId: string): HotspotGroupRecord[] {
    this.ensureUngrouped(accountId);
    const records = selectData<HotspotGroupRecord>(
      this.db,
      'SELECT data FROM hotspot_groups WHERE account_id = ? ORDER BY rowid',
      [accountId],
    );
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
    const wanted = nameKey(name);
    return this.groupRecords(accountId).some((group) => group.group_id !== except && nameKey(group.name) === wanted);
  }

  /**
   * Finds the account's groups by a group id or a name (ignoring case, as names are unique that way): for
   * a batch that names each hotspot's group either way. Reads the groups once.
   */
  groupFinder(accountId: string): (idOrName: string) => HotspotGroupRecord | undefined {
    const records = this.groupRecords(accountId);
    const byId = new Map(records.map((group) => [group.group_id, group]));
    const byName = new Map(records.map((group) => [nameKey(group.name), group]));
    return (idOrName) => byId.get(idOrName.trim()) ?? byName.get(nameKey(idOrName));
  }

  createGroup(accountId: string, input: GroupInput, actor: Actor): GroupWrite {
    return this.db.transaction((): GroupWrite => {
      if (this.#nameTaken(accountId, input.name)) return { kind: 'duplicate' };
      const groupId = `grp-${newId(8)}`;
      const record = groupRecord(groupId, input);
      this.db.run('INSERT INTO hotspot_groups (id, account_id, data) VALUES (?, ?, ?)', [
        groupId,
        accountId,
        JSON.stringify(record),
      ]);
      this.log(accountId, changeEntry(actor, 'hotspot_group', 'create', groupId, null, loggedGroup(record)));
      return { kind: 'ok', group: toGroup(record) };
    });
  }

  updateGroup(accountId: string, groupId: string, input: GroupInput, actor: Actor): GroupWrite {
    return this.db.transaction((): GroupWrite => {
      const before = this.group(accountId, groupId);
      if (before === undefined) return { kind: 'not-found' };
      if (groupId === UNGROUPED_GROUP_ID && input.name !== before.name) return { kind: 'ungrouped' };
      if (this.#nameTaken(accountId, input.name, groupId)) return { kind: 'duplicate' };
      const record = groupRecord(groupId, input, before);
      this.db.run('UPDATE hotspot_groups SET data = ? WHERE id = ? AND account_id = ?', [
        JSON.stringify(record),
        this.#groupKey(accountId, groupId),
        accountId,
      ]);
      this.log(
        accountId,
        changeEntry(actor, 'hotspot_group', 'update', groupId, loggedGroup(before), loggedGroup(record)),
      );
      return { kind: 'ok', group: toGroup(record) };
    });
  }

  /** Deletes a group; its hotspots move to Ungrouped (the log record says how many). */
  deleteGroup(accountId: string, groupId: string, actor: Actor): GroupDelete {
    return this.db.transaction(() => {
      if (groupId === UNGROUPED_GROUP_ID) return { kind: 'ungrouped' as const };
      const before = this.group(accountId, groupId);
      if (before === undefined) return { kind: 'not-found' as const };
      this.ensureUngrouped(accountId);
      const moved = this.db.run(
        `UPDATE hotspots SET group_id = ?, data = json_set(data, '$.group_id', ?)
         WHERE account_id = ? AND group_id = ?`,
        [UNGROUPED_GROUP_ID, UNGROUPED_GROUP_ID, accountId, groupId],
      ).changes;
      this.db.run('DELETE FROM hotspot_groups WHERE id = ? AND account_id = ?', [groupId, accountId]);
      this.log(
        accountId,
        changeEntry(
          actor,
          'hotspot_group',
          'delete',
          groupId,
          { ...loggedGroup(before), hotspots_moved_to_ungrouped: moved },
          null,
        ),
      );
      return { kind: 'ok' as const };
    });
  }
}
