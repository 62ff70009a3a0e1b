import { useNetworkPagePath } from './networkPageContext.ts';

/**
 * The deliveries views of a network (issue 28): one per route, by its route key, and one per webhook
 * integration, under the Routes and Integrations tabs; the selected account stays in the query.
 */
export function useDeliveriesPaths(networkId: string) {
  const pagePath = useNetworkPagePath(networkId);
  return {
    route: (routeKey: string) => pagePath(`routes/${encodeURIComponent(routeKey)}/deliveries`),
    integration: (configId: string) => pagePath(`integrations/${encodeURIComponent(configId)}/deliveries`),
  };
}
