import { routeTestAnswer } from '@beacon/shared/contract';
import { HttpError } from '../../errors.ts';
import type { Handlers } from '../../router.ts';
import { NETWORK_NOT_FOUND } from '../networks/handlers.ts';

export const routeHandlers = {
  /**
   * Route tester (any member): the network's saved routes that an event type reaches, computed by the
   * shared routing rules that the console uses too.
   */
  testRoute: ({ store, params, body }) => {
    const network = store.networks.get(params.account, params.networkId);
    if (network === undefined) throw new HttpError(404, NETWORK_NOT_FOUND);
    return routeTestAnswer(network.routes, body.event_type);
  },

  /** Any member: the network's recent deliveries, newest first. */
  listDeliveries: ({ store, params, query }) => {
    const deliveries = store.deliveries.list(params.account, params.networkId, query.limit);
    if (deliveries === undefined) throw new HttpError(404, NETWORK_NOT_FOUND);
    return { deliveries };
  },
} satisfies Handlers;
