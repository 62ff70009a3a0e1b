import { buildPath, ENDPOINT_PATHS, platformApi } from '@beacon/shared';
import type { ResponseOf } from '@beacon/shared/contract';
import { SILENT } from '../../components/networkApi.ts';
import { chronological } from './statsFigures.ts';

const op = ENDPOINT_PATHS.getStats;

/** Whose statistics: a network's or a device's (customer-console.md §7: `stats?type=…&type_key={id}`). */
export type StatsType = 'network' | 'device';

export interface StatsArgs {
  accountId: string;
  type: StatsType;
  key: string;
}

/**
 * The statistics of a network or a device, oldest first. Silent: the panel shows its own
 * "Error loading statistics" toast.
 */
export const statsApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    getStats: build.query<ResponseOf<typeof op>['stats'], StatsArgs>({
      query: ({ accountId, type, key }) => buildPath(op, { account: accountId }, { type, type_key: key }),
      transformResponse: (response: ResponseOf<typeof op>) => chronological(response.stats),
      extraOptions: SILENT,
    }),
  }),
});

export const { useGetStatsQuery } = statsApi;
