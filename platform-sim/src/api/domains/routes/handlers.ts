import {
  DELIVERY_NOT_FOUND_MESSAGE,
  REDELIVER_NOT_FAILED_MESSAGE,
  REDELIVER_ROUTE_GONE_MESSAGE,
  routeTestAnswer,
} from '@beacon/shared/contract';
import { HttpError } from '../../errors.ts';
import type { Handlers } from '../../router.ts';
import { NETWORK_NOT_FOUND } from '../networks/handlers.ts';
import type { Redelivery } from './deliveries.ts';

/** A delivery recorded before the log kept what it sent (a data folder from before issue 28). */
export const REDELIVER_NO_BODY_MESSAGE =
  'This delivery was recorded before redelivery existed and cannot be sent again';

/** The answer to each redelivery that was not sent: its status and message. */
const REDELIVERY_ERRORS: Record<Exclude<Redelivery['kind'], 'sent'>, readonly [404 | 409, string]> = {
  'network-not-found': [404, NETWORK_NOT_FOUND],
  'not-found': [404, DELIVERY_NOT_FOUND_MESSAGE],
  'not-failed': [409, REDELIVER_NOT_FAILED_MESSAGE],
  'route-gone': [409, REDELIVER_ROUTE_GONE_MESSAGE],
  'no-body': [409, REDELIVER_NO_BODY_MESSAGE],
};

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

  /** Any member: a page of the network's delivery attempts, newest first, filtered. */
  listDeliveries: ({ store, params, query }) => {
    const page = store.deliveries.list(params.account, params.networkId, query);
    if (page === undefined) throw new HttpError(404, NETWORK_NOT_FOUND);
    return page;
  },

  /** Any member: the delivery health of the network's route keys and integrations. */
  getDeliveryHealth: ({ store, params }) => {
    const health = store.deliveries.health(params.account, params.networkId);
    if (health === undefined) throw new HttpError(404, NETWORK_NOT_FOUND);
    return health;
  },

  /** Level ≤ 20 (the contract's permission): sends a failed attempt again and answers the new attempt. */
  redeliverDelivery: async ({ store, params }) => {
    const result = await store.deliveries.redeliver(params.account, params.networkId, params.deliveryId);
    if (result.kind === 'sent') return result.delivery;
    const [status, message] = REDELIVERY_ERRORS[result.kind];
    throw new HttpError(status, message);
  },
} satisfies Handlers;
