import { isHotspotId, normalizeHotspotId } from '@beacon/shared';

/** The dashboard's tabs, each its own `?tab=` (the map is the default and leaves it out). */
export const DASHBOARD_TABS = ['map', 'changes', 'reports', 'list'] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

/** The Hotspot List's sortable columns (`?sort=`). */
export const LIST_SORTS = ['alias', 'status', 'last_seen', 'uptime_24h', 'uptime_7d', 'flapping'] as const;
export type ListSort = (typeof LIST_SORTS)[number];
export type SortDirection = 'asc' | 'desc';

/** What the dashboard shows, all of it in the URL so every view is a link. */
export interface DashboardQuery {
  groupId: string | undefined;
  /** The hotspot id filter as typed (a full UUID normalised, else a substring). */
  hotspotId: string | undefined;
  tab: DashboardTab;
  sort: ListSort | undefined;
  order: SortDirection;
  /** The page of the tab's table (1-based, 50 rows a page). */
  page: number;
}

export const PARAM = {
  groupId: 'group_id',
  hotspotId: 'hotspot_id',
  tab: 'tab',
  sort: 'sort',
  order: 'order',
  page: 'page',
} as const;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((candidate) => candidate === value);

/**
 * The hotspot id filter as sent and kept: a full UUID (with or without `urn:uuid:`, any case) is
 * normalised; anything else is a substring and only trimmed. Empty is no filter.
 */
export function hotspotIdFilter(text: string | null | undefined): string | undefined {
  const trimmed = text?.trim() ?? '';
  if (trimmed === '') return undefined;
  return isHotspotId(trimmed) ? normalizeHotspotId(trimmed) : trimmed;
}

/** Reads the dashboard's state from the URL; unknown values fall back to the defaults. */
export function parseDashboardParams(params: URLSearchParams): DashboardQuery {
  const page = Number(params.get(PARAM.page));
  return {
    groupId: params.get(PARAM.groupId)?.trim() || undefined,
    hotspotId: hotspotIdFilter(params.get(PARAM.hotspotId)),
    tab: oneOf(DASHBOARD_TABS, params.get(PARAM.tab)) ?? 'map',
    sort: oneOf(LIST_SORTS, params.get(PARAM.sort)),
    order: params.get(PARAM.order) === 'desc' ? 'desc' : 'asc',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** `params` with `query` written in (defaults left out); other parameters (`account`, say) are kept. */
export function withDashboardQuery(params: URLSearchParams, query: DashboardQuery): URLSearchParams {
  const next = new URLSearchParams(params);
  const put = (key: string, value: string | undefined) => {
    if (value === undefined) next.delete(key);
    else next.set(key, value);
  };
  put(PARAM.groupId, query.groupId);
  put(PARAM.hotspotId, query.hotspotId);
  put(PARAM.tab, query.tab === 'map' ? undefined : query.tab);
  put(PARAM.sort, query.sort);
  put(PARAM.order, query.sort ? query.order : undefined);
  put(PARAM.page, query.page > 1 ? String(query.page) : undefined);
  return next;
}
