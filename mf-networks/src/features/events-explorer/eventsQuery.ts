import type { LogExplorerRequest, LogTailRequest } from '@beacon/shared/contract';

/** Event log page size (customer-console.md §9). */
export const EVENTS_PAGE_SIZE = 100;

/** How long typing in a filter waits before the filter goes into the URL. */
export const FILTER_DEBOUNCE_MS = 400;

export type SortOrder = 'asc' | 'desc';

export interface EventFilters {
  deviceId: string;
  eventType: string;
}

/** Everything the events explorer keeps in the URL. Time is the only sortable column. */
export interface EventsQuery {
  filters: EventFilters;
  order: SortOrder;
  page: number;
  /** The live tail is on (`live=1`). */
  live: boolean;
}

/**
 * Whose events the explorer shows: one network's (the network Events tab) or one device's across its
 * account (the device page). A device scope fixes the device: its Device ID filter is not used.
 */
export type EventsScope = { networkId: string } | { deviceId: string };

/** What one explorer page is asked for: the query without the live tail, which asks nothing of it. */
export type ExplorerView = Omit<EventsQuery, 'live'>;

export const isDeviceScope = (scope: EventsScope): scope is { deviceId: string } => 'deviceId' in scope;

/** URL parameter names (the tab shares the URL with the network page). */
export const EVENTS_PARAM = {
  deviceId: 'device_id',
  eventType: 'event_type',
  order: 'order',
  page: 'page',
  live: 'live',
} as const;

export const NO_FILTERS: EventFilters = { deviceId: '', eventType: '' };

/**
 * The query in the URL: newest first, page 1, no filters and not live unless it says otherwise. In a
 * device scope the Device ID filter is left out (the scope fixes the device).
 */
export function parseEventsParams(params: URLSearchParams, scope?: EventsScope): EventsQuery {
  const page = Number(params.get(EVENTS_PARAM.page) ?? '1');
  const deviceId = scope && isDeviceScope(scope) ? '' : (params.get(EVENTS_PARAM.deviceId) ?? '').trim();
  return {
    filters: { deviceId, eventType: (params.get(EVENTS_PARAM.eventType) ?? '').trim() },
    order: params.get(EVENTS_PARAM.order) === 'asc' ? 'asc' : 'desc',
    page: Number.isInteger(page) && page > 0 ? page : 1,
    live: params.get(EVENTS_PARAM.live) === '1',
  };
}

/**
 * `params` with the query written into it; other parameters (such as `account`) are kept and the
 * defaults (newest first, page 1, empty filters, not live) are left out.
 */
export function withEventsQuery(params: URLSearchParams, query: EventsQuery): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string | null) => (value ? next.set(key, value) : next.delete(key));
  set(EVENTS_PARAM.deviceId, query.filters.deviceId.trim());
  set(EVENTS_PARAM.eventType, query.filters.eventType.trim());
  set(EVENTS_PARAM.order, query.order === 'asc' ? 'asc' : null);
  set(EVENTS_PARAM.page, query.page > 1 ? String(query.page) : null);
  set(EVENTS_PARAM.live, query.live ? '1' : null);
  return next;
}

export function hasFilters(filters: EventFilters): boolean {
  return filters.deviceId !== '' || filters.eventType !== '';
}

type ExplorerFields = NonNullable<LogExplorerRequest['fields']>;

/**
 * The explorer's filters for a scope: the network (exact) or the device, then the filters typed. A
 * device's events are those of its account, with no network filter.
 */
export function scopeFields(scope: EventsScope, filters: EventFilters): ExplorerFields {
  const fields: ExplorerFields = isDeviceScope(scope)
    ? [{ field: 'device_id', value: scope.deviceId }]
    : [{ field: 'network_id', value: scope.networkId }];
  if (filters.deviceId && !isDeviceScope(scope)) fields.push({ field: 'device_id', value: filters.deviceId });
  if (filters.eventType) fields.push({ field: 'event_type', value: filters.eventType });
  return fields;
}

/** The log-explorer body (customer-console.md §7): one page of the scope's events. */
export function logExplorerBody(scope: EventsScope, query: ExplorerView): LogExplorerRequest {
  return {
    sort: { field: 'timestamp', order: query.order },
    pagination: { page_size: EVENTS_PAGE_SIZE, page: query.page },
    fields: scopeFields(scope, query.filters),
    date_ranges: [],
  };
}

/** The log-tail body for the explorer's filters (the same `fields`), after `cursor` when there is one. */
export function logTailBody(fields: ExplorerFields, cursor?: string): LogTailRequest {
  return { fields, date_ranges: [], ...(cursor === undefined ? {} : { after: cursor }) };
}
