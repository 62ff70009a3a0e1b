import { buildPath, ENDPOINT_PATHS, type DeliveryOutcomeFilter } from '@beacon/shared';
import type { ResponseOf } from '@beacon/shared/contract';
import { deliveriesBaseApi, DELIVERY_TAG } from '../../components/deliveryHealthApi.ts';
import { networkParams, SILENT, type NetworkArgs } from '../../components/networkApi.ts';

const list = ENDPOINT_PATHS.listDeliveries;
const redeliver = ENDPOINT_PATHS.redeliverDelivery;
const integrations = ENDPOINT_PATHS.listIntegrations;

/** Which attempts: a route's (by key) or a webhook integration's routes', one outcome or both, one page. */
export interface ListDeliveriesArgs extends NetworkArgs {
  routeKey?: string;
  integrationConfigId?: string;
  outcome?: DeliveryOutcomeFilter;
  /** The page; undefined for the first (newest). */
  cursor?: string;
  limit?: number;
}

export interface RedeliverArgs extends NetworkArgs {
  deliveryId: string;
}

/** The network's delivery-log tag: the list and the health (deliveryHealthApi) load again after a redelivery. */
const networkDeliveries = ({ networkId }: NetworkArgs) => [{ type: DELIVERY_TAG, id: networkId } as const];

/**
 * The delivery log (issue 28): a page of a route's or a webhook integration's attempts, newest first, and
 * Redeliver (level ≤ 20), which answers the new attempt once it ended. The health of every route and
 * integration is in `src/components/deliveryHealthApi.ts` (the Routes and Integrations tabs show it).
 */
export const deliveriesApi = deliveriesBaseApi.injectEndpoints({
  endpoints: (build) => ({
    listDeliveries: build.query<ResponseOf<typeof list>, ListDeliveriesArgs>({
      query: ({ routeKey, integrationConfigId, outcome, cursor, limit, ...args }) =>
        buildPath(list, networkParams(args), {
          route_key: routeKey,
          integration_config_id: integrationConfigId,
          outcome,
          cursor,
          limit,
        }),
      providesTags: (_result, _error, args) => networkDeliveries(args),
      extraOptions: SILENT,
    }),
    redeliverDelivery: build.mutation<ResponseOf<typeof redeliver>, RedeliverArgs>({
      query: ({ deliveryId, ...args }) => ({
        url: buildPath(redeliver, { ...networkParams(args), deliveryId }),
        method: redeliver.method,
      }),
      invalidatesTags: (result, _error, args) => (result ? networkDeliveries(args) : []),
      extraOptions: SILENT,
    }),
    /** The network's webhook integrations: an integration's deliveries view names it (or finds it gone). */
    listWebhookIntegrations: build.query<ResponseOf<typeof integrations>['integrations'], NetworkArgs>({
      query: (args) => buildPath(integrations, networkParams(args)),
      transformResponse: (response: ResponseOf<typeof integrations>) =>
        response.integrations.filter((i) => i.integration_type === 'webhook'),
      providesTags: ['Integration'],
      extraOptions: SILENT,
    }),
  }),
});

export const { useListDeliveriesQuery, useRedeliverDeliveryMutation, useListWebhookIntegrationsQuery } = deliveriesApi;
