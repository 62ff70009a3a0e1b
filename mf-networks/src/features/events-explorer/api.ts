import { buildPath, ENDPOINT_PATHS, platformApi, type PlatformExtraOptions } from '@beacon/shared';
import type { ResponseOf } from '@beacon/shared/contract';
import { logExplorerBody, type EventsQuery } from './eventsQuery.ts';

/** The tab shows its own "Error loading events" toast instead of the generic one. */
const SILENT: PlatformExtraOptions = { silent: true };

const op = ENDPOINT_PATHS.exploreLog;

export interface NetworkEventsArgs {
  accountId: string;
  networkId: string;
  query: EventsQuery;
}

/** The events explorer (customer-console.md §7 log-explorer): one page of a network's event log. */
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
