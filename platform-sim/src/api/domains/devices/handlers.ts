import { HttpError } from '../../errors.ts';
import type { Handlers } from '../../router.ts';
import { NETWORK_NOT_FOUND } from '../networks/handlers.ts';

export const DEVICE_NOT_FOUND = 'Device not found';
/** 409 for a device already in the caller's account: the spec's toast text. */
export const DEVICE_IN_ACCOUNT = 'This device is already registered to your account';
export const DEVICE_IN_OTHER_ACCOUNT = 'This device is registered to another account';

export const deviceHandlers = {
  startScannerSession: ({ store, params, body }) => {
    if (!store.networks.exists(params.account, body.network_id)) throw new HttpError(404, NETWORK_NOT_FOUND);
    return { scan_id: store.devices.startScannerSession(params.account, body.network_id) };
  },

  listDevices: ({ store, params, query }) => ({
    devices: store.devices.list(params.account, query.network_id, query.pagesize ?? 1000),
  }),

  getDevice: ({ store, params }) => {
    const device = store.devices.get(params.account, params.deviceId);
    if (device === undefined) throw new HttpError(404, DEVICE_NOT_FOUND);
    return device;
  },

  /** Any member may register; 404 for a network outside the account, 409 for a registered id. */
  createDevice: ({ store, caller, params, body }) => {
    if (!store.networks.exists(params.account, body.network_id)) throw new HttpError(404, NETWORK_NOT_FOUND);
    const owner = store.devices.owner(body.device_id);
    if (owner !== undefined) {
      throw new HttpError(409, owner === params.account ? DEVICE_IN_ACCOUNT : DEVICE_IN_OTHER_ACCOUNT);
    }
    return store.devices.create(params.account, body, caller);
  },

  /** Levels 20 and below (the contract checks): deregisters the device; 404 when it is not in the account. */
  deleteDevice: ({ store, caller, params }) => {
    if (!store.devices.delete(params.account, params.deviceId, caller)) throw new HttpError(404, DEVICE_NOT_FOUND);
    return null;
  },

  /** Any signed-in user: whether the id is registered to some account (never which one). */
  lookupPublicDevice: ({ store, params }) => ({ registered: store.devices.owner(params.deviceId) !== undefined }),
} satisfies Handlers;
