import { DeviceIdSchema } from '@beacon/shared/contract';
import { HttpError } from '../../errors.ts';
import type { Handlers } from '../../router.ts';
import type { Store } from '../../store.ts';

/** 403 for every global-forwarder call of an account without the feature (docs/decisions.md). */
export const FORWARDERS_NOT_ENABLED = 'Global forwarders are not enabled for this account';
export const FORWARDER_NOT_FOUND = 'Global forwarder not found';
export const NAMESPACE_TAKEN = 'This namespace is already used by another account';
export const FORWARDER_EXISTS = 'A global forwarder with this namespace and device filter already exists';
export const DEVICE_FILTER_MESSAGE = 'Device filter must be a device id or * for all devices';
export const DESTINATION_NOT_FOUND = 'Destination network not found in this account';

function requireFeature(store: Store, account: string): void {
  if (store.accounts.record(account)?.global_forwarders_enabled !== true) {
    throw new HttpError(403, FORWARDERS_NOT_ENABLED);
  }
}

export const forwarderHandlers = {
  listGlobalForwarders: ({ store, params }) => {
    requireFeature(store, params.account);
    return { records: store.forwarders.list(params.account) };
  },

  createGlobalForwarder: ({ store, caller, params, body }) => {
    requireFeature(store, params.account);
    const isDeviceId = DeviceIdSchema.safeParse(body.device_filter).success && /^[^\s*]+$/.test(body.device_filter);
    if (body.device_filter !== '*' && !isDeviceId) {
      throw HttpError.invalid(DEVICE_FILTER_MESSAGE, 'body.device_filter');
    }
    if (!store.networks.exists(params.account, body.destination_network)) {
      throw HttpError.invalid(DESTINATION_NOT_FOUND, 'body.destination_network');
    }
    const result = store.forwarders.create(params.account, body, caller);
    if (result.kind === 'taken') throw new HttpError(409, NAMESPACE_TAKEN);
    if (result.kind === 'exists') throw new HttpError(409, FORWARDER_EXISTS);
    return result.forwarder;
  },

  deleteGlobalForwarder: ({ store, caller, params, query }) => {
    requireFeature(store, params.account);
    if (!store.forwarders.delete(params.account, query, caller)) throw new HttpError(404, FORWARDER_NOT_FOUND);
    return null;
  },
} satisfies Handlers;
