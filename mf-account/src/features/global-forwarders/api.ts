import {
  accountParams,
  ENDPOINT_PATHS,
  fetchAllNetworks,
  platformApi,
  silentAccountList,
  silentMutation,
  type AccountBodyArgs,
  type PlatformExtraOptions,
} from '@beacon/shared';
import type { BodyOf, GlobalForwarder, ResponseOf } from '@beacon/shared/contract';

/** The page shows the spec's toasts ("Error creating Global Forwarder: {message}") itself. */
const SILENT: PlatformExtraOptions = { silent: true };

const list = ENDPOINT_PATHS.listGlobalForwarders;
const create = ENDPOINT_PATHS.createGlobalForwarder;
const remove = ENDPOINT_PATHS.deleteGlobalForwarder;

export type CreateGlobalForwarderBody = BodyOf<typeof create>;

/** The account's networks, for the destination list (the id and name are all it needs). */
export interface DestinationNetwork {
  id: string;
  name: string;
}

/** A forwarder is named by its namespace, device filter and domain together. */
interface DeleteForwarderArgs {
  accountId: string;
  forwarder: GlobalForwarder;
}

/**
 * `/global_forwarders` (admin-and-hotspots.md §7.1). There is no cache tag for forwarders: the page
 * refetches its list after a change.
 */
export const globalForwardersApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    listGlobalForwarders: build.query<GlobalForwarder[], string>(silentAccountList(list, 'records')),
    createGlobalForwarder: build.mutation<ResponseOf<typeof create>, AccountBodyArgs<typeof create>>(
      silentMutation(create, accountParams),
    ),
    deleteGlobalForwarder: build.mutation<ResponseOf<typeof remove>, DeleteForwarderArgs>(
      silentMutation(remove, accountParams, {
        search: ({ forwarder: { namespace, device_filter, domain } }: DeleteForwarderArgs) => ({
          namespace,
          device_filter,
          domain,
        }),
      }),
    ),
    listForwarderDestinations: build.query<DestinationNetwork[], string>({
      // Every network of the account (1,000 a page, following the cursor).
      async queryFn(accountId, _api, _extraOptions, baseQuery) {
        const answer = await fetchAllNetworks(baseQuery, accountId);
        if ('error' in answer) return answer;
        return { data: answer.data.map(({ network_id, name }) => ({ id: network_id, name })) };
      },
      providesTags: ['Network'],
      extraOptions: SILENT,
    }),
  }),
});

export const {
  useListGlobalForwardersQuery,
  useCreateGlobalForwarderMutation,
  useDeleteGlobalForwarderMutation,
  useListForwarderDestinationsQuery,
} = globalForwardersApi;
