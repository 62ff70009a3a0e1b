import { DEVICE_ID_MESSAGE, DEVICE_IN_ACCOUNT_MESSAGE, DeviceIdSchema, countOutcomes } from '@beacon/shared/contract';
import { HttpError } from '../../errors.ts';
import type { Handlers } from '../../router.ts';
import { NETWORK_NOT_FOUND } from '../networks/handlers.ts';
import type { DeviceIdCheck } from './repository.ts';

export const DEVICE_NOT_FOUND = 'Device not found';

/** A batch item's id as createDevice would take it (the contract's rule), or as sent with the rule's message. */
function checkDeviceId(raw: string): DeviceIdCheck {
  const parsed = DeviceIdSchema.safeParse(raw);
  return parsed.success
    ? { device_id: parsed.data }
    : { device_id: raw, message: parsed.error.issues[0]?.message ?? DEVICE_ID_MESSAGE };
}

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

  /**
   * Any member may register; 404 for a network outside the account, 409 for a registered id or an account
   * at its tier's max_devices.
   */
  createDevice: ({ store, caller, params, body }) => {
    if (!store.networks.exists(params.account, body.network_id)) throw new HttpError(404, NETWORK_NOT_FOUND);
    const [result] = store.devices.register(
      params.account,
      body.network_id,
      [{ device_id: body.device_id }],
      caller,
    ).results;
    if (result?.device === undefined) throw new HttpError(409, result?.message ?? DEVICE_IN_ACCOUNT_MESSAGE);
    return result.device;
  },

  /** Bulk import (issue 28): any member; each item answered in body order, 404 for a network outside the account. */
  createDevicesBatch: ({ store, caller, params, body }) => {
    if (!store.networks.exists(params.account, body.network_id)) throw new HttpError(404, NETWORK_NOT_FOUND);
    const ids = body.devices.map((item) => checkDeviceId(item.device_id));
    const done = store.devices.register(params.account, body.network_id, ids, caller, { dryRun: body.dry_run });
    const results = done.results.map(({ index, device_id, outcome, message }) =>
      message === undefined ? { index, device_id, outcome } : { index, device_id, outcome, message },
    );
    return { results, ...countOutcomes(results), device_count: done.device_count, max_devices: done.max_devices };
  },

  /** Levels 20 and below (the contract checks): deregisters the device; 404 when it is not in the account. */
  deleteDevice: ({ store, caller, params }) => {
    if (!store.devices.delete(params.account, params.deviceId, caller)) throw new HttpError(404, DEVICE_NOT_FOUND);
    return null;
  },

  /** Any signed-in user: whether the id is registered to some account (never which one). */
  lookupPublicDevice: ({ store, params }) => ({ registered: store.devices.owner(params.deviceId) !== undefined }),
} satisfies Handlers;
