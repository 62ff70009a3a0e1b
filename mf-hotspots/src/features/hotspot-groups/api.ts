import { accountParams, ENDPOINT_PATHS, platformApi, silentMutation } from '@beacon/shared';
import type { AccountArg, GroupBody, HotspotGroup } from '../../components/hotspotsApi.ts';

const createGroup = ENDPOINT_PATHS.createHotspotGroup;

/** The groups page's own call (admin-and-hotspots.md §7.2): create a group. It lists them with `groupListApi`. */
export const hotspotGroupsApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    createHotspotGroup: build.mutation<HotspotGroup, AccountArg & { body: GroupBody }>(
      silentMutation(createGroup, accountParams, { invalidates: ['HotspotGroup'] }),
    ),
  }),
});

export const { useCreateHotspotGroupMutation } = hotspotGroupsApi;
