import { buildPath, ENDPOINT_PATHS, platformApi } from '@beacon/shared';
import type { ResponseOf } from '@beacon/shared/contract';
import { SILENT, type NetworkArgs } from '../../components/networkApi.ts';
import { logExplorerBody, type EventsQuery } from './eventsQuery.ts';

const op = ENDPOINT_PATHS.exploreLog;

export interface NetworkEventsArgs extends NetworkArgs {
  query: EventsQuery;
}

/**
 * The events explorer (customer-console.md §7 log-explorer): one page of a network's event log.
 * Silent: the tab shows its own "Error loading events" toast.
 */
export const eventsExplorerApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    exploreNetworkEvents: build.query<ResponseOf<typeof op>, NetworkEventsArgs>({
      query: ({ accountId, networkId, query }) => ({
        url: buildPath(op, { account: accountId }),
        method: op.method,
        body: logExplorerBody(networkId, query),
      }),
      extraOptions: SILENT,
    }),
  }),
});

export const { useExploreNetworkEventsQuery } = eventsExplorerApi;
