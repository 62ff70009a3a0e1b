import { ENDPOINT_PATHS, platformApi, silentAccountList } from '@beacon/shared';
import type { HotspotGroup } from './hotspotsApi.ts';

const listGroups = ENDPOINT_PATHS.listHotspotGroups;

/** The account's hotspot groups: the groups page, the group select and every screen that names a group. */
export const groupListApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    listHotspotGroups: build.query<HotspotGroup[], string>(
      silentAccountList(listGroups, 'hotspot_groups', ['HotspotGroup']),
    ),
  }),
});

export const { useListHotspotGroupsQuery } = groupListApi;
