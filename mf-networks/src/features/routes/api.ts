import { platformApi, type ApiError, type PlatformBaseQueryMeta, type PlatformExtraOptions } from '@beacon/shared';
import type { InstalledIntegration, Network, RouteInput, RouteTestResult } from '@beacon/shared/contract';

/** Every call here shows its own spec toast or inline state instead of the generic one. */
const SILENT: PlatformExtraOptions = { silent: true };

export interface NetworkArgs {
  accountId: string;
  networkId: string;
}

export interface SaveRoutesArgs extends NetworkArgs {
  /** The whole list, each with its position in `order` (customer-console.md §4). */
  routes: RouteInput[];
  /**
   * The `ETag` of the list the new one was made from, sent as `If-Match`: when someone else has saved
   * routes since, the platform answers 409 instead of overwriting them. Null sends none.
   */
  etag: string | null;
}

/** The network with its routes, and the revision of that route list (`ETag`) a save must match. */
export interface NetworkRoutes {
  network: Network;
  /** The answer's `ETag` header (a quoted revision, e.g. `"3"`); null when the platform sent none. */
  etag: string | null;
}

const withEtag = (network: Network, meta: PlatformBaseQueryMeta | undefined): NetworkRoutes => ({
  network,
  etag: meta?.response.headers.get('ETag') ?? null,
});

export interface TestRouteArgs extends NetworkArgs {
  eventType: string;
}

const networkPath = ({ accountId, networkId }: NetworkArgs) =>
  `/v1/accounts/${encodeURIComponent(accountId)}/networks/${encodeURIComponent(networkId)}`;

/**
 * The Routes tab (customer-console.md §7): the network with its routes, the whole-list re-save, the
 * route tester, and the installed integrations (to name the integration that owns a route).
 */
export const routesApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    getNetworkRoutes: build.query<NetworkRoutes, NetworkArgs>({
      query: networkPath,
      transformResponse: withEtag,
      providesTags: (_result, _error, { networkId }) => [
        { type: 'Network', id: networkId },
        { type: 'Route', id: networkId },
      ],
      extraOptions: SILENT,
    }),
    /**
     * Level ≤ 20; the whole list replaces the stored one unless `etag` is stale (409). The answer,
     * with its new `ETag`, becomes the shown list at once (the invalidated list is read again too).
     */
    saveNetworkRoutes: build.mutation<NetworkRoutes, SaveRoutesArgs>({
      query: ({ routes, etag, ...args }) => ({
        url: networkPath(args),
        method: 'POST',
        body: { routes },
        ...(etag === null ? {} : { headers: { 'If-Match': etag } }),
      }),
      transformResponse: withEtag,
      invalidatesTags: ['Network', 'Route'],
      extraOptions: SILENT,
      async onQueryStarted({ accountId, networkId }, { dispatch, queryFulfilled }) {
        let saved: NetworkRoutes;
        try {
          ({ data: saved } = await queryFulfilled);
        } catch {
          return; // The caller toasts the failure and reloads the list.
        }
        if (saved.etag === null) return;
        dispatch(routesApi.util.updateQueryData('getNetworkRoutes', { accountId, networkId }, () => saved));
      },
    }),
    /** Which saved routes an event type reaches (any member); re-asked whenever the routes change. */
    testNetworkRoute: build.query<RouteTestResult, TestRouteArgs>({
      query: ({ eventType, ...args }) => ({
        url: `${networkPath(args)}/route-test`,
        method: 'POST',
        body: { event_type: eventType },
      }),
      providesTags: (_result, _error, { networkId }) => [{ type: 'Route', id: networkId }],
      extraOptions: SILENT,
    }),
    listRouteOwners: build.query<InstalledIntegration[], NetworkArgs>({
      query: (args) => `${networkPath(args)}/integrations`,
      transformResponse: (response: { integrations: InstalledIntegration[] }) => response.integrations,
      providesTags: ['Integration'],
      extraOptions: SILENT,
    }),
  }),
});

export const {
  useGetNetworkRoutesQuery,
  useSaveNetworkRoutesMutation,
  useTestNetworkRouteQuery,
  useListRouteOwnersQuery,
} = routesApi;

/** A query's or `unwrap()`'s failure as an `ApiError` (a `SerializedError` is a client-side failure). */
export function asApiError(error: unknown): ApiError {
  if (typeof error === 'object' && error !== null && 'status' in error && 'message' in error) return error as ApiError;
  const message =
    typeof error === 'object' && error !== null && 'message' in error ? String(error.message) : String(error);
  return { status: 'PARSE_ERROR', message };
}

/** 401 signs the user out and 429 has its own toast (both from the base query): no second toast. */
export function needsErrorToast(error: ApiError): boolean {
  return error.status !== 401 && error.status !== 429;
}
