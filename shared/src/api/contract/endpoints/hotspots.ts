import { z } from 'zod';
import { CursorSchema, NoContent, QueryBoolean } from '../common.ts';
import {
  CreateHotspotBodySchema,
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

const hotspots = endpointGroup({ tag: 'Hotspots', permission: 'member' });
const HotspotPage = z.object({ hotspots: z.array(HotspotSchema), cursor: CursorSchema });

export const exploreHotspotStatus = hotspots.post('/v1/accounts/{account}/hotspot-status-explorer', {
  params: AccountParams,
  query: z.object({ summary: QueryBoolean.optional(), status_changes: QueryBoolean.optional() }),
  body: HotspotStatusExplorerRequestSchema,
  response: HotspotStatusExplorerResponseSchema,
  summary: 'Hotspot status reports (latest per hotspot), or changes with ?status_changes=true',
  description: '?summary=true answers status_counts with an empty results list.',
});

export const listHotspotGroups = hotspots.get('/v1/accounts/{account}/hotspot-groups', {
  params: AccountParams,
  response: z.object({ hotspot_groups: z.array(HotspotGroupSchema) }),
  summary: "Hotspot groups (the 'Ungrouped' group is created when missing)",
});

export const createHotspotGroup = hotspots.create('/v1/accounts/{account}/hotspot-groups', {
  params: AccountParams,
  body: CreateHotspotGroupBodySchema,
  response: HotspotGroupSchema,
  summary: 'Create a group {name, description?, alert_enabled?, alert_target_type?, alert_target_value?}',
});

export const getHotspotGroup = hotspots.get('/v1/accounts/{account}/hotspot-groups/{groupId}', {
  params: GroupParams,
  response: HotspotGroupSchema,
  summary: 'One hotspot group',
});

export const updateHotspotGroup = hotspots.post('/v1/accounts/{account}/hotspot-groups/{groupId}', {
  params: GroupParams,
  body: UpdateHotspotGroupBodySchema,
  response: HotspotGroupSchema,
  summary: 'Update a group (name, alert_enabled, alert_target_type, alert_target_value)',
});

export const deleteHotspotGroup = hotspots.delete('/v1/accounts/{account}/hotspot-groups/{groupId}', {
  params: GroupParams,
  response: NoContent,
  summary: "Delete a group; its hotspots move to 'Ungrouped' (which cannot be deleted: 409)",
});

export const listGroupHotspots = hotspots.get('/v1/accounts/{account}/hotspot-groups/{groupId}/hotspots', {
  params: GroupParams,
  query: cursorQuery(50, 1000),
  response: HotspotPage,
  summary: 'Hotspots in a group, cursor-paged',
});

export const listHotspots = hotspots.get('/v1/accounts/{account}/hotspots', {
  params: AccountParams,
  query: cursorQuery(50, 1000),
  response: HotspotPage,
  summary: 'Hotspots of the account, cursor-paged (pagesize 50)',
});

export const createHotspot = hotspots.create('/v1/accounts/{account}/hotspots', {
  params: AccountParams,
  body: CreateHotspotBodySchema,
  response: HotspotSchema,
  summary: 'Register a hotspot (409 when already registered)',
});

export const getHotspot = hotspots.get('/v1/accounts/{account}/hotspots/{hotspotId}', {
  params: HotspotParams,
  response: HotspotSchema,
  summary: 'One hotspot',
});

export const updateHotspot = hotspots.post('/v1/accounts/{account}/hotspots/{hotspotId}', {
  params: HotspotParams,
  body: UpdateHotspotBodySchema,
  response: HotspotSchema,
  summary: 'Update alias, site_id and/or group_id (the id is fixed)',
});

export const deleteHotspot = hotspots.delete('/v1/accounts/{account}/hotspots/{hotspotId}', {
  params: HotspotParams,
  response: NoContent,
  summary: 'Delete a hotspot',
});
