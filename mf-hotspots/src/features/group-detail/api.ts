import { ENDPOINT_PATHS, HOTSPOT_PAGE_SIZE, platformApi, silentItem, silentMutation, silentList } from '@beacon/shared';
import type { ResponseOf } from '@beacon/shared/contract';
import type { AccountArg, GroupBody, HotspotGroup, PageArg } from '../../components/hotspotsApi.ts';

const getGroup = ENDPOINT_PATHS.getHotspotGroup;
const updateGroup = ENDPOINT_PATHS.updateHotspotGroup;
const deleteGroup = ENDPOINT_PATHS.deleteHotspotGroup;
const groupHotspots = ENDPOINT_PATHS.listGroupHotspots;
const groupAlerts = ENDPOINT_PATHS.listHotspotGroupAlerts;

export type HotspotAlert = ResponseOf<typeof groupAlerts>['alerts'][number];

interface GroupArg extends AccountArg {
  groupId: string;
}

const groupParams = ({ accountId, groupId }: GroupArg) => ({ account: accountId, groupId });

/** The group page (admin-and-hotspots.md §7.2): the group, its hotspots and alerts, its edit and delete. */
export const groupDetailApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    getHotspotGroup: build.query<HotspotGroup, GroupArg>(
      silentItem(getGroup, groupParams, 'HotspotGroup', ({ groupId }) => groupId),
    ),
    updateHotspotGroup: build.mutation<HotspotGroup, GroupArg & { body: GroupBody }>(
      silentMutation(updateGroup, groupParams, { invalidates: ['HotspotGroup'] }),
    ),
    /** Its hotspots move to Ungrouped, so hotspot data refreshes too. */
    deleteHotspotGroup: build.mutation<null, GroupArg>(
      silentMutation(deleteGroup, groupParams, { invalidates: ['HotspotGroup', 'Hotspot'] }),
    ),
    listGroupHotspots: build.query<ResponseOf<typeof groupHotspots>, GroupArg & PageArg>(
      silentList<typeof groupHotspots, GroupArg & PageArg>(groupHotspots, groupParams, {
        search: ({ cursor }) => ({ pagesize: HOTSPOT_PAGE_SIZE, cursor }),
        tags: ['Hotspot'],
      }),
    ),
    listHotspotGroupAlerts: build.query<HotspotAlert[], GroupArg>({
      ...silentItem(groupAlerts, groupParams, 'HotspotGroup', ({ groupId }) => `${groupId}/alerts`),
      transformResponse: (answer: ResponseOf<typeof groupAlerts>) => answer.alerts,
    }),
  }),
});

export const {
  useGetHotspotGroupQuery,
  useUpdateHotspotGroupMutation,
  useDeleteHotspotGroupMutation,
  useListGroupHotspotsQuery,
  useListHotspotGroupAlertsQuery,
} = groupDetailApi;
