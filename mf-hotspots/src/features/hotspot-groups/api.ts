import { buildPath, ENDPOINT_PATHS, platformApi } from '@beacon/shared';
import { SILENT, type AccountArg, type GroupBody, type HotspotGroup } from '../../components/hotspotsApi.ts';

const createGroup = ENDPOINT_PATHS.createHotspotGroup;

/** The groups page's own call (admin-and-hotspots.md §7.2): create a group. It lists them with `groupListApi`. */
export const hotspotGroupsApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    createHotspotGroup: build.mutation<HotspotGroup, AccountArg & { body: GroupBody }>({
      query: ({ accountId, body }) => ({
        url: buildPath(createGroup, { account: accountId }),
        method: createGroup.method,
        body,
      }),
      invalidatesTags: ['HotspotGroup'],
      extraOptions: SILENT,
    }),
  }),
});

export const { useCreateHotspotGroupMutation } = hotspotGroupsApi;
