import { z } from 'zod';
import { CursorSchema, NoContent, QueryBoolean } from '../common.ts';
import {
  AdminAccountDetailSchema,
  AdminAccountSchema,
  AdminDeviceSchema,
  AdminHotspotSchema,
  AdminInviteBodySchema,
  AdminNetworkSchema,
  HotspotSummarySchema,
  UpdateAdminDeviceBodySchema,
} from '../entities/admin.ts';
import { ApplyTierBodySchema } from '../entities/tier.ts';
import { endpoint } from '../endpoint.ts';
import { AdminAccountParams, AdminDeviceParams, AdminHotspotParams, AdminNetworkParams, NoParams } from './params.ts';

const tag = 'Platform admin';
const permission = 'platformAdmin';

export const getAdminFeatures = endpoint({
  method: 'GET',
  path: '/admin/features',
  params: NoParams,
  response: z.object({ features: z.array(z.string()) }),
  status: 200,
  permission,
  summary: 'Platform-admin check: 200 with the admin features for staff, 403 for everyone else',
  tag,
});

export const listAdminAccounts = endpoint({
  method: 'GET',
  path: '/admin/accounts',
  params: NoParams,
  query: z.object({
    pagesize: z.coerce.number().int().positive().max(100).default(50),
    cursor: z.string().optional(),
    hide_internal: QueryBoolean.optional(),
  }),
  response: z.object({ accounts: z.array(AdminAccountSchema), cursor: CursorSchema }),
  status: 200,
  permission,
  summary: 'All accounts, cursor-paged (pagesize 50, max 100)',
  tag,
});

export const getAdminAccount = endpoint({
  method: 'GET',
  path: '/admin/accounts/{id}',
  params: AdminAccountParams,
  response: AdminAccountDetailSchema,
  status: 200,
  permission,
  summary: 'One account with its members (also id, name, suspended at top level)',
  tag,
});

export const updateAdminAccount = endpoint({
  method: 'POST',
  path: '/admin/accounts/{id}',
  params: AdminAccountParams,
  body: z.strictObject({ suspended: z.boolean() }),
  response: AdminAccountSchema,
  status: 200,
  permission,
  summary: 'Suspend or unsuspend an account (the only updatable field)',
  tag,
});

export const applyTier = endpoint({
  method: 'POST',
  path: '/admin/accounts/{id}/apply-tier',
  params: AdminAccountParams,
  body: ApplyTierBodySchema,
  response: AdminAccountSchema,
  status: 200,
  permission,
  summary: 'Assign a tier profile (404 for an unknown tier)',
  tag,
});

export const sendAdminInvite = endpoint({
  method: 'POST',
  path: '/admin/accounts/{id}/invite',
  params: AdminAccountParams,
  body: AdminInviteBodySchema,
  response: z.object({ code: z.string() }),
  status: 201,
  permission,
  summary: 'Invite an e-mail address to the account; answers the invite code',
  tag,
});

export const listAdminNetworks = endpoint({
  method: 'GET',
  path: '/admin/accounts/{id}/networks',
  params: AdminAccountParams,
  response: z.object({ networks: z.array(AdminNetworkSchema) }),
  status: 200,
  permission,
  summary: 'Networks of an account',
  tag,
});

export const getAdminHotspotStatus = endpoint({
  method: 'GET',
  path: '/admin/accounts/{id}/hotspot-status',
  params: AdminAccountParams,
  response: HotspotSummarySchema,
  status: 200,
  permission,
  summary: 'Hotspot status summary of an account',
  tag,
});

export const listAdminNetworkDevices = endpoint({
  method: 'GET',
  path: '/admin/accounts/{id}/networks/{net}/devices',
  params: AdminNetworkParams,
  response: z.object({ devices: z.array(AdminDeviceSchema) }),
  status: 200,
  permission,
  summary: 'Devices of a network',
  tag,
});

export const getAdminDevice = endpoint({
  method: 'GET',
  path: '/admin/devices/{deviceId}',
  params: AdminDeviceParams,
  response: AdminDeviceSchema,
  status: 200,
  permission,
  summary: 'One device (id URL-encoded)',
  tag,
});

export const updateAdminDevice = endpoint({
  method: 'POST',
  path: '/admin/devices/{deviceId}',
  params: AdminDeviceParams,
  body: UpdateAdminDeviceBodySchema,
  response: AdminDeviceSchema,
  status: 200,
  permission,
  summary: 'Update suspended, ap_lock, internal, request_connection (any subset)',
  tag,
});

export const clearAdminDeviceSession = endpoint({
  method: 'POST',
  path: '/admin/devices/{deviceId}/clear-session',
  params: AdminDeviceParams,
  response: NoContent,
  status: 204,
  permission,
  summary: "Clear the device's session (409 when it has none)",
  tag,
});

export const disconnectAdminDevice = endpoint({
  method: 'POST',
  path: '/admin/devices/{deviceId}/disconnect',
  params: AdminDeviceParams,
  response: NoContent,
  status: 204,
  permission,
  summary: 'Disconnect the device (409 when it has no session)',
  tag,
});

export const getAdminHotspot = endpoint({
  method: 'GET',
  path: '/admin/hotspots/{hotspotId}',
  params: AdminHotspotParams,
  response: AdminHotspotSchema,
  status: 200,
  permission,
  summary: 'The merged admin hotspot record',
  tag,
});
