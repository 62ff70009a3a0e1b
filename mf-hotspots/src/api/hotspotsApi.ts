import { buildPath, ENDPOINT_PATHS, HOTSPOT_PAGE_SIZE, platformApi, type PlatformExtraOptions } from '@beacon/shared';
import type { BodyOf, ResponseOf } from '@beacon/shared/contract';

const explore = ENDPOINT_PATHS.exploreHotspotStatus;
const listGroups = ENDPOINT_PATHS.listHotspotGroups;
const getGroup = ENDPOINT_PATHS.getHotspotGroup;
const createGroup = ENDPOINT_PATHS.createHotspotGroup;
const updateGroup = ENDPOINT_PATHS.updateHotspotGroup;
const deleteGroup = ENDPOINT_PATHS.deleteHotspotGroup;
const groupHotspots = ENDPOINT_PATHS.listGroupHotspots;
const groupAlerts = ENDPOINT_PATHS.listHotspotGroupAlerts;
const listHotspots = ENDPOINT_PATHS.listHotspots;
const getHotspot = ENDPOINT_PATHS.getHotspot;
const createHotspot = ENDPOINT_PATHS.createHotspot;
const updateHotspot = ENDPOINT_PATHS.updateHotspot;
const deleteHotspot = ENDPOINT_PATHS.deleteHotspot;

/** The hotspot screens show their own messages (admin-and-hotspots.md §8.2): no global toast doubles them. */
const SILENT: PlatformExtraOptions = { silent: true };

export type StatusExplorerAnswer = ResponseOf<typeof explore>;
export type StatusRecord = StatusExplorerAnswer['results'][number];
export type HotspotGroup = ResponseOf<typeof getGroup>;
export type Hotspot = ResponseOf<typeof getHotspot>;
export type HotspotAlert = ResponseOf<typeof groupAlerts>['alerts'][number];
export type GroupBody = BodyOf<typeof createGroup>;
export type CreateHotspotBody = BodyOf<typeof createHotspot>;
export type UpdateHotspotBody = BodyOf<typeof updateHotspot>;

/** What the dashboard asks: which view (`summary`, `status_changes` or the plain reports) and its filters. */
export interface StatusExplorerArgs {
  accountId: string;
  view: 'summary' | 'changes' | 'reports';
  groupId?: string | undefined;
  hotspotId?: string | undefined;
}

/** The explorer's body: the filters as field/value pairs, page_size 1000, page 1 (§7.2, §9). */
export function statusExplorerBody({ groupId, hotspotId }: Pick<StatusExplorerArgs, 'groupId' | 'hotspotId'>) {
  const fields: Array<{ field: 'group_id' | 'hotspot_id'; value: string }> = [];
  if (groupId) fields.push({ field: 'group_id', value: groupId });
  if (hotspotId) fields.push({ field: 'hotspot_id', value: hotspotId });
  return { fields, pagination: { page_size: 1000, page: 1 } } satisfies BodyOf<typeof explore>;
}

interface AccountArg {
  accountId: string;
}
interface GroupArg extends AccountArg {
  groupId: string;
}
interface HotspotArg extends AccountArg {
  hotspotId: string;
}
interface PageArg {
  cursor?: string | undefined;
}

/**
 * Every hotspot call (admin-and-hotspots.md §7.2), injected into the one platform API. Hotspot data
 * provides `Hotspot` and group data `HotspotGroup`; every change invalidates what it changes, and the
 * dashboard's explorer answers provide `Hotspot`, so they refresh after a register, edit or delete.
 */
