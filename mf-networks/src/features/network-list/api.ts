import { buildPath, ENDPOINT_PATHS, fetchAllNetworks, platformApi } from '@beacon/shared';
import type { BodyOf, ResponseOf } from '@beacon/shared/contract';
import { NETWORK_LIST_TAG, SILENT } from '../../components/networkApi.ts';

type NetworkList = ResponseOf<typeof ENDPOINT_PATHS.listNetworks>;
const create = ENDPOINT_PATHS.createNetwork;

export interface CreateNetworkArgs {
  accountId: string;
  body: BodyOf<typeof create>;
}

/**
 * The network list (customer-console.md §7): list and create the selected account's networks. Both
 * silent: the call sites show the spec's own toasts ("Error loading/creating networks: …").
 */
export const networkListApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    /** Every network of the account: 1,000 a page, following the cursor. */
    listNetworks: build.query<NetworkList['networks'], string>({
      queryFn: (accountId, _api, _extraOptions, baseQuery) => fetchAllNetworks(baseQuery, accountId),
      providesTags: [NETWORK_LIST_TAG],
      extraOptions: SILENT,
    }),
    createNetwork: build.mutation<ResponseOf<typeof create>, CreateNetworkArgs>({
      query: ({ accountId, body }) => ({ url: buildPath(create, { account: accountId }), method: create.method, body }),
      invalidatesTags: ['Network'],
      extraOptions: SILENT,
    }),
  }),
});

export const { useListNetworksQuery, useCreateNetworkMutation } = networkListApi;
