import type { LogExplorerRequest } from '@beacon/shared/contract';

/** Event log page size (customer-console.md §9). */
export const EVENTS_PAGE_SIZE = 100;

/** How long typing in a filter waits before the filter goes into the URL. */
export const FILTER_DEBOUNCE_MS = 400;

export type SortOrder = 'asc' | 'desc';

export interface EventFilters {
  deviceId: string;
  eventType: string;
}

/** Everything the Events tab keeps in the URL. Time is the only sortable column. */
export interface EventsQuery {
  filters: EventFilters;
  order: SortOrder;
  page: number;
}

/** URL parameter names (the tab shares the URL with the network page). */
export const EVENTS_PARAM = {
  deviceId: 'device_id',
  eventType: 'event_type',
  order: 'order',
  page: 'page',
} as const;

export const NO_FILTERS: EventFilters = { deviceId: '', eventType: '' };

/** The query in the URL: newest first, page 1 and no filters unless it says otherwise. */
export function parseEventsParams(params: URLSearchParams): EventsQuery {
  const page = Number(params.get(EVENTS_PARAM.page) ?? '1');
  return {
    filters: {
      deviceId: (params.get(EVENTS_PARAM.deviceId) ?? '').trim(),
      eventType: (params.get(EVENTS_PARAM.eventType) ?? '').trim(),
    },
    order: params.get(EVENTS_PARAM.order) === 'asc' ? 'asc' : 'desc',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/**
 * `params` with the query written into it; other parameters (such as `account`) are kept and the
 * defaults (newest first, page 1, empty filters) are left out.
 */
export function withEventsQuery(params: URLSearchParams, query: EventsQuery): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string | null) => (value ? next.set(key, value) : next.delete(key));
  set(EVENTS_PARAM.deviceId, query.filters.deviceId.trim());
  set(EVENTS_PARAM.eventType, query.filters.eventType.trim());
  set(EVENTS_PARAM.order, query.order === 'asc' ? 'asc' : null);
  set(EVENTS_PARAM.page, query.page > 1 ? String(query.page) : null);
  return next;
}

export function hasFilters(filters: EventFilters): boolean {
  return filters.deviceId !== '' || filters.eventType !== '';
}

/** The log-explorer body (customer-console.md §7) for one network's events. */
export function logExplorerBody(networkId: string, query: EventsQuery): LogExplorerRequest {
  const fields: NonNullable<LogExplorerRequest['fields']> = [{ field: 'network_id', value: networkId }];
  if (query.filters.deviceId) fields.push({ field: 'device_id', value: query.filters.deviceId });
  if (query.filters.eventType) fields.push({ field: 'event_type', value: query.filters.eventType });
  return {
    sort: { field: 'timestamp', order: query.order },
    pagination: { page_size: EVENTS_PAGE_SIZE, page: query.page },
    fields,
    date_ranges: [],
  };
}
