import { z } from 'zod';
import { QueryBoolean, listOf } from '../common.ts';
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
import { endpointGroup } from '../endpoint.ts';
import { ADMIN_ACCOUNT_PAGE_SIZE, ADMIN_DEVICE_PAGE_SIZE, ADMIN_SEARCH_PAGE_SIZE } from '../rules.ts';
import {
  AdminAccountParams,
  AdminDeviceParams,
  AdminHotspotParams,
  AdminNetworkParams,
  NoParams,
  cursorQuery,
} from './params.ts';

const admin = endpointGroup({ tag: 'Platform admin', permission: 'platformAdmin' });
const account = admin.resource('/admin/accounts', NoParams, AdminAccountParams, AdminAccountSchema);
const device = admin.item('/admin/devices/{deviceId}', AdminDeviceParams, AdminDeviceSchema);

export const getAdminFeatures = admin.get('/admin/features', {
  params: NoParams,
  response: listOf('features', z.string()),
  summary: 'Platform-admin check: 200 with the admin features for staff, 403 for everyone else',
});

export const listAdminAccounts = account.page('accounts', {
  query: cursorQuery(ADMIN_ACCOUNT_PAGE_SIZE, ADMIN_SEARCH_PAGE_SIZE).extend({
    hide_internal: QueryBoolean.optional(),
  }),
  summary: `All accounts, cursor-paged (pagesize ${ADMIN_ACCOUNT_PAGE_SIZE}, max ${ADMIN_SEARCH_PAGE_SIZE}: the console fetches ${ADMIN_SEARCH_PAGE_SIZE} a page while it searches)`,
});

export const getAdminAccount = admin.get('/admin/accounts/{id}', {
  params: AdminAccountParams,
  response: AdminAccountDetailSchema,
  summary: 'One account with its members (also id, name, suspended at top level)',
});

export const updateAdminAccount = account.update(z.strictObject({ suspended: z.boolean() }), {
  summary: 'Suspend or unsuspend an account (the only updatable field)',
});

export const applyTier = admin.post('/admin/accounts/{id}/apply-tier', {
  params: AdminAccountParams,
  body: ApplyTierBodySchema,
  response: AdminAccountSchema,
  summary: 'Assign a tier profile (404 for an unknown tier)',
});

export const sendAdminInvite = admin.create('/admin/accounts/{id}/invite', {
  params: AdminAccountParams,
  body: AdminInviteBodySchema,
  response: z.object({ code: z.string() }),
  summary: 'Invite an e-mail address to the account; answers the invite code',
});

export const listAdminNetworks = admin.get('/admin/accounts/{id}/networks', {
  params: AdminAccountParams,
  response: listOf('networks', AdminNetworkSchema),
  summary: 'Networks of an account',
});

export const getAdminHotspotStatus = admin.get('/admin/accounts/{id}/hotspot-status', {
  params: AdminAccountParams,
  response: HotspotSummarySchema,
  summary: 'Hotspot status summary of an account',
});

export const listAdminNetworkDevices = admin
  .collection('/admin/accounts/{id}/networks/{net}/devices', AdminNetworkParams, AdminDeviceSchema)
  .page('devices', {
    query: cursorQuery(ADMIN_DEVICE_PAGE_SIZE, 100),
    summary: `Devices of a network, cursor-paged (pagesize ${ADMIN_DEVICE_PAGE_SIZE}, max 100)`,
  });

export const getAdminDevice = device.get({ summary: 'One device (id URL-encoded)' });

export const updateAdminDevice = device.update(UpdateAdminDeviceBodySchema, {
  summary: 'Update suspended, ap_lock, internal, request_connection (any subset)',
});

export const clearAdminDeviceSession = admin.command('/admin/devices/{deviceId}/clear-session', {
  params: AdminDeviceParams,
  summary: "Clear the device's session (409 when it has none)",
});

export const disconnectAdminDevice = admin.command('/admin/devices/{deviceId}/disconnect', {
  params: AdminDeviceParams,
  summary: 'Disconnect the device (409 when it has no session)',
});

export const getAdminHotspot = admin.get('/admin/hotspots/{hotspotId}', {
  params: AdminHotspotParams,
  response: AdminHotspotSchema,
  summary: 'The merged admin hotspot record',
});
