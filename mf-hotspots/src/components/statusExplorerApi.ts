import { buildPath, ENDPOINT_PATHS, platformApi } from '@beacon/shared';
import type { BodyOf, ResponseOf } from '@beacon/shared/contract';
import { SILENT } from './hotspotsApi.ts';

const explore = ENDPOINT_PATHS.exploreHotspotStatus;

export type StatusExplorerAnswer = ResponseOf<typeof explore>;
export type StatusRecord = StatusExplorerAnswer['results'][number];

/** What the dashboard asks: which view (`summary`, `status_changes` or the plain reports) and its filters. */
export interface StatusExplorerArgs {
  accountId: string;
  view: 'summary' | 'changes' | 'reports';
  groupId?: string | undefined;
  hotspotId?: string | undefined;
}

/** The explorer's body: the filters as field/value pairs, page_size 1000, page 1 (§7.2, §9). */
function statusExplorerBody({ groupId, hotspotId }: Pick<StatusExplorerArgs, 'groupId' | 'hotspotId'>) {
  const fields: Array<{ field: 'group_id' | 'hotspot_id'; value: string }> = [];
  if (groupId) fields.push({ field: 'group_id', value: groupId });
  if (hotspotId) fields.push({ field: 'hotspot_id', value: hotspotId });
  return { fields, pagination: { page_size: 1000, page: 1 } } satisfies BodyOf<typeof explore>;
}

/**
 * The status explorer: the dashboard's cards and tables, and a hotspot's recent changes on its page. Its
 * answers provide `Hotspot` and `HotspotGroup`, so they refresh after any hotspot or group change.
 */
export const statusExplorerApi = platformApi.injectEndpoints({
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
  }),
});

export const { useExploreHotspotStatusQuery } = statusExplorerApi;