export const hotspotsApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    exploreHotspotStatus: build.query<StatusExplorerAnswer, StatusExplorerArgs>({
      query: ({ accountId, view, groupId, hotspotId }) => ({
        url: buildPath(
          explore,
          { account: accountId },
          view === 'summary' ? { summary: true } : view === 'changes' ? { status_changes: true } : {},
        ),
        method: explore.method,
        body: statusExplorerBody({ groupId, hotspotId }),
      }),
      providesTags: ['Hotspot', 'HotspotGroup'],
      extraOptions: SILENT,
    }),
    listHotspotGroups: build.query<HotspotGroup[], string>({
      query: (accountId) => buildPath(listGroups, { account: accountId }),
      transformResponse: (answer: ResponseOf<typeof listGroups>) => answer.hotspot_groups,
      providesTags: ['HotspotGroup'],
      extraOptions: SILENT,
    }),
    getHotspotGroup: build.query<HotspotGroup, GroupArg>({
      query: ({ accountId, groupId }) => buildPath(getGroup, { account: accountId, groupId }),
      providesTags: (_result, _error, { groupId }) => [{ type: 'HotspotGroup', id: groupId }],
      extraOptions: SILENT,
    }),
    createHotspotGroup: build.mutation<HotspotGroup, AccountArg & { body: GroupBody }>({
      query: ({ accountId, body }) => ({
        url: buildPath(createGroup, { account: accountId }),
        method: createGroup.method,
        body,
      }),
      invalidatesTags: ['HotspotGroup'],
      extraOptions: SILENT,
    }),
    updateHotspotGroup: build.mutation<HotspotGroup, GroupArg & { body: GroupBody }>({
      query: ({ accountId, groupId, body }) => ({
        url: buildPath(updateGroup, { account: accountId, groupId }),
        method: updateGroup.method,
        body,
      }),
      invalidatesTags: ['HotspotGroup'],
      extraOptions: SILENT,
    }),
    /** Its hotspots move to Ungrouped, so hotspot data refreshes too. */
    deleteHotspotGroup: build.mutation<null, GroupArg>({
      query: ({ accountId, groupId }) => ({
        url: buildPath(deleteGroup, { account: accountId, groupId }),
        method: deleteGroup.method,
      }),
      invalidatesTags: ['HotspotGroup', 'Hotspot'],
      extraOptions: SILENT,
    }),
    listGroupHotspots: build.query<ResponseOf<typeof groupHotspots>, GroupArg & PageArg>({
      query: ({ accountId, groupId, cursor }) =>
        buildPath(groupHotspots, { account: accountId, groupId }, { pagesize: HOTSPOT_PAGE_SIZE, cursor }),
      providesTags: ['Hotspot'],
      extraOptions: SILENT,
    }),
    listHotspotGroupAlerts: build.query<HotspotAlert[], GroupArg>({
      query: ({ accountId, groupId }) => buildPath(groupAlerts, { account: accountId, groupId }),
      transformResponse: (answer: ResponseOf<typeof groupAlerts>) => answer.alerts,
      providesTags: (_result, _error, { groupId }) => [{ type: 'HotspotGroup', id: `${groupId}/alerts` }],
      extraOptions: SILENT,
    }),
    listHotspots: build.query<ResponseOf<typeof listHotspots>, AccountArg & PageArg>({
      query: ({ accountId, cursor }) =>
        buildPath(listHotspots, { account: accountId }, { pagesize: HOTSPOT_PAGE_SIZE, cursor }),
      providesTags: ['Hotspot'],
      extraOptions: SILENT,
    }),
    getHotspot: build.query<Hotspot, HotspotArg>({
      query: ({ accountId, hotspotId }) => buildPath(getHotspot, { account: accountId, hotspotId }),
      providesTags: (_result, _error, { hotspotId }) => [{ type: 'Hotspot', id: hotspotId }],
      extraOptions: SILENT,
    }),
    createHotspot: build.mutation<Hotspot, AccountArg & { body: CreateHotspotBody }>({
      query: ({ accountId, body }) => ({
        url: buildPath(createHotspot, { account: accountId }),
        method: createHotspot.method,
        body,
      }),
      invalidatesTags: ['Hotspot'],
      extraOptions: SILENT,
    }),
    updateHotspot: build.mutation<Hotspot, HotspotArg & { body: UpdateHotspotBody }>({
      query: ({ accountId, hotspotId, body }) => ({
        url: buildPath(updateHotspot, { account: accountId, hotspotId }),
        method: updateHotspot.method,
        body,
      }),
      invalidatesTags: ['Hotspot'],
      extraOptions: SILENT,
    }),
    deleteHotspot: build.mutation<null, HotspotArg>({
      query: ({ accountId, hotspotId }) => ({
        url: buildPath(deleteHotspot, { account: accountId, hotspotId }),
        method: deleteHotspot.method,
      }),
      invalidatesTags: ['Hotspot'],
      extraOptions: SILENT,
    }),
  }),
});

export const {
  useExploreHotspotStatusQuery,
  useListHotspotGroupsQuery,
  useGetHotspotGroupQuery,
  useCreateHotspotGroupMutation,
  useUpdateHotspotGroupMutation,
  useDeleteHotspotGroupMutation,
  useListGroupHotspotsQuery,
  useListHotspotGroupAlertsQuery,
  useListHotspotsQuery,
  useGetHotspotQuery,
  useCreateHotspotMutation,
  useUpdateHotspotMutation,
  useDeleteHotspotMutation,
} = hotspotsApi;
