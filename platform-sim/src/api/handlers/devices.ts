import { HttpError } from '../errors.ts';
import type { Handler } from '../router.ts';
import { NETWORK_NOT_FOUND } from './networks.ts';

export const DEVICE_NOT_FOUND = 'Device not found';
/** 409 for a device already in the caller's account: the spec's toast text. */
export const DEVICE_IN_ACCOUNT = 'This device is already registered to your account';
export const DEVICE_IN_OTHER_ACCOUNT = 'This device is registered to another account';

export const startScannerSession: Handler<'startScannerSession'> = ({ store, params, body }) => {
  if (!store.networkExists(params.account, body.network_id)) throw new HttpError(404, NETWORK_NOT_FOUND);
  return { scan_id: store.startScannerSession(params.account, body.network_id) };
};

export const getDevice: Handler<'getDevice'> = ({ store, params }) => {
  const device = store.getDevice(params.account, params.deviceId);
  if (device === undefined) throw new HttpError(404, DEVICE_NOT_FOUND);
  return device;
};

/** Any member may register; 404 for a network outside the account, 409 for a registered id. */
export const createDevice: Handler<'createDevice'> = ({ store, caller, params, body }) => {
  if (!store.networkExists(params.account, body.network_id)) throw new HttpError(404, NETWORK_NOT_FOUND);
  const owner = store.deviceOwner(body.device_id);
  if (owner !== undefined) {
    throw new HttpError(409, owner === params.account ? DEVICE_IN_ACCOUNT : DEVICE_IN_OTHER_ACCOUNT);
  }
  return store.createDevice(params.account, body, caller);
};

/** Any signed-in user: whether the id is registered to some account (never which one). */
export const lookupPublicDevice: Handler<'lookupPublicDevice'> = ({ store, params }) => ({
  registered: store.deviceOwner(params.deviceId) !== undefined,
});
