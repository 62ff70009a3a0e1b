import { describe, expect, it } from '@rstest/core';
import {
  ACCOUNT_SCOPE,
  DEFAULT_DEVICE_SORT,
  deviceExplorerBody,
  hasFilters,
  NO_FILTERS,
  parseDayRange,
  parseDeviceListParams,
  parseSort,
  withDeviceListQuery,
} from './deviceListQuery.ts';

describe('parseSort', () => {
  it('accepts a sortable column with asc or desc', () => {
    expect(parseSort('last_seen', 'asc')).toEqual({ sort: { field: 'last_seen', order: 'asc' }, invalid: false });
    expect(parseSort('last_request', 'desc')).toEqual({
      sort: { field: 'last_request', order: 'desc' },
      invalid: false,
    });
  });

  it('defaults to created descending when no sort is given', () => {
    expect(parseSort(null, null)).toEqual({ sort: DEFAULT_DEVICE_SORT, invalid: false });
  });

  it('resets anything else to created descending (customer-console.md §5)', () => {
    for (const [field, order] of [
      ['device_id', 'asc'],
      ['created', 'up'],
      ['created', null],
      [null, 'asc'],
      ['CREATED', 'desc'],
    ] as const) {
      expect(parseSort(field, order)).toEqual({ sort: { field: 'created', order: 'desc' }, invalid: true });
    }
  });
});

describe('parseDayRange', () => {
  it('reads whole days written from..to', () => {
    expect(parseDayRange('2026-11-01..2026-11-07')).toEqual({ from: '2026-11-01', to: '2026-11-07' });
  });

  it('ignores ranges that are not real days or end before they start', () => {
    expect(parseDayRange('2026-02-31..2026-03-01')).toBeNull();
    expect(parseDayRange('2026-11-07..2026-11-01')).toBeNull();
    expect(parseDayRange('yesterday..today')).toBeNull();
    expect(parseDayRange('2026-11-01')).toBeNull();
  });
});

/** The network page's Devices tab. */
const TAB = { networkId: 'net-1' };

describe('device list URL', () => {
  it('round-trips filters, sort and page, keeping other parameters', () => {
    const url = new URLSearchParams(
      'account=acme&device_id=a4c1&created=2026-11-01..2026-11-07&sort=last_seen&order=asc&page=3',
    );
    const { query, sortWasInvalid } = parseDeviceListParams(url, TAB);
    expect(sortWasInvalid).toBe(false);
    expect(query).toEqual({
      filters: { ...NO_FILTERS, deviceId: 'a4c1', created: { from: '2026-11-01', to: '2026-11-07' } },
      sort: { field: 'last_seen', order: 'asc' },
      page: 3,
    });
    expect(withDeviceListQuery(new URLSearchParams('account=acme'), query, TAB).toString()).toBe(url.toString());
  });

  it('leaves defaults out of the URL', () => {
    const written = withDeviceListQuery(
      new URLSearchParams('sort=x&page=4&view=map'),
      { filters: NO_FILTERS, sort: DEFAULT_DEVICE_SORT, page: 1 },
      TAB,
    );
    expect(written.toString()).toBe('view=map');
  });

  it('reads a bad page as page 1', () => {
    expect(parseDeviceListParams(new URLSearchParams('page=-2'), TAB).query.page).toBe(1);
    expect(parseDeviceListParams(new URLSearchParams('page=abc'), TAB).query.page).toBe(1);
  });

  it('round-trips the network filter of the account list, keeping other parameters', () => {
    const url = new URLSearchParams('account=acme&network=net-2&device_id=a4c1&sort=last_seen&order=asc&page=2');
    const { query } = parseDeviceListParams(url, ACCOUNT_SCOPE);
    expect(query.filters).toEqual({ ...NO_FILTERS, network: 'net-2', deviceId: 'a4c1' });
    expect(withDeviceListQuery(new URLSearchParams('account=acme'), query, ACCOUNT_SCOPE).toString()).toBe(
      url.toString(),
    );
    // All networks: no parameter.
    const all = { ...query, filters: { ...query.filters, network: '' } };
    expect(withDeviceListQuery(url, all, ACCOUNT_SCOPE).get('network')).toBeNull();
  });

  it('counts the network as a filter of the account list', () => {
    expect(hasFilters(NO_FILTERS)).toBe(false);
    expect(hasFilters({ ...NO_FILTERS, network: 'net-2' })).toBe(true);
  });

  it("leaves a network parameter alone on a network's tab: its scope fixes the network", () => {
    const url = new URLSearchParams('network=net-2&device_id=a4c1');
    const { query } = parseDeviceListParams(url, TAB);
    expect(query.filters).toEqual({ ...NO_FILTERS, deviceId: 'a4c1' });
    expect(withDeviceListQuery(url, { ...query, page: 2 }, TAB).toString()).toBe('network=net-2&device_id=a4c1&page=2');
  });
});

describe('deviceExplorerBody', () => {
  const query = { filters: NO_FILTERS, sort: DEFAULT_DEVICE_SORT, page: 1 };

  it('asks for one network on its tab', () => {
    expect(deviceExplorerBody(TAB, query)).toEqual({
      sort: { field: 'created', order: 'desc' },
      pagination: { page_size: 1000, page: 1 },
      fields: [{ field: 'network_id', value: 'net-1' }],
      date_ranges: [],
    });
  });

  it('asks for the whole account without a network_id field', () => {
    expect(deviceExplorerBody(ACCOUNT_SCOPE, { ...query, page: 3 })).toEqual({
      sort: { field: 'created', order: 'desc' },
      pagination: { page_size: 1000, page: 3 },
      fields: [],
      date_ranges: [],
    });
  });

  it('asks the account for the network its list is filtered by, with the other filters', () => {
    const filters = { ...NO_FILTERS, network: 'net-2', deviceId: 'a4c1' };
    expect(deviceExplorerBody(ACCOUNT_SCOPE, { ...query, filters }).fields).toEqual([
      { field: 'network_id', value: 'net-2' },
      { field: 'device_id', value: 'a4c1' },
    ]);
  });
});
