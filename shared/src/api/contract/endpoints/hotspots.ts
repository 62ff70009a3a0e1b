import { z } from 'zod';
import { QueryBoolean, listOf, pageOf } from '../common.ts';
import {
  BATCH_TOO_LARGE_MESSAGE,
  GROUP_NOT_FOUND_MESSAGE,
  HOTSPOT_EXISTS_MESSAGE,
  HOTSPOT_IN_ACCOUNT_MESSAGE,
  MAX_BATCH_ITEMS,
} from '../batchRules.ts';
import {
  CreateHotspotBodySchema,
  CreateHotspotsBatchBodySchema,
  CreateHotspotsBatchResponseSchema,
  HotspotAlertSchema,
  CreateHotspotGroupBodySchema,
  HotspotGroupSchema,
  HotspotSchema,
  HotspotStatusExplorerRequestSchema,
  HotspotStatusExplorerResponseSchema,
  UpdateHotspotBodySchema,
  UpdateHotspotGroupBodySchema,
} from '../entities/hotspot.ts';
import { endpointGroup } from '../endpoint.ts';
import { AccountParams, GroupParams, HotspotParams, cursorQuery } from './params.ts';

/** Every hotspot and group call needs only a member of the account: admin-and-hotspots.md §6 gives hotspots no level rule. */
const hotspots = endpointGroup({ tag: 'Hotspots', permission: 'member' });
const group = hotspots.resource(
  '/v1/accounts/{account}/hotspot-groups',
  AccountParams,
  GroupParams,
  HotspotGroupSchema,
);
const hotspot = hotspots.resource('/v1/accounts/{account}/hotspots', AccountParams, HotspotParams, HotspotSchema);
const HotspotPageQuery = cursorQuery(50, 1000);

export const exploreHotspotStatus = hotspots.post('/v1/accounts/{account}/hotspot-status-explorer', {
  params: AccountParams,
  query: z.object({ summary: QueryBoolean.optional(), status_changes: QueryBoolean.optional() }),
  body: HotspotStatusExplorerRequestSchema,
  response: HotspotStatusExplorerResponseSchema,
  summary: 'Hotspot status reports (latest per hotspot), or changes with ?status_changes=true',
  description: '?summary=true answers status_counts with an empty results list.',
});

export const listHotspotGroups = group.list('hotspot_groups', {
  summary: "Hotspot groups (the 'Ungrouped' group is created when missing)",
});

const ALERT_WEBHOOK_NOTE =
  'A webhook target that points at an internal address answers 400 "URL not allowed: …" (field ' +
  'body.alert_target_value); alerts are checked again when sent (see alert_target_value, and the alerts list: ' +
  'a refused one is recorded with error "Refused: …").';

export const createHotspotGroup = group.create(CreateHotspotGroupBodySchema, {
  summary: 'Create a group {name, description?, alert_enabled?, alert_target_type?, alert_target_value?}',
  description: ALERT_WEBHOOK_NOTE,
});

export const getHotspotGroup = group.get({ summary: 'One hotspot group' });

export const updateHotspotGroup = group.update(UpdateHotspotGroupBodySchema, {
  summary: 'Update a group (name, alert_enabled, alert_target_type, alert_target_value)',
  description: ALERT_WEBHOOK_NOTE,
});

export const deleteHotspotGroup = group.delete({
  summary: "Delete a group; its hotspots move to 'Ungrouped' (which cannot be deleted: 409)",
});

export const listGroupHotspots = hotspots.get('/v1/accounts/{account}/hotspot-groups/{groupId}/hotspots', {
  params: GroupParams,
  query: HotspotPageQuery,
  response: pageOf('hotspots', HotspotSchema),
  summary: 'Hotspots in a group, cursor-paged',
});

export const listHotspots = hotspot.page('hotspots', {
  query: HotspotPageQuery,
  summary: 'Hotspots of the account, cursor-paged (pagesize 50)',
});

export const createHotspot = hotspot.create(CreateHotspotBodySchema, {
  summary: 'Register a hotspot (409 when already registered)',
});

export const createHotspotsBatch = hotspots.post('/v1/accounts/{account}/hotspots/batch', {
  params: AccountParams,
  body: CreateHotspotsBatchBodySchema,
  response: CreateHotspotsBatchResponseSchema,
  summary: `Register up to ${MAX_BATCH_ITEMS} hotspots (bulk import); answers each item's outcome`,
  description:
    "Each item, in body order: an invalid hotspot_id, alias or site_id fails with createHotspot's message; a " +
    `group that is neither a group's name nor its id fails ("${GROUP_NOT_FOUND_MESSAGE}"); a hotspot already in ` +
    `the account or earlier in the body is skipped ("${HOTSPOT_IN_ACCOUNT_MESSAGE}"); one of another account ` +
    `fails ("${HOTSPOT_EXISTS_MESSAGE}"); the others are registered as createHotspot registers them. dry_run ` +
    `answers the same and writes nothing. One transaction per call. 400 "${BATCH_TOO_LARGE_MESSAGE}".`,
});

export const getHotspot = hotspot.get({ summary: 'One hotspot' });

export const updateHotspot = hotspot.update(UpdateHotspotBodySchema, {
  summary: 'Update alias, site_id and/or group_id (the id is fixed)',
});

export const deleteHotspot = hotspot.delete({ summary: 'Delete a hotspot' });

export const listHotspotGroupAlerts = hotspots.get('/v1/accounts/{account}/hotspot-groups/{groupId}/alerts', {
  params: GroupParams,
  response: listOf('alerts', HotspotAlertSchema),
  summary: "The group's last 20 alerts, newest first, each with whether it was delivered (issue 15)",
});
