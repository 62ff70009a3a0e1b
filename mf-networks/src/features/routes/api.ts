import { buildPath, ENDPOINT_PATHS, platformApi } from '@beacon/shared';
import type { BodyOf, ResponseOf, RouteInput } from '@beacon/shared/contract';
import { networkParams, SILENT, type NetworkArgs } from '../../components/networkApi.ts';
import { ifMatch, versionedNetworkApi, withEtag, type VersionedNetwork } from '../../components/versionedNetworkApi.ts';

const update = ENDPOINT_PATHS.updateNetwork;
const test = ENDPOINT_PATHS.testRoute;
const owners = ENDPOINT_PATHS.listIntegrations;

export interface SaveRoutesArgs extends NetworkArgs {
  /** The whole list, each with its position in `order` (customer-console.md §4). */
  routes: RouteInput[];
  /**
   * The `ETag` of the list the new one was made from, sent as `If-Match`: when someone else has saved
   * routes since, the platform answers 409 instead of overwriting them. Null sends none.
   */
  etag: string | null;
}

export interface TestRouteArgs extends NetworkArgs {
  eventType: string;
}

/**
 * The Routes tab (customer-console.md §7): the network with its routes, the whole-list re-save, the
 * route tester, and the installed integrations (to name the integration that owns a route).
 */
export const routesApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Level ≤ 20; the whole list replaces the stored one unless `etag` is stale (409). The answer,
     * with its new `ETag`, becomes the shown list at once (the invalidated list is read again too).
     */
    saveNetworkRoutes: build.mutation<VersionedNetwork, SaveRoutesArgs>({
      query: ({ routes, etag, ...args }) => ({
        url: buildPath(update, networkParams(args)),
        method: update.method,
        body: { routes } satisfies BodyOf<typeof update>,
        ...ifMatch(etag),
      }),
      transformResponse: withEtag,
      invalidatesTags: ['Network', 'Route'],
      extraOptions: SILENT,
      async onQueryStarted({ accountId, networkId }, { dispatch, queryFulfilled }) {
        let saved: VersionedNetwork;
        try {
          ({ data: saved } = await queryFulfilled);
        } catch {
          return; // The caller toasts the failure and reloads the list.
        }
        if (saved.etag === null) return;
        dispatch(
          versionedNetworkApi.util.updateQueryData('getVersionedNetwork', { accountId, networkId }, () => saved),
        );
      },
    }),
    /** Which saved routes an event type reaches (any member); re-asked whenever the routes change. */
    testNetworkRoute: build.query<ResponseOf<typeof test>, TestRouteArgs>({
      query: ({ eventType, ...args }) => ({
        url: buildPath(test, networkParams(args)),
        method: test.method,
        body: { event_type: eventType } satisfies BodyOf<typeof test>,
      }),
      providesTags: (_result, _error, { networkId }) => [{ type: 'Route', id: networkId }],
      extraOptions: SILENT,
    }),
    listRouteOwners: build.query<ResponseOf<typeof owners>['integrations'], NetworkArgs>({
      query: (args) => buildPath(owners, networkParams(args)),
      transformResponse: (response: ResponseOf<typeof owners>) => response.integrations,
      providesTags: ['Integration'],
      extraOptions: SILENT,
    }),
  }),
});

export const { useSaveNetworkRoutesMutation, useTestNetworkRouteQuery, useListRouteOwnersQuery } = routesApi;
