/**
 * What the hotspot repository stores and how it shapes it: the `data` of hotspots and groups, the
 * inputs and outcomes of its writes, the group record built from a create or update, the account-log
 * views, and the list cursor. Its parts (groups.ts, registry.ts, status.ts) share these types.
 */
import { UNGROUPED_GROUP_DESCRIPTION, UNGROUPED_GROUP_ID, UNGROUPED_GROUP_NAME } from '@beacon/shared/contract';
import type {
  BatchOutcome,
  CreateHotspotGroupBody,
  Hotspot,
  HotspotGroup,
  HotspotStatus,
} from '@beacon/shared/contract';
import { decodeCursor as decodeKeys, encodeCursor as encodeKeys } from '../../cursor.ts';

export const INVALID_HOTSPOT_CURSOR = 'Invalid cursor';

/** `hotspots.data`. */
export interface HotspotRecord {
  hotspot_id: string;
  alias?: string;
  site_id?: string;
  group_id: string;
  status: HotspotStatus;
  cellular_signal?: number | null;
  last_seen?: number | null;
  last_location?: { lat: number; lon: number } | null;
  /** When it was registered (absent on seeded hotspots, which have all been seen). */
  created?: number;
}

/** `hotspot_groups.data`: both spellings of the alert switch, and the target as e-mail / webhook too. */
export interface HotspotGroupRecord {
  group_id: string;
  name: string;
  description?: string;
  alert_enabled: boolean;
  alerts_enabled: boolean;
  alert_target_type: 'email' | 'webhook' | null;
  alert_target_value: string | null;
  alert_email: string | null;
  alert_webhook: string | null;
}

/** A stored status change. */
export interface StatusChange {
  readonly hotspot_id: string;
  readonly at: number;
  readonly status: HotspotStatus;
  readonly previous_status: HotspotStatus;
}

export type GroupInput = Omit<CreateHotspotGroupBody, 'alert_enabled'> & { alert_enabled: boolean };

export type GroupWrite =
  { kind: 'ok'; group: HotspotGroup } | { kind: 'not-found' } | { kind: 'duplicate' | 'ungrouped' };

export type GroupDelete = { kind: 'ok' | 'not-found' | 'ungrouped' };

/** A hotspot to register (absent group: Ungrouped). */
export interface HotspotInput {
  hotspot_id: string;
  alias?: string | undefined;
  site_id?: string | undefined;
  group_id?: string | undefined;
}

/** An edit of a hotspot: alias, site and group; an empty alias or site removes it. */
export type HotspotEdit = Omit<HotspotInput, 'hotspot_id'>;

export type HotspotCreate = { kind: 'ok'; hotspot: Hotspot } | { kind: 'exists' | 'no-group' };

/**
 * A batch item as the caller checked it (createHotspot's rules): with `message` when invalid (then the id
 * as sent); `group` is a group's id or name, absent or empty for Ungrouped.
 */
export interface HotspotBatchItem {
  hotspot_id: string;
  alias?: string | undefined;
  site_id?: string | undefined;
  group?: string | undefined;
  message?: string | undefined;
}

/** What became of one batch item. */
export interface HotspotRegistration {
  index: number;
  hotspot_id: string;
  outcome: BatchOutcome;
  message?: string;
}

export type HotspotUpdate = { kind: 'ok'; hotspot: Hotspot } | { kind: 'not-found' | 'no-group' };

/** A recorded status change, with the hotspot's record after it. */
export type RecordedStatusChange = StatusChange & { record: HotspotRecord };

export interface HotspotPage {
  hotspots: Hotspot[];
  cursor: string | null;
}

export function groupRecord(groupId: string, input: GroupInput, before?: HotspotGroupRecord): HotspotGroupRecord {
  const type = input.alert_target_type ?? (input.alert_enabled ? null : (before?.alert_target_type ?? null));
  const value = input.alert_target_value ?? (input.alert_enabled ? null : (before?.alert_target_value ?? null));
  const on = input.alert_enabled;
  const description = input.description ?? before?.description;
  return {
    group_id: groupId,
    name: input.name,
    ...(description === undefined ? {} : { description }),
    alert_enabled: on,
    alerts_enabled: on,
    alert_target_type: type,
    alert_target_value: value,
    alert_email: on && type === 'email' ? value : null,
    alert_webhook: on && type === 'webhook' ? value : null,
  };
}

/** The record as the contract answers it (nulls left as they are). */
export function toGroup(record: HotspotGroupRecord): HotspotGroup {
  return { ...record };
}

export const ungroupedRecord = (): HotspotGroupRecord => ({
  group_id: UNGROUPED_GROUP_ID,
  name: UNGROUPED_GROUP_NAME,
  description: UNGROUPED_GROUP_DESCRIPTION,
  alert_enabled: false,
  alerts_enabled: false,
  alert_target_type: null,
  alert_target_value: null,
  alert_email: null,
  alert_webhook: null,
});

/** What the log keeps of a hotspot. */
export const loggedHotspot = (record: HotspotRecord): Record<string, unknown> => ({
  hotspot_id: record.hotspot_id,
  alias: record.alias ?? null,
  site_id: record.site_id ?? null,
  group_id: record.group_id,
});

/** What the log keeps of a group (the target is no secret: it is shown on the group page). */
export const loggedGroup = (record: HotspotGroupRecord): Record<string, unknown> => ({
  name: record.name,
  description: record.description ?? null,
  alert_enabled: record.alert_enabled,
  alert_target_type: record.alert_target_type,
  alert_target_value: record.alert_target_value,
});

/** The opaque page cursor: the sort key (alias, id) of the last hotspot answered. */
export const encodeCursor = (alias: string, id: string) => encodeKeys([alias, id]);

export const decodeCursor = (cursor: string | undefined) =>
  decodeKeys(cursor, 2, INVALID_HOTSPOT_CURSOR) as [string, string] | undefined;

/** The sort key of the hotspot lists (the same expression as the `hotspots_alias_key` index). */
export const ALIAS_KEY = "ifnull(json_extract(data, '$.alias'), '')";
