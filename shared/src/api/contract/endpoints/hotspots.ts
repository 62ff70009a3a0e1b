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
import { endpoint } from '../endpoint.ts';
import { AccountParams, GroupParams, HotspotParams, cursorQuery } from './params.ts';

const tag = 'Hotspots';
const HotspotPage = z.object({ hotspots: z.array(HotspotSchema), cursor: CursorSchema });

export const exploreHotspotStatus = endpoint({
  method: 'POST',
  path: '/v1/accounts/{account}/hotspot-status-explorer',
  params: AccountParams,
  query: z.object({ summary: QueryBoolean.optional(), status_changes: QueryBoolean.optional() }),
  body: HotspotStatusExplorerRequestSchema,
  response: HotspotStatusExplorerResponseSchema,
  status: 200,
  permission: 'member',
  summary: 'Hotspot status reports (latest per hotspot), or changes with ?status_changes=true',
  description: '?summary=true answers status_counts with an empty results list.',
  tag,
});

export const listHotspotGroups = endpoint({
  method: 'GET',
  path: '/v1/accounts/{account}/hotspot-groups',
  params: AccountParams,
  response: z.object({ hotspot_groups: z.array(HotspotGroupSchema) }),
  status: 200,
  permission: 'member',
  summary: "Hotspot groups (the 'Ungrouped' group is created when missing)",
  tag,
});

export const createHotspotGroup = endpoint({
  method: 'POST',
  path: '/v1/accounts/{account}/hotspot-groups',
  params: AccountParams,
  body: CreateHotspotGroupBodySchema,
  response: HotspotGroupSchema,
  status: 201,
  permission: 'member',
  summary: 'Create a group {name, description?, alert_enabled?, alert_target_type?, alert_target_value?}',
  tag,
});

export const getHotspotGroup = endpoint({
  method: 'GET',
  path: '/v1/accounts/{account}/hotspot-groups/{groupId}',
  params: GroupParams,
  response: HotspotGroupSchema,
  status: 200,
  permission: 'member',
  summary: 'One hotspot group',
  tag,
});

export const updateHotspotGroup = endpoint({
  method: 'POST',
  path: '/v1/accounts/{account}/hotspot-groups/{groupId}',
  params: GroupParams,
  body: UpdateHotspotGroupBodySchema,
  response: HotspotGroupSchema,
  status: 200,
  permission: 'member',
  summary: 'Update a group (name, alert_enabled, alert_target_type, alert_target_value)',
  tag,
});

export const deleteHotspotGroup = endpoint({
  method: 'DELETE',
  path: '/v1/accounts/{account}/hotspot-groups/{groupId}',
  params: GroupParams,
  response: NoContent,
  status: 204,
  permission: 'member',
  summary: "Delete a group; its hotspots move to 'Ungrouped' (which cannot be deleted: 409)",
  tag,
});

export const listGroupHotspots = endpoint({
  method: 'GET',
  path: '/v1/accounts/{account}/hotspot-groups/{groupId}/hotspots',
  params: GroupParams,
  query: cursorQuery(50, 1000),
  response: HotspotPage,
  status: 200,
  permission: 'member',
  summary: 'Hotspots in a group, cursor-paged',
  tag,
});

export const listHotspots = endpoint({
  method: 'GET',
  path: '/v1/accounts/{account}/hotspots',
  params: AccountParams,
  query: cursorQuery(50, 1000),
  response: HotspotPage,
  status: 200,
  permission: 'member',
  summary: 'Hotspots of the account, cursor-paged (pagesize 50)',
  tag,
});

export const createHotspot = endpoint({
  method: 'POST',
  path: '/v1/accounts/{account}/hotspots',
  params: AccountParams,
  body: CreateHotspotBodySchema,
  response: HotspotSchema,
  status: 201,
  permission: 'member',
  summary: 'Register a hotspot (409 when already registered)',
  tag,
});

export const getHotspot = endpoint({
  method: 'GET',
  path: '/v1/accounts/{account}/hotspots/{hotspotId}',
  params: HotspotParams,
  response: HotspotSchema,
  status: 200,
  permission: 'member',
  summary: 'One hotspot',
  tag,
});

export const updateHotspot = endpoint({
  method: 'POST',
  path: '/v1/accounts/{account}/hotspots/{hotspotId}',
  params: HotspotParams,
  body: UpdateHotspotBodySchema,
  response: HotspotSchema,
  status: 200,
  permission: 'member',
  summary: 'Update alias, site_id and/or group_id (the id is fixed)',
  tag,
});

export const deleteHotspot = endpoint({
  method: 'DELETE',
  path: '/v1/accounts/{account}/hotspots/{hotspotId}',
  params: HotspotParams,
  response: NoContent,
  status: 204,
  permission: 'member',
  summary: 'Delete a hotspot',
  tag,
});
