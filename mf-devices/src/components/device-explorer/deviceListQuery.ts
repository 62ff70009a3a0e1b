import type { DeviceExplorerRequest } from '@beacon/shared/contract';
import dayjs from 'dayjs';

/** Device list page size (customer-console.md §9). */
export const DEVICE_PAGE_SIZE = 1000;

/** The sortable columns: Created, Last Spotted, Last Request (the ID is not sortable). */
export const DEVICE_SORT_FIELDS = ['created', 'last_seen', 'last_request'] as const;
export type DeviceSortField = (typeof DEVICE_SORT_FIELDS)[number];
export type SortOrder = 'asc' | 'desc';

export interface DeviceSort {
  field: DeviceSortField;
  order: SortOrder;
}

/** customer-console.md §5: an invalid sort field or order is reset to created, descending. */
export const DEFAULT_DEVICE_SORT: DeviceSort = { field: 'created', order: 'desc' };

export function isDefaultSort(sort: DeviceSort): boolean {
  return sort.field === DEFAULT_DEVICE_SORT.field && sort.order === DEFAULT_DEVICE_SORT.order;
}

/** A date-range filter: whole local days, both ends included (`YYYY-MM-DD`). */
export interface DayRange {
  from: string;
  to: string;
}

export interface DeviceFilters {
  deviceId: string;
  /** The account's list only: the network to show (`''`: all networks). Always `''` on a network's tab. */
  network: string;
  created: DayRange | null;
  last_seen: DayRange | null;
  last_request: DayRange | null;
}

/**
 * Whose devices a list shows: one network's (`networkId`: the network page's Devices tab) or, without
 * it, the whole account's (`/devices`), which the user may narrow to one network (the `network` filter).
 */
export interface DeviceListScope {
  networkId?: string;
}

/** The account's list: the scope without a network. */
export const ACCOUNT_SCOPE: DeviceListScope = {};

function isAccountScope(scope: DeviceListScope): boolean {
  return scope.networkId === undefined;
}

/** Everything a device list keeps in the URL. */
export interface DeviceListQuery {
  filters: DeviceFilters;
  sort: DeviceSort;
  page: number;
}

export type DeviceListView = 'table' | 'map';

/** URL parameter names (the tab shares the URL with the network page). */
export const PARAM = {
  deviceId: 'device_id',
  /** The account's list only. */
  network: 'network',
  sort: 'sort',
  order: 'order',
  page: 'page',
  view: 'view',
} as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const RANGE_SEPARATOR = '..';

function isSortField(value: string | null): value is DeviceSortField {
  return (DEVICE_SORT_FIELDS as readonly string[]).includes(value ?? '');
}

/** Reads a sort from its parameters; `invalid` when they are present but not a valid sort. */
export function parseSort(field: string | null, order: string | null): { sort: DeviceSort; invalid: boolean } {
  if (field === null && order === null) return { sort: DEFAULT_DEVICE_SORT, invalid: false };
  if (isSortField(field) && (order === 'asc' || order === 'desc')) return { sort: { field, order }, invalid: false };
  return { sort: DEFAULT_DEVICE_SORT, invalid: true };
}

export function parseDayRange(value: string | null): DayRange | null {
  if (!value) return null;
  const [from, to, ...rest] = value.split(RANGE_SEPARATOR);
  if (rest.length > 0 || !from || !to || !isDay(from) || !isDay(to) || from > to) return null;
  return { from, to };
}

/** A real calendar day written `YYYY-MM-DD` (2026-02-31 is not one). */
function isDay(value: string): boolean {
  return DAY.test(value) && dayjs(value).format('YYYY-MM-DD') === value;
}

export function formatDayRange(range: DayRange): string {
  return `${range.from}${RANGE_SEPARATOR}${range.to}`;
}

/**
 * The query in the URL; `sortWasInvalid` when the URL carried a sort that had to be reset. A network's
 * tab ignores a `network` parameter: its scope fixes the network.
 */
export function parseDeviceListParams(
  params: URLSearchParams,
  scope: DeviceListScope,
): { query: DeviceListQuery; sortWasInvalid: boolean } {
  const { sort, invalid } = parseSort(params.get(PARAM.sort), params.get(PARAM.order));
  const page = Number(params.get(PARAM.page) ?? '1');
  return {
    query: {
      filters: {
        deviceId: (params.get(PARAM.deviceId) ?? '').trim(),
        network: isAccountScope(scope) ? (params.get(PARAM.network) ?? '').trim() : '',
        created: parseDayRange(params.get('created')),
        last_seen: parseDayRange(params.get('last_seen')),
        last_request: parseDayRange(params.get('last_request')),
      },
      sort,
      page: Number.isInteger(page) && page > 0 ? page : 1,
    },
    sortWasInvalid: invalid,
  };
}

export function parseView(params: URLSearchParams): DeviceListView {
  return params.get(PARAM.view) === 'map' ? 'map' : 'table';
}

/**
 * `params` with the query written into it (other parameters, such as `account`, are kept).
 * Defaults are left out: created descending, page 1, empty filters. Only the account's list writes
 * `network`.
 */
export function withDeviceListQuery(
  params: URLSearchParams,
  query: DeviceListQuery,
  scope: DeviceListScope,
): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string | null) => (value ? next.set(key, value) : next.delete(key));
  if (isAccountScope(scope)) set(PARAM.network, query.filters.network);
  set(PARAM.deviceId, query.filters.deviceId);
  for (const field of DEVICE_SORT_FIELDS) {
    const range = query.filters[field];
    set(field, range ? formatDayRange(range) : null);
  }
  const defaultSort = isDefaultSort(query.sort);
  set(PARAM.sort, defaultSort ? null : query.sort.field);
  set(PARAM.order, defaultSort ? null : query.sort.order);
  set(PARAM.page, query.page > 1 ? String(query.page) : null);
  return next;
}

export function hasFilters(filters: DeviceFilters): boolean {
  return (
    filters.deviceId !== '' || filters.network !== '' || DEVICE_SORT_FIELDS.some((field) => filters[field] !== null)
  );
}

export const NO_FILTERS: DeviceFilters = {
  deviceId: '',
  network: '',
  created: null,
  last_seen: null,
  last_request: null,
};

/**
 * The device-explorer body (customer-console.md §7): for one network, or for the whole account with no
 * `network_id` field unless its list is filtered by network.
 */
export function deviceExplorerBody(scope: DeviceListScope, query: DeviceListQuery): DeviceExplorerRequest {
  const fields: NonNullable<DeviceExplorerRequest['fields']> = [];
  const networkId = scope.networkId ?? query.filters.network;
  if (networkId) fields.push({ field: 'network_id', value: networkId });
  if (query.filters.deviceId) fields.push({ field: 'device_id', value: query.filters.deviceId });
  const dateRanges: NonNullable<DeviceExplorerRequest['date_ranges']> = [];
  for (const field of DEVICE_SORT_FIELDS) {
    const range = query.filters[field];
    if (!range) continue;
    dateRanges.push({
      field,
      start: dayjs(range.from).startOf('day').unix(),
      end: dayjs(range.to).endOf('day').unix(),
    });
  }
  return {
    sort: { field: query.sort.field, order: query.sort.order },
    pagination: { page_size: DEVICE_PAGE_SIZE, page: query.page },
    fields,
    date_ranges: dateRanges,
  };
}
