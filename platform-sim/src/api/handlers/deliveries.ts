import { HttpError } from '../errors.ts';
import type { Handler } from '../router.ts';
import { NETWORK_NOT_FOUND } from './networks.ts';

/** Any member: the network's recent deliveries, newest first. */
export const listDeliveries: Handler<'listDeliveries'> = ({ store, params, query }) => {
  const deliveries = store.deliveries.list(params.account, params.networkId, query.limit);
  if (deliveries === undefined) throw new HttpError(404, NETWORK_NOT_FOUND);
  return { deliveries };
};
