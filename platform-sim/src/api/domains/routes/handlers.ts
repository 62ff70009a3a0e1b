import { routeEvent } from '@beacon/shared/routing';
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
    const result = routeEvent(network.routes, body.event_type);
    return {
      event_type: result.eventType,
      kind: result.kind,
      rule: result.rule,
      matches: result.matches.map((match) => ({
        index: match.index,
        filter_events: match.route.filter_events,
        url: match.route.url,
        ...(match.route.order === undefined ? {} : { order: match.route.order }),
        first: match.first,
        receives: match.receives,
        ...(match.integrationConfigId === undefined ? {} : { integration_config_id: match.integrationConfigId }),
      })),
    };
  },

  /** Any member: the network's recent deliveries, newest first. */
  listDeliveries: ({ store, params, query }) => {
    const deliveries = store.deliveries.list(params.account, params.networkId, query.limit);
    if (deliveries === undefined) throw new HttpError(404, NETWORK_NOT_FOUND);
    return { deliveries };
  },
} satisfies Handlers;
