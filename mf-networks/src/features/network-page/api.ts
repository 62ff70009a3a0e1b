import { platformApi, type ApiError } from '@beacon/shared';
import type { Network } from '@beacon/shared/contract';

export interface NetworkArgs {
  accountId: string;
  networkId: string;
}

const networkPath = ({ accountId, networkId }: NetworkArgs) =>
  `/v1/accounts/${encodeURIComponent(accountId)}/networks/${encodeURIComponent(networkId)}`;

/** The network page (customer-console.md §7 `GET …/networks/{networkId}`). */
export const networkPageApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * One network of an account. Silent: the page shows a failure inline, and a 404 or 403 sends it
     * looking in the user's other accounts (which must not toast either).
     */
    getNetworkDetail: build.query<Network, NetworkArgs>({
      query: networkPath,
      providesTags: (_result, _error, { networkId }) => [{ type: 'Network', id: networkId }],
      extraOptions: { silent: true },
    }),
  }),
});

export const { useGetNetworkDetailQuery } = networkPageApi;

/** A 404 or 403 for the network: it may be in another of the user's accounts. */
export function isNotInAccount(error: ApiError): boolean {
  return error.status === 404 || error.status === 403;
}

/** A query's or `unwrap()`'s failure as an `ApiError` (a `SerializedError` is a client-side failure). */
export function asApiError(error: unknown): ApiError {
  if (typeof error === 'object' && error !== null && 'status' in error && 'message' in error) return error as ApiError;
  const message =
    typeof error === 'object' && error !== null && 'message' in error ? String(error.message) : String(error);
  return { status: 'PARSE_ERROR', message };
}
