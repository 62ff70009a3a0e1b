import { buildPath, ENDPOINT_PATHS, platformApi } from '@beacon/shared';
import type { ResponseOf } from '@beacon/shared/contract';
import { SILENT, type HotspotGroup } from './hotspotsApi.ts';

const listGroups = ENDPOINT_PATHS.listHotspotGroups;

/** The account's hotspot groups: the groups page, the group select and every screen that names a group. */
export const groupListApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    listHotspotGroups: build.query<HotspotGroup[], string>({
      query: (accountId) => buildPath(listGroups, { account: accountId }),
      transformResponse: (answer: ResponseOf<typeof listGroups>) => answer.hotspot_groups,
      providesTags: ['HotspotGroup'],
      extraOptions: SILENT,
    }),
  }),
});

export const { useListHotspotGroupsQuery } = groupListApi;
