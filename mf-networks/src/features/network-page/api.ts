import { buildPath, ENDPOINT_PATHS, platformApi, type ApiError } from '@beacon/shared';
import type { ResponseOf } from '@beacon/shared/contract';
import { networkParams, SILENT, type NetworkArgs } from '../../components/networkApi.ts';

const op = ENDPOINT_PATHS.getNetwork;

/** The network page (customer-console.md §7 `GET …/networks/{networkId}`). */
export const networkPageApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * One network of an account. Silent: the page shows a failure inline, and a 404 or 403 sends it
     * looking in the user's other accounts (which must not toast either). Dropped as soon as no page
     * shows it, so a visit (Back after a delete) never starts from a network the server may no longer have.
     */
    getNetworkDetail: build.query<ResponseOf<typeof op>, NetworkArgs>({
      query: (args) => buildPath(op, networkParams(args)),
      providesTags: (_result, _error, { networkId }) => [{ type: 'Network', id: networkId }],
      keepUnusedDataFor: 0,
      extraOptions: SILENT,
    }),
  }),
});

export const { useGetNetworkDetailQuery } = networkPageApi;

/** A 404 or 403 for the network: it may be in another of the user's accounts. */
export function isNotInAccount(error: ApiError): boolean {
  return error.status === 404 || error.status === 403;
}
