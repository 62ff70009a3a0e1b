import { platformApi, type ApiError } from '@beacon/shared';
import type { Network, RenameNetworkBody } from '@beacon/shared/contract';

export interface UpdateNetworkSettingsArgs {
  accountId: string;
  networkId: string;
  body: RenameNetworkBody;
}

export interface RemoveNetworkArgs {
  accountId: string;
  networkId: string;
}

const networkPath = (accountId: string, networkId: string) =>
  `/v1/accounts/${encodeURIComponent(accountId)}/networks/${encodeURIComponent(networkId)}`;

/** Network settings (customer-console.md §7): the rename/landing-page update and delete. Silent: own toasts. */
export const networkSettingsApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    updateNetworkSettings: build.mutation<Network, UpdateNetworkSettingsArgs>({
      query: ({ accountId, networkId, body }) => ({ url: networkPath(accountId, networkId), method: 'POST', body }),
      invalidatesTags: ['Network'],
      extraOptions: { silent: true },
    }),
    /** Also deregisters the network's devices and removes its integrations (docs/decisions.md). */
    removeNetwork: build.mutation<null, RemoveNetworkArgs>({
      query: ({ accountId, networkId }) => ({ url: networkPath(accountId, networkId), method: 'DELETE' }),
      invalidatesTags: ['Network', 'Device', 'Integration'],
      extraOptions: { silent: true },
    }),
  }),
});

export const { useUpdateNetworkSettingsMutation, useRemoveNetworkMutation } = networkSettingsApi;

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
