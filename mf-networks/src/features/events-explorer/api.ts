import { buildPath, ENDPOINT_PATHS, platformApi } from '@beacon/shared';
import type { BodyOf, ResponseOf } from '@beacon/shared/contract';
import { SILENT } from '../../components/networkApi.ts';
import { isDeviceScope, logExplorerBody, type EventsScope, type ExplorerView } from './eventsQuery.ts';

const explore = ENDPOINT_PATHS.exploreLog;
const tail = ENDPOINT_PATHS.tailLog;

export interface ExploreEventsArgs {
  accountId: string;
  scope: EventsScope;
  /** Not the whole URL query: turning the live tail on or off asks for no new page. */
  query: ExplorerView;
}

export interface TailEventsArgs {
  accountId: string;
  body: BodyOf<typeof tail>;
}

export type TailAnswer = ResponseOf<typeof tail>;

/**
 * The events explorer (customer-console.md §7 log-explorer): one page of a network's or a device's
 * event log. Silent: the explorer shows its own "Error loading events" toast.
 */
export const eventsExplorerApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    exploreEvents: build.query<ResponseOf<typeof explore>, ExploreEventsArgs>({
      query: ({ accountId, scope, query }) => ({
        url: buildPath(explore, { account: accountId }),
        method: explore.method,
        body: logExplorerBody(scope, query),
      }),
      // A device's events reload when something invalidates the device (a test event sent from its page).
      providesTags: (_result, _error, { scope }) =>
        isDeviceScope(scope) ? [{ type: 'Device', id: scope.deviceId }] : [],
      extraOptions: SILENT,
    }),
    /**
     * The live tail (beyond the spec): a mutation, so that polls called with `track: false` leave
     * nothing in the store. Silent: a failed poll shows an inline warning, not a toast a second.
     */
    tailEvents: build.mutation<TailAnswer, TailEventsArgs>({
      query: ({ accountId, body }) => ({ url: buildPath(tail, { account: accountId }), method: tail.method, body }),
      extraOptions: SILENT,
    }),
  }),
});

export const { useExploreEventsQuery } = eventsExplorerApi;
