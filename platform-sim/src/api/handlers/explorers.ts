import { HttpError } from '../errors.ts';
import type { Handler } from '../router.ts';
import { DEVICE_NOT_FOUND } from './devices.ts';
import { NETWORK_NOT_FOUND } from './networks.ts';

/** The event log of the account; filters, sort and paging are done in SQL by the store. */
export const exploreLog: Handler<'exploreLog'> = ({ store, params, body }) => store.exploreEvents(params.account, body);

/** Devices of the account; an invalid sort field or order was already answered 400 by the contract. */
export const exploreDevices: Handler<'exploreDevices'> = ({ store, params, body }) =>
  store.exploreDevices(params.account, body);

export const getStats: Handler<'getStats'> = ({ store, params, query }) => {
  const key = query.type === 'device' ? query.type_key.trim().toLowerCase() : query.type_key.trim();
  const stats = store.stats(params.account, query.type, key);
  if (stats === undefined) throw new HttpError(404, query.type === 'network' ? NETWORK_NOT_FOUND : DEVICE_NOT_FOUND);
  return { stats };
};
