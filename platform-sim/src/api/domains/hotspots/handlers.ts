import {
  FORM_ERRORS_MESSAGE,
  HotspotBatchFieldsSchema,
  HotspotIdSchema,
  countOutcomes,
  type CreateHotspotsBatchBody,
} from '@beacon/shared/contract';
import { HttpError } from '../../errors.ts';
import { checkSavedUrls } from '../../outbound/policy.ts';
import type { Handlers } from '../../router.ts';
import type { Store } from '../../store.ts';
import {
  GROUP_NAME_TAKEN,
  GROUP_NOT_FOUND,
  HOTSPOT_EXISTS,
  HOTSPOT_NOT_FOUND,
  UNGROUPED_NOT_DELETABLE,
  UNGROUPED_NOT_RENAMABLE,
} from './repository.ts';
import type { HotspotBatchItem } from './hotspotRecords.ts';

/** The alerts a group page shows: the newest 20. */
export const GROUP_ALERTS_SHOWN = 20;

/** A group's alert webhook under the outbound policy (400 when refused): only when alerts go to a webhook. */
async function checkAlertWebhook(
  store: Store,
  body: { alert_target_type?: string | undefined; alert_target_value?: string | undefined },
): Promise<void> {
  if (body.alert_target_type !== 'webhook' || body.alert_target_value === undefined) return;
  await checkSavedUrls(store.outbound, [{ url: body.alert_target_value, field: 'body.alert_target_value' }]);
}

/** A batch item under createHotspot's rules: its fields as stored, or its first message (the id as sent unless valid). */
function checkHotspot(item: CreateHotspotsBatchBody['hotspots'][number]): HotspotBatchItem {
  const fields = HotspotBatchFieldsSchema.safeParse(item);
  if (fields.success) return { ...fields.data, group: item.group };
  const id = HotspotIdSchema.safeParse(item.hotspot_id);
  return {
    hotspot_id: id.success ? id.data : item.hotspot_id,
    message: fields.error.issues[0]?.message ?? FORM_ERRORS_MESSAGE,
  };
}

export const hotspotHandlers = {
  listHotspotGroups: ({ store, params }) => ({ hotspot_groups: store.hotspots.listGroups(params.account) }),

  createHotspotGroup: async ({ store, caller, params, body }) => {
    await checkAlertWebhook(store, body);
    const result = store.hotspots.createGroup(params.account, body, caller);
    if (result.kind === 'duplicate') throw new HttpError(409, GROUP_NAME_TAKEN);
    if (result.kind !== 'ok') throw new HttpError(404, GROUP_NOT_FOUND);
    return result.group;
  },

  getHotspotGroup: ({ store, params }) => {
    const group = store.hotspots.group(params.account, params.groupId);
    if (group === undefined) throw new HttpError(404, GROUP_NOT_FOUND);
    return group;
  },

  updateHotspotGroup: async ({ store, caller, params, body }) => {
    if (store.hotspots.group(params.account, params.groupId) === undefined) throw new HttpError(404, GROUP_NOT_FOUND);
    await checkAlertWebhook(store, body);
    const result = store.hotspots.updateGroup(params.account, params.groupId, body, caller);
    if (result.kind === 'not-found') throw new HttpError(404, GROUP_NOT_FOUND);
    if (result.kind === 'duplicate') throw new HttpError(409, GROUP_NAME_TAKEN);
    if (result.kind !== 'ok') throw new HttpError(409, UNGROUPED_NOT_RENAMABLE);
    return result.group;
  },

  deleteHotspotGroup: ({ store, caller, params }) => {
    const result = store.hotspots.deleteGroup(params.account, params.groupId, caller);
    if (result.kind === 'not-found') throw new HttpError(404, GROUP_NOT_FOUND);
    if (result.kind === 'ungrouped') throw new HttpError(409, UNGROUPED_NOT_DELETABLE);
    return null;
  },

  listGroupHotspots: ({ store, params, query }) => {
    if (store.hotspots.group(params.account, params.groupId) === undefined) throw new HttpError(404, GROUP_NOT_FOUND);
    return store.hotspots.page(params.account, query.pagesize, query.cursor, params.groupId);
  },

  listHotspotGroupAlerts: ({ store, params }) => {
    if (store.hotspots.group(params.account, params.groupId) === undefined) throw new HttpError(404, GROUP_NOT_FOUND);
    return { alerts: store.hotspotAlerts.list(params.account, params.groupId, GROUP_ALERTS_SHOWN) };
  },

  listHotspots: ({ store, params, query }) => store.hotspots.page(params.account, query.pagesize, query.cursor),

  createHotspot: ({ store, caller, params, body }) => {
    const result = store.hotspots.create(params.account, body, caller);
    if (result.kind !== 'ok') {
      throw result.kind === 'exists' ? new HttpError(409, HOTSPOT_EXISTS) : new HttpError(404, GROUP_NOT_FOUND);
    }
    return result.hotspot;
  },

  /** Bulk import (issue 28): each item answered in body order (see the contract). */
  createHotspotsBatch: ({ store, caller, params, body }) => {
    const items = body.hotspots.map(checkHotspot);
    const results = store.hotspots.registerMany(params.account, items, caller, { dryRun: body.dry_run });
    return { results, ...countOutcomes(results) };
  },

  getHotspot: ({ store, params }) => {
    const hotspot = store.hotspots.get(params.account, params.hotspotId);
    if (hotspot === undefined) throw new HttpError(404, HOTSPOT_NOT_FOUND);
    return hotspot;
  },

  updateHotspot: ({ store, caller, params, body }) => {
    const result = store.hotspots.update(params.account, params.hotspotId, body, caller);
    if (result.kind !== 'ok') {
      throw new HttpError(404, result.kind === 'not-found' ? HOTSPOT_NOT_FOUND : GROUP_NOT_FOUND);
    }
    return result.hotspot;
  },

  deleteHotspot: ({ store, caller, params }) => {
    if (!store.hotspots.delete(params.account, params.hotspotId, caller)) throw new HttpError(404, HOTSPOT_NOT_FOUND);
    return null;
  },

  exploreHotspotStatus: ({ store, params, query, body }) => store.hotspots.explore(params.account, body, query),
} satisfies Handlers;
