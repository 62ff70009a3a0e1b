import { describe, expect, it } from '@rstest/core';
import {
  EVENTS_PAGE_SIZE,
  logExplorerBody,
  logTailBody,
  parseEventsParams,
  scopeFields,
  withEventsQuery,
  type EventsQuery,
} from './eventsQuery.ts';

const DEVICE = '00000000-0000-8000-8200-a4c138f06e21';

describe('parseEventsParams', () => {
  it('defaults to newest first, page 1, no filters and not live', () => {
    expect(parseEventsParams(new URLSearchParams(''))).toEqual({
      filters: { deviceId: '', eventType: '' },
      order: 'desc',
      page: 1,
      live: false,
    });
  });

  it('reads the filters, the order, the page and the live tail', () => {
    const params = new URLSearchParams('device_id=%20abc%20&event_type=device_spotted&order=asc&page=3&live=1');
    expect(parseEventsParams(params)).toEqual({
      filters: { deviceId: 'abc', eventType: 'device_spotted' },
      order: 'asc',
      page: 3,
      live: true,
    });
  });

  it('falls back to page 1, newest first and not live for values it does not know', () => {
    expect(parseEventsParams(new URLSearchParams('page=-2&order=sideways&live=yes'))).toMatchObject({
      order: 'desc',
      page: 1,
      live: false,
    });
    expect(parseEventsParams(new URLSearchParams('page=1.5'))).toMatchObject({ page: 1 });
  });

  it('ignores a Device ID filter in a device scope (the scope fixes the device)', () => {
    const params = new URLSearchParams('device_id=abc&event_type=spotted');
    expect(parseEventsParams(params, { deviceId: DEVICE }).filters).toEqual({ deviceId: '', eventType: 'spotted' });
    expect(parseEventsParams(params, { networkId: 'net-1' }).filters).toEqual({
      deviceId: 'abc',
      eventType: 'spotted',
    });
  });
});

describe('withEventsQuery', () => {
  it.each<[string, string, EventsQuery, string]>([
    [
      'writes the query and keeps other parameters such as the account',
      'account=acme&page=4',
      { filters: { deviceId: 'dev', eventType: '' }, order: 'asc', page: 2, live: true },
      'account=acme&page=2&device_id=dev&order=asc&live=1',
    ],
    [
      'leaves the defaults out of the URL',
      'device_id=x&event_type=y&order=asc&page=2&live=1',
      { filters: { deviceId: '', eventType: '' }, order: 'desc', page: 1, live: false },
      '',
    ],
  ])('%s', (_name, params, query, expected) => {
    expect(withEventsQuery(new URLSearchParams(params), query).toString()).toBe(expected);
  });
});

describe('logExplorerBody', () => {
  it('asks for one network, sorted by time, 100 rows a page', () => {
    const view = { filters: { deviceId: '', eventType: '' }, order: 'desc', page: 1 } as const;
    expect(logExplorerBody({ networkId: 'net-1' }, view)).toEqual({
      sort: { field: 'timestamp', order: 'desc' },
      pagination: { page_size: EVENTS_PAGE_SIZE, page: 1 },
      fields: [{ field: 'network_id', value: 'net-1' }],
      date_ranges: [],
    });
    expect(EVENTS_PAGE_SIZE).toBe(100);
  });

  it('adds the device and event type filters', () => {
    const body = logExplorerBody(
      { networkId: 'net-1' },
      { filters: { deviceId: 'dev', eventType: 'spotted' }, order: 'asc', page: 3 },
    );
    expect(body.fields).toEqual([
      { field: 'network_id', value: 'net-1' },
      { field: 'device_id', value: 'dev' },
      { field: 'event_type', value: 'spotted' },
    ]);
    expect(body.sort).toEqual({ field: 'timestamp', order: 'asc' });
    expect(body.pagination).toEqual({ page_size: 100, page: 3 });
  });

  it('asks for one device across its account: the device, no network, and the event type filter', () => {
    const body = logExplorerBody(
      { deviceId: DEVICE },
      { filters: { deviceId: 'ignored', eventType: 'spotted' }, order: 'desc', page: 2 },
    );
    expect(body).toEqual({
      sort: { field: 'timestamp', order: 'desc' },
      pagination: { page_size: 100, page: 2 },
      fields: [
        { field: 'device_id', value: DEVICE },
        { field: 'event_type', value: 'spotted' },
      ],
      date_ranges: [],
    });
  });
});

describe('logTailBody', () => {
  const fields = scopeFields({ networkId: 'net-1' }, { deviceId: 'dev', eventType: '' });

  it('starts now without a cursor, with the explorer filters', () => {
    expect(logTailBody(fields)).toEqual({
      fields: [
        { field: 'network_id', value: 'net-1' },
        { field: 'device_id', value: 'dev' },
      ],
      date_ranges: [],
    });
  });

  it('goes on after the cursor of the last answer', () => {
    expect(logTailBody(fields, '42')).toEqual({ fields, date_ranges: [], after: '42' });
  });
});
