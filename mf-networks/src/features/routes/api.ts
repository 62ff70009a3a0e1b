import { platformApi, type ApiError, type PlatformExtraOptions } from '@beacon/shared';
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
}

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
    getNetworkRoutes: build.query<Network, NetworkArgs>({
      query: networkPath,
      providesTags: (_result, _error, { networkId }) => [
        { type: 'Network', id: networkId },
        { type: 'Route', id: networkId },
      ],
      extraOptions: SILENT,
    }),
    /** Level ≤ 20; the whole list replaces the stored one. */
    saveNetworkRoutes: build.mutation<Network, SaveRoutesArgs>({
      query: ({ routes, ...args }) => ({ url: networkPath(args), method: 'POST', body: { routes } }),
      invalidatesTags: ['Network', 'Route'],
      extraOptions: SILENT,
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
