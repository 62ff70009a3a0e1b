import type { ENDPOINT_PATHS, PlatformExtraOptions } from '@beacon/shared';
import type { BodyOf, ResponseOf } from '@beacon/shared/contract';

/*
 * What the hotspot calls of several features share (admin-and-hotspots.md §7.2). Each feature injects
 * its own calls into the one platform API (`features/<feature>/api.ts`); the calls two features use are
 * in `statusExplorerApi.ts` and `groupListApi.ts` here. Hotspot data provides `Hotspot` and group data
 * `HotspotGroup`; every change invalidates what it changes, and the dashboard's explorer answers provide
 * `Hotspot`, so they refresh after a register, edit or delete.
 */

/** The hotspot screens show their own messages (admin-and-hotspots.md §8.2): no global toast doubles them. */
export const SILENT: PlatformExtraOptions = { silent: true };

export type HotspotGroup = ResponseOf<typeof ENDPOINT_PATHS.getHotspotGroup>;
export type Hotspot = ResponseOf<typeof ENDPOINT_PATHS.getHotspot>;
/** What the group form sends, to create a group (hotspot-groups) or to change one (group-detail). */
export type GroupBody = BodyOf<typeof ENDPOINT_PATHS.createHotspotGroup>;

/** A call about the selected account. */
export interface AccountArg {
  accountId: string;
}

/** A page of a cursor-paged list; no cursor for the first. */
export interface PageArg {
  cursor?: string | undefined;
}
