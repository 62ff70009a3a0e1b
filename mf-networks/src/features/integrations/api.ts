import { platformApi, type ApiError, type PlatformExtraOptions } from '@beacon/shared';
import type { CreateIntegrationBody, InstalledIntegration, UpdateIntegrationBody } from '@beacon/shared/contract';

/** Every call here shows its own spec toast or inline state instead of the generic one. */
const SILENT: PlatformExtraOptions = { silent: true };

export interface NetworkArgs {
  accountId: string;
  networkId: string;
}

export interface CreateIntegrationArgs extends NetworkArgs {
  body: CreateIntegrationBody;
}

export interface UpdateIntegrationArgs extends NetworkArgs {
  configId: string;
  body: UpdateIntegrationBody;
}

export interface RemoveIntegrationArgs extends NetworkArgs {
  configId: string;
}

const integrationsPath = ({ accountId, networkId }: NetworkArgs) =>
  `/v1/accounts/${encodeURIComponent(accountId)}/networks/${encodeURIComponent(networkId)}/integrations`;

/** A webhook adds, replaces or removes routes of the network: its route list is read again too. */
const CHANGED = ['Integration', 'Route', 'Network'] as const;

/** The Integrations tab and its add/edit pages (customer-console.md §7; create and update: docs/decisions.md). */
export const integrationsApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    listNetworkIntegrations: build.query<InstalledIntegration[], NetworkArgs>({
      query: integrationsPath,
      transformResponse: (response: { integrations: InstalledIntegration[] }) => response.integrations,
      providesTags: ['Integration'],
      extraOptions: SILENT,
    }),
    createNetworkIntegration: build.mutation<InstalledIntegration, CreateIntegrationArgs>({
      query: ({ body, ...args }) => ({ url: integrationsPath(args), method: 'POST', body }),
      invalidatesTags: [...CHANGED],
      extraOptions: SILENT,
    }),
    updateNetworkIntegration: build.mutation<InstalledIntegration, UpdateIntegrationArgs>({
      query: ({ body, configId, ...args }) => ({
        url: `${integrationsPath(args)}/${encodeURIComponent(configId)}`,
        method: 'POST',
        body,
      }),
      invalidatesTags: [...CHANGED],
      extraOptions: SILENT,
    }),
    removeNetworkIntegration: build.mutation<null, RemoveIntegrationArgs>({
      query: ({ configId, ...args }) => ({
        url: `${integrationsPath(args)}/${encodeURIComponent(configId)}`,
        method: 'DELETE',
      }),
      invalidatesTags: [...CHANGED],
      extraOptions: SILENT,
    }),
  }),
});

export const {
  useListNetworkIntegrationsQuery,
  useCreateNetworkIntegrationMutation,
  useUpdateNetworkIntegrationMutation,
  useRemoveNetworkIntegrationMutation,
} = integrationsApi;

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
