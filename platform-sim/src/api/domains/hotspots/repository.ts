/**
 * `store.hotspots`: the hotspots and hotspot groups of an account (admin-and-hotspots.md §3, §5, §7.2;
 * issue 15) behind the one API the handlers, the alerts, the test control and the tests call. Each
 * responsibility has its own class: the groups (groups.ts), the registered hotspots and their list
 * (registry.ts; the health figures every answered hotspot carries: health.ts), and their status changes
 * and the status explorer (status.ts).
 */
import { HOTSPOT_EXISTS_MESSAGE } from '@beacon/shared/contract';
import type { Hotspot, HotspotGroup } from '@beacon/shared/contract';
import type { SqliteDatabase } from '../../db/database.ts';
import type { Actor, AppendLog } from '../../records.ts';
import { HotspotGroupRepository } from './groups.ts';
import type {
  GroupDelete,
  GroupInput,
  GroupWrite,
  HotspotCreate,
  HotspotEdit,
  HotspotGroupRecord,
  HotspotInput,
  HotspotPage,
  HotspotRecord,
  HotspotRegistration,
  HotspotUpdate,
  RecordedStatusChange,
} from './hotspotRecords.ts';
import { HotspotRegistry } from './registry.ts';
import { HotspotStatusRepository } from './status.ts';
import type { ExplorerQuery, ExplorerRequest, exploreStatus } from './statusExplorer.ts';

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
/** createHotspot's 409 for an id registered to any account (the contract's words). */
export const HOTSPOT_EXISTS = HOTSPOT_EXISTS_MESSAGE;
export const GROUP_NOT_FOUND = 'Group not found';
export const GROUP_NAME_TAKEN = 'A group with this name already exists';
export const UNGROUPED_NOT_DELETABLE = 'The Ungrouped group cannot be deleted';
export const UNGROUPED_NOT_RENAMABLE = 'The Ungrouped group cannot be renamed';

export class HotspotRepository {
  readonly #groups: HotspotGroupRepository;
  readonly #hotspots: HotspotRegistry;
  readonly #status: HotspotStatusRepository;

  constructor(db: SqliteDatabase, now: () => number, log: AppendLog) {
    this.#groups = new HotspotGroupRepository(db, log);
    this.#hotspots = new HotspotRegistry(db, now, log, this.#groups);
    this.#status = new HotspotStatusRepository(db, now, this.#hotspots);
  }

  // ---- groups (groups.ts) -------------------------------------------------------------------

  listGroups(accountId: string): HotspotGroup[] {
    return this.#groups.listGroups(accountId);
  }

  /** The group's record; the account's Ungrouped group is created when missing. */
  group(accountId: string, groupId: string): HotspotGroupRecord | undefined {
    return this.#groups.group(accountId, groupId);
  }

  createGroup(accountId: string, input: GroupInput, actor: Actor): GroupWrite {
    return this.#groups.createGroup(accountId, input, actor);
  }

  updateGroup(accountId: string, groupId: string, input: GroupInput, actor: Actor): GroupWrite {
    return this.#groups.updateGroup(accountId, groupId, input, actor);
  }

  /** Deletes a group; its hotspots move to Ungrouped. */
  deleteGroup(accountId: string, groupId: string, actor: Actor): GroupDelete {
    return this.#groups.deleteGroup(accountId, groupId, actor);
  }

  // ---- hotspots (registry.ts) ---------------------------------------------------------------

  record(accountId: string, hotspotId: string): HotspotRecord | undefined {
    return this.#hotspots.record(accountId, hotspotId);
  }

  /** Every hotspot record of the account, in id order. */
  records(accountId: string): HotspotRecord[] {
    return this.#hotspots.records(accountId);
  }

  get(accountId: string, hotspotId: string): Hotspot | undefined {
    return this.#hotspots.get(accountId, hotspotId);
  }

  /** One page in (alias, id) order, of the account or of one of its groups. */
  page(accountId: string, pageSize: number, cursor: string | undefined, groupId?: string): HotspotPage {
    return this.#hotspots.page(accountId, pageSize, cursor, groupId);
  }

  create(accountId: string, input: HotspotInput, actor: Actor): HotspotCreate {
    return this.#hotspots.create(accountId, input, actor);
  }

  /** Bulk import: registers each item as `create` does, or says why not (see registry.ts). */
  registerMany(...batch: Parameters<HotspotRegistry['registerMany']>): HotspotRegistration[] {
    return this.#hotspots.registerMany(...batch);
  }

  update(accountId: string, hotspotId: string, input: HotspotEdit, actor: Actor): HotspotUpdate {
    return this.#hotspots.update(accountId, hotspotId, input, actor);
  }

  delete(accountId: string, hotspotId: string, actor: Actor): boolean {
    return this.#hotspots.delete(accountId, hotspotId, actor);
  }

  // ---- status (status.ts) -------------------------------------------------------------------

  /** Records a status change; joins the caller's transaction (see status.ts). */
  setStatus(...change: Parameters<HotspotStatusRepository['setStatus']>): RecordedStatusChange | undefined {
    return this.#status.setStatus(...change);
  }

  explore(accountId: string, request: ExplorerRequest, query: ExplorerQuery): ReturnType<typeof exploreStatus> {
    return this.#status.explore(accountId, request, query);
  }
}
