import { buildPath, ENDPOINT_PATHS, platformApi, type PlatformExtraOptions } from '@beacon/shared';
import type { ResponseOf } from '@beacon/shared/contract';
import { chronological } from './statsFigures.ts';

/** The tab shows its own "Error loading statistics" toast instead of the generic one. */
const SILENT: PlatformExtraOptions = { silent: true };

const op = ENDPOINT_PATHS.getStats;

export interface NetworkStatsArgs {
  accountId: string;
  networkId: string;
}

/** The statistics of a network (customer-console.md §7: GET stats?type=network&type_key={id}), oldest first. */
export const networkStatsApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    getNetworkStats: build.query<ResponseOf<typeof op>['stats'], NetworkStatsArgs>({
      query: ({ accountId, networkId }) =>
        buildPath(op, { account: accountId }, { type: 'network', type_key: networkId }),
      transformResponse: (response: ResponseOf<typeof op>) => chronological(response.stats),
      extraOptions: SILENT,
    }),
  }),
});

export const { useGetNetworkStatsQuery } = networkStatsApi;
