import { describe, expect, it } from '@rstest/core';
import {
  EVENTS_PAGE_SIZE,
  logExplorerBody,
  parseEventsParams,
  withEventsQuery,
  type EventsQuery,
} from './eventsQuery.ts';

describe('parseEventsParams', () => {
  it('defaults to newest first, page 1 and no filters', () => {
    expect(parseEventsParams(new URLSearchParams(''))).toEqual({
      filters: { deviceId: '', eventType: '' },
      order: 'desc',
      page: 1,
    });
  });

  it('reads the filters, the order and the page', () => {
    const params = new URLSearchParams('device_id=%20abc%20&event_type=device_spotted&order=asc&page=3');
    expect(parseEventsParams(params)).toEqual({
      filters: { deviceId: 'abc', eventType: 'device_spotted' },
      order: 'asc',
      page: 3,
    });
  });

  it('falls back to page 1 and newest first for values it does not know', () => {
    expect(parseEventsParams(new URLSearchParams('page=-2&order=sideways'))).toMatchObject({ order: 'desc', page: 1 });
    expect(parseEventsParams(new URLSearchParams('page=1.5'))).toMatchObject({ page: 1 });
  });
});

describe('withEventsQuery', () => {
  it.each<[string, string, EventsQuery, string]>([
    [
      'writes the query and keeps other parameters such as the account',
      'account=acme&page=4',
      { filters: { deviceId: 'dev', eventType: '' }, order: 'asc', page: 2 },
      'account=acme&page=2&device_id=dev&order=asc',
    ],
    [
      'leaves the defaults out of the URL',
      'device_id=x&event_type=y&order=asc&page=2',
      { filters: { deviceId: '', eventType: '' }, order: 'desc', page: 1 },
      '',
    ],
  ])('%s', (_name, params, query, expected) => {
    expect(withEventsQuery(new URLSearchParams(params), query).toString()).toBe(expected);
  });
});

describe('logExplorerBody', () => {
  it('asks for one network, sorted by time, 100 rows a page', () => {
    expect(logExplorerBody('net-1', { filters: { deviceId: '', eventType: '' }, order: 'desc', page: 1 })).toEqual({
      sort: { field: 'timestamp', order: 'desc' },
      pagination: { page_size: EVENTS_PAGE_SIZE, page: 1 },
      fields: [{ field: 'network_id', value: 'net-1' }],
      date_ranges: [],
    });
    expect(EVENTS_PAGE_SIZE).toBe(100);
  });

  it('adds the device and event type filters', () => {
    const body = logExplorerBody('net-1', {
      filters: { deviceId: 'dev', eventType: 'spotted' },
      order: 'asc',
      page: 3,
    });
    expect(body.fields).toEqual([
      { field: 'network_id', value: 'net-1' },
      { field: 'device_id', value: 'dev' },
      { field: 'event_type', value: 'spotted' },
    ]);
    expect(body.sort).toEqual({ field: 'timestamp', order: 'asc' });
    expect(body.pagination).toEqual({ page_size: 100, page: 3 });
  });
});
