import { platformApi, type PlatformExtraOptions } from '@beacon/shared';
import type { EventLogRow, ExplorerResponse } from '@beacon/shared/contract';
import { logExplorerBody, type EventsQuery } from './eventsQuery.ts';

/** The tab shows its own "Error loading events" toast instead of the generic one. */
const SILENT: PlatformExtraOptions = { silent: true };

export interface NetworkEventsArgs {
  accountId: string;
  networkId: string;
  query: EventsQuery;
}

const logExplorerPath = (accountId: string) => `/v1/accounts/${encodeURIComponent(accountId)}/log-explorer`;

/** The events explorer (customer-console.md §7 log-explorer): one page of a network's event log. */
export const eventsExplorerApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    exploreNetworkEvents: build.query<ExplorerResponse<EventLogRow>, NetworkEventsArgs>({
      query: ({ accountId, networkId, query }) => ({
        url: logExplorerPath(accountId),
        method: 'POST',
        body: logExplorerBody(networkId, query),
      }),
      extraOptions: SILENT,
    }),
  }),
});

export const { useExploreNetworkEventsQuery } = eventsExplorerApi;
