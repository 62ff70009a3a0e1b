import { buildPath, ENDPOINT_PATHS, platformApi } from '@beacon/shared';
import type { ResponseOf } from '@beacon/shared/contract';
import { SILENT, type NetworkArgs } from '../../components/networkApi.ts';
import { chronological } from './statsFigures.ts';

const op = ENDPOINT_PATHS.getStats;

/**
 * The statistics of a network (customer-console.md §7: GET stats?type=network&type_key={id}), oldest first.
 * Silent: the tab shows its own "Error loading statistics" toast.
 */
export const networkStatsApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    getNetworkStats: build.query<ResponseOf<typeof op>['stats'], NetworkArgs>({
      query: ({ accountId, networkId }) =>
        buildPath(op, { account: accountId }, { type: 'network', type_key: networkId }),
      transformResponse: (response: ResponseOf<typeof op>) => chronological(response.stats),
      extraOptions: SILENT,
    }),
  }),
});

export const { useGetNetworkStatsQuery } = networkStatsApi;
