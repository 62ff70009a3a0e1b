import { buildPath, ENDPOINT_PATHS, platformApi } from '@beacon/shared';
import type { DeliveryHealth, ResponseOf } from '@beacon/shared/contract';
import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo } from 'react';
import { networkParams, SILENT, type NetworkArgs } from './networkApi.ts';

const health = ENDPOINT_PATHS.getDeliveryHealth;

/**
 * The cache tag of a network's delivery log and its health: a redelivery adds an attempt to both. The
 * platform API declares no such tag, so this adds it (RTK Query's `addTagTypes`).
 */
export const DELIVERY_TAG = 'Delivery';

/** The platform API with the delivery tag: the deliveries feature injects its endpoints here too. */
export const deliveriesBaseApi = platformApi.enhanceEndpoints({ addTagTypes: [DELIVERY_TAG] });

/**
 * The delivery health of every route and webhook integration of a network, in one call per tab (the
 * Routes tab and the Integrations tab show it as a badge beside each).
 */
export const deliveryHealthApi = deliveriesBaseApi.injectEndpoints({
  endpoints: (build) => ({
    getDeliveryHealth: build.query<ResponseOf<typeof health>, NetworkArgs>({
      query: (args) => buildPath(health, networkParams(args)),
      providesTags: (_result, _error, { networkId }) => [{ type: DELIVERY_TAG, id: networkId }],
      extraOptions: SILENT,
    }),
  }),
});

export const { useGetDeliveryHealthQuery } = deliveryHealthApi;

/** A network's delivery health by route key and by integration config id. */
export interface NetworkDeliveryHealth {
  /** The health has loaded (a route or integration missing from it has had no deliveries). */
  loaded: boolean;
  byRouteKey: ReadonlyMap<string, DeliveryHealth>;
  byIntegration: ReadonlyMap<string, DeliveryHealth>;
}

/**
 * The delivery health of `networkId`, looked up by route key and integration. A failed load shows no
 * badges (the tab's own content matters more), so it is not reported.
 */
export function useNetworkDeliveryHealth(accountId: string | null | undefined, networkId: string) {
  const { data } = useGetDeliveryHealthQuery(accountId ? { accountId, networkId } : skipToken);
  return useMemo<NetworkDeliveryHealth>(
    () => ({
      loaded: data !== undefined,
      byRouteKey: new Map(
        (data?.routes ?? []).flatMap((h) => (h.route_key === undefined ? [] : [[h.route_key, h] as const])),
      ),
      byIntegration: new Map(
        (data?.integrations ?? []).flatMap((h) =>
          h.integration_config_id === undefined ? [] : [[h.integration_config_id, h] as const],
        ),
      ),
    }),
    [data],
  );
}
