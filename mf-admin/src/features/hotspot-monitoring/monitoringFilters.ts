import { ADMIN_MIN_SEARCH_LENGTH, isUngroupedGroup } from '@beacon/shared';
import type { HotspotSummaryRow } from '../../components/adminApi.ts';

export const MONITORING_STATUSES = ['online', 'offline', 'unknown'] as const;
export type MonitoringStatus = (typeof MONITORING_STATUSES)[number];

/** The applied filters (kept in the URL); undefined means All. */
export interface MonitoringFilters {
  group?: string | undefined;
  status?: MonitoringStatus | undefined;
  hotspotId?: string | undefined;
}

/** The URL's query parameters of the filters (next to `account_id`). */
export const FILTER_PARAMS = { group: 'group', status: 'status', hotspotId: 'hotspot_id' } as const;

/** The monitoring page's account id (§5): trimmed, valid only with at least 3 characters; else null (nothing loads). */
export function validAccountId(raw: string | null): string | null {
  const id = raw?.trim() ?? '';
  return id.length >= ADMIN_MIN_SEARCH_LENGTH ? id : null;
}

function isStatus(value: string | null): value is MonitoringStatus {
  return (MONITORING_STATUSES as readonly (string | null)[]).includes(value);
}

/** The applied filters from the URL; an unknown status or an empty value is no filter. */
export function filtersFromParams(params: URLSearchParams): MonitoringFilters {
  const status = params.get(FILTER_PARAMS.status);
  return {
    group: params.get(FILTER_PARAMS.group) || undefined,
    status: isStatus(status) ? status : undefined,
    hotspotId: params.get(FILTER_PARAMS.hotspotId)?.trim() || undefined,
  };
}

/** The URL with these filters applied (the other parameters kept; no filter, no parameter). */
export function paramsWithFilters(params: URLSearchParams, filters: MonitoringFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  const keys = Object.keys(FILTER_PARAMS) as (keyof MonitoringFilters)[];
  // Removed first, then added in one order: the same filters make the same URL.
  for (const key of keys) next.delete(FILTER_PARAMS[key]);
  for (const key of keys) {
    const value = key === 'hotspotId' ? filters.hotspotId?.trim() : filters[key];
    if (value) next.set(FILTER_PARAMS[key], value);
  }
  return next;
}

/**
 * The loaded hotspots that pass the filters (§5, applied on the client): group and status exact
 * matches, the hotspot id a trimmed, case-insensitive substring.
 */
export function filterHotspots(rows: readonly HotspotSummaryRow[], filters: MonitoringFilters): HotspotSummaryRow[] {
  const idPart = filters.hotspotId?.trim().toLowerCase() ?? '';
  return rows.filter(
    (row) =>
      (!filters.group || row.group_id === filters.group) &&
      (!filters.status || row.current_status === filters.status) &&
      (!idPart || row.hotspot_id.toLowerCase().includes(idPart)),
  );
}

/** The groups of the loaded hotspots, sorted, for the group select. */
export function groupsOf(rows: readonly HotspotSummaryRow[]): string[] {
  const groups = new Set<string>();
  for (const row of rows) if (row.group_id) groups.add(row.group_id);
  return [...groups].sort((a, b) => a.localeCompare(b));
}

/** A hotspot without a group, or in the default group: shown as 'Ungrouped' (the shared rule). */
export const isUngrouped = isUngroupedGroup;
