import { platformApi, type PlatformExtraOptions } from '@beacon/shared';
import type { StatsPoint } from '@beacon/shared/contract';
import { chronological } from './statsFigures.ts';

/** The tab shows its own "Error loading statistics" toast instead of the generic one. */
const SILENT: PlatformExtraOptions = { silent: true };

export interface NetworkStatsArgs {
  accountId: string;
  networkId: string;
}

/** The statistics of a network (customer-console.md §7: GET stats?type=network&type_key={id}), oldest first. */
export const networkStatsApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    getNetworkStats: build.query<StatsPoint[], NetworkStatsArgs>({
      query: ({ accountId, networkId }) => ({
        url: `/v1/accounts/${encodeURIComponent(accountId)}/stats`,
        params: { type: 'network', type_key: networkId },
      }),
      transformResponse: (response: { stats: StatsPoint[] }) => chronological(response.stats),
      extraOptions: SILENT,
    }),
  }),
});

export const { useGetNetworkStatsQuery } = networkStatsApi;
