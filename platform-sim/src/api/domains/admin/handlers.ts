/** The platform-admin API (admin-and-hotspots.md §7.4): staff only (the contract's `platformAdmin`). */
import { HttpError } from '../../errors.ts';
import type { Handlers } from '../../router.ts';
import { ACCOUNT_NOT_FOUND } from '../accounts/handlers.ts';
import { HOTSPOT_NOT_FOUND } from '../hotspots/repository.ts';
import { ALREADY_INVITED, ALREADY_MEMBER, sendInviteEmail } from '../members/handlers.ts';
import { NETWORK_NOT_FOUND } from '../networks/handlers.ts';
import { toAdminMember } from './accounts.ts';
import { STANDARD_TIER_NOT_DELETABLE, TIER_NOT_FOUND, tierAssigned } from './tiers.ts';

export const ADMIN_FEATURES = ['accounts', 'devices', 'hotspots', 'tiers', 'invites'] as const;
export const DEVICE_NOT_FOUND = 'Device not found';
export const NO_SESSION = 'This device has no session';
/** Staff invites join at level 30 (Member): staff raise the level afterwards if needed. */
export const ADMIN_INVITE_LEVEL = 30;

function notFound(message: string): never {
  throw new HttpError(404, message);
}

export const adminHandlers = {
  getAdminFeatures: () => ({ features: [...ADMIN_FEATURES] }),

  listAdminAccounts: ({ store, query }) =>
    store.adminAccounts.page(query.pagesize, query.cursor, query.hide_internal === true),

  getAdminAccount: ({ store, params }) => {
    const account = store.adminAccounts.get(params.id) ?? notFound(ACCOUNT_NOT_FOUND);
    return {
      id: account.id,
      name: account.name,
      suspended: account.suspended,
      account,
      acc_members: store.members.list(account.id).map(toAdminMember),
    };
  },

  updateAdminAccount: ({ store, caller, params, body }) =>
    store.adminAccounts.update(params.id, { suspended: body.suspended }, caller) ?? notFound(ACCOUNT_NOT_FOUND),

  applyTier: ({ store, caller, params, body }) => {
    if (!store.adminAccounts.exists(params.id)) notFound(ACCOUNT_NOT_FOUND);
    if (store.tiers.get(body.tier_name) === undefined) notFound(TIER_NOT_FOUND);
    return store.adminAccounts.update(params.id, { tier_name: body.tier_name }, caller) ?? notFound(ACCOUNT_NOT_FOUND);
  },

  sendAdminInvite: (ctx) => {
    const { store, caller, params, body } = ctx;
    if (!store.adminAccounts.exists(params.id)) notFound(ACCOUNT_NOT_FOUND);
    const result = store.members.createInvite(params.id, body.user, caller, ADMIN_INVITE_LEVEL);
    if (result.kind === 'member') throw new HttpError(409, ALREADY_MEMBER);
    if (result.kind === 'invited') throw new HttpError(409, ALREADY_INVITED);
    sendInviteEmail(ctx, params.id, result.invite);
    return { code: result.invite.code };
  },

  listAdminNetworks: ({ store, params }) => {
    if (!store.adminAccounts.exists(params.id)) notFound(ACCOUNT_NOT_FOUND);
    const networks = store.networks.list(params.id);
    return {
      networks: networks.map((n) => ({
        id: n.network_id,
        name: n.name,
        device_count: n.device_count,
        created: n.created,
      })),
    };
  },

  getAdminHotspotStatus: ({ store, params }) => {
    if (!store.adminAccounts.exists(params.id)) notFound(ACCOUNT_NOT_FOUND);
    return store.adminHotspots.summary(params.id);
  },

  listAdminNetworkDevices: ({ store, params, query }) => {
    if (!store.adminAccounts.exists(params.id)) notFound(ACCOUNT_NOT_FOUND);
    if (!store.networks.exists(params.id, params.net)) notFound(NETWORK_NOT_FOUND);
    return store.adminDevices.page(params.net, query.pagesize, query.cursor);
  },

  getAdminDevice: ({ store, params }) => store.adminDevices.get(params.deviceId) ?? notFound(DEVICE_NOT_FOUND),

  updateAdminDevice: ({ store, caller, params, body }) =>
    store.adminDevices.update(params.deviceId, body, caller) ?? notFound(DEVICE_NOT_FOUND),

  clearAdminDeviceSession: ({ store, caller, params }) => {
    const result = store.adminDevices.endSession(params.deviceId, 'clear', caller);
    if (result === 'not-found') notFound(DEVICE_NOT_FOUND);
    if (result === 'no-session') throw new HttpError(409, NO_SESSION);
    return null;
  },

  disconnectAdminDevice: ({ store, caller, params }) => {
    const result = store.adminDevices.endSession(params.deviceId, 'disconnect', caller);
    if (result === 'not-found') notFound(DEVICE_NOT_FOUND);
    if (result === 'no-session') throw new HttpError(409, NO_SESSION);
    return null;
  },

  getAdminHotspot: ({ store, params }) => store.adminHotspots.get(params.hotspotId) ?? notFound(HOTSPOT_NOT_FOUND),

  listTierProfiles: ({ store, query }) => {
    const { data, total } = store.tiers.page(query.page, query.page_size, query.search);
    return { data, pagination: { page: query.page, page_size: query.page_size, total } };
  },

  getTierProfile: ({ store, params }) => store.tiers.get(params.tier) ?? notFound(TIER_NOT_FOUND),

  saveTierProfile: ({ store, body }) => {
    const result = store.tiers.save(body);
    if (result.kind === 'invalid') throw HttpError.invalid(result.error, 'body.features');
    return result.tier;
  },

  deleteTierProfile: ({ store, params }) => {
    const result = store.tiers.delete(params.tier);
    if (result.kind === 'standard') throw new HttpError(409, STANDARD_TIER_NOT_DELETABLE);
    if (result.kind === 'not-found') notFound(TIER_NOT_FOUND);
    if (result.kind === 'assigned') throw new HttpError(409, tierAssigned(result.count));
    return null;
  },

  listStandardTiers: ({ store }) => ({
    tiers: store.tiers.standard(),
    feature_definitions: store.tiers.featureDefinitions(),
  }),
} satisfies Handlers;
