import { platformApi, type PlatformExtraOptions } from '@beacon/shared';
import type { CreateNetworkBody, Network } from '@beacon/shared/contract';

/** Both calls show the spec's own toasts at the call site ("Error loading/creating networks: …"). */
const SILENT: PlatformExtraOptions = { silent: true };

export interface CreateNetworkArgs {
  accountId: string;
  body: CreateNetworkBody;
}

const networksPath = (accountId: string) => `/v1/accounts/${encodeURIComponent(accountId)}/networks`;

/** The network list (customer-console.md §7): list and create the selected account's networks. */
export const networkListApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    listNetworks: build.query<Network[], string>({
      query: (accountId) => networksPath(accountId),
      transformResponse: (response: { networks: Network[] }) => response.networks,
      providesTags: ['Network'],
      extraOptions: SILENT,
    }),
    createNetwork: build.mutation<Network, CreateNetworkArgs>({
      query: ({ accountId, body }) => ({ url: networksPath(accountId), method: 'POST', body }),
      invalidatesTags: ['Network'],
      extraOptions: SILENT,
    }),
  }),
});

export const { useListNetworksQuery, useCreateNetworkMutation } = networkListApi;
