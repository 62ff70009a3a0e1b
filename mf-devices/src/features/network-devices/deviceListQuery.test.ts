import { describe, expect, it } from '@rstest/core';
import {
  DEFAULT_DEVICE_SORT,
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

describe('device list URL', () => {
  it('round-trips filters, sort and page, keeping other parameters', () => {
    const url = new URLSearchParams(
      'account=acme&device_id=a4c1&created=2026-11-01..2026-11-07&sort=last_seen&order=asc&page=3',
    );
    const { query, sortWasInvalid } = parseDeviceListParams(url);
    expect(sortWasInvalid).toBe(false);
    expect(query).toEqual({
      filters: { ...NO_FILTERS, deviceId: 'a4c1', created: { from: '2026-11-01', to: '2026-11-07' } },
      sort: { field: 'last_seen', order: 'asc' },
      page: 3,
    });
    expect(withDeviceListQuery(new URLSearchParams('account=acme'), query).toString()).toBe(url.toString());
  });

  it('leaves defaults out of the URL', () => {
    const written = withDeviceListQuery(new URLSearchParams('sort=x&page=4&view=map'), {
      filters: NO_FILTERS,
      sort: DEFAULT_DEVICE_SORT,
      page: 1,
    });
    expect(written.toString()).toBe('view=map');
  });

  it('reads a bad page as page 1', () => {
    expect(parseDeviceListParams(new URLSearchParams('page=-2')).query.page).toBe(1);
    expect(parseDeviceListParams(new URLSearchParams('page=abc')).query.page).toBe(1);
  });
});
