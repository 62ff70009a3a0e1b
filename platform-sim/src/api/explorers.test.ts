import { beforeAll, describe, expect, it } from '@rstest/core';
import type { Device, EventLogRow, ExplorerResponse, StatsPoint } from '@beacon/shared/contract';
import { NETWORK_EVENTS, SEED_BASE_TIME, WAREHOUSE_DEVICES, WAREHOUSE_EVENTS } from './seed/index.ts';
import { ACME, call, useTestApi } from './testSupport.ts';
import type { Nickname } from './testSupport.ts';

const LOG = `/v1/accounts/${ACME}/log-explorer`;
const DEVICES = `/v1/accounts/${ACME}/device-explorer`;

type Events = ExplorerResponse<EventLogRow>;
/** The message of an error answer (the body of a 400 is `{message}`, not the explorer's). */
const messageOf = (body: unknown) => (body as { message: string }).message;
type Devices = ExplorerResponse<Device>;

function isSorted(values: number[], order: 'asc' | 'desc'): boolean {
  return values.every(
    (v, i) => i === 0 || (order === 'asc' ? (values[i - 1] as number) <= v : (values[i - 1] as number) >= v),
  );
}

/** `key` of every row, in `order`. */
function expectSortedBy<T>(rows: T[], key: (row: T) => number, order: 'asc' | 'desc'): void {
  expect(isSorted(rows.map(key), order)).toBe(true);
}

/** Read-only calls on the seeded Warehouse network (nothing here writes). */
describe('platform API: events explorer, devices explorer and statistics', () => {
  const api = useTestApi({ rateLimit: { limit: 10_000, windowMs: 60_000 } });
  let warehouse: string;
  const token = (nickname: Nickname = 'member') => api.token(nickname);
  const events = async (body: unknown, nickname: Nickname = 'member') =>
    call<Events>(api.url, 'POST', LOG, await token(nickname), body);
  const devices = async (body: unknown, nickname: Nickname = 'member') =>
    call<Devices>(api.url, 'POST', DEVICES, await token(nickname), body);
  const inWarehouse = (...rest: Array<{ field: string; value: string }>) => [
    { field: 'network_id', value: warehouse },
    ...rest,
  ];

  beforeAll(() => {
    warehouse = api.seededNetwork(ACME, 'Warehouse').network_id;
  });

  it('answers 401 without a token and 403 outside the account; installers may read', async () => {
    for (const path of [LOG, DEVICES]) expect((await call(api.url, 'POST', path, undefined, {})).status).toBe(401);
    expect((await call(api.url, 'GET', `/v1/accounts/${ACME}/stats?type=network&type_key=${warehouse}`)).status).toBe(
      401,
    );
    const stranger = await events({}, 'social');
    expect(stranger.status).toBe(403);
    expect(stranger.body).toEqual({ message: 'Not a member of this account' });
    expect((await devices({}, 'installer')).status).toBe(200);
  });

  it('pages the Warehouse event log 100 rows a page, newest first by default', async () => {
    const first = await events({ fields: inWarehouse(), pagination: { page_size: 100, page: 1 } });
    expect(first.status).toBe(200);
    expect(first.body.total).toBe(WAREHOUSE_EVENTS);
    expect(first.body.page).toBe(1);
    expect(first.body.results.length).toBe(100);
    expectSortedBy(first.body.results, (r) => r.timestamp, 'desc');
    expect(first.body.results.every((r) => r.network_id === warehouse)).toBe(true);

    const second = await events({ fields: inWarehouse(), pagination: { page_size: 100, page: 2 } });
    const both = await events({ fields: inWarehouse(), pagination: { page_size: 200, page: 1 } });
    expect([...first.body.results, ...second.body.results]).toEqual(both.body.results);
    expect((second.body.results[0] as EventLogRow).timestamp).toBeLessThanOrEqual(
      (first.body.results[99] as EventLogRow).timestamp,
    );

    const last = await events({ fields: inWarehouse(), pagination: { page_size: 100, page: 120 } });
    expect(last.body.results.length).toBe(100);
    const beyond = await events({ fields: inWarehouse(), pagination: { page_size: 100, page: 121 } });
    expect(beyond.body).toEqual({ results: [], total: WAREHOUSE_EVENTS, page: 121 });

    const oldest = await events({ fields: inWarehouse(), sort: { field: 'timestamp', order: 'asc' } });
    expectSortedBy(oldest.body.results, (r) => r.timestamp, 'asc');
    expect((oldest.body.results[0] as EventLogRow).timestamp).toBeLessThanOrEqual(
      (last.body.results[99] as EventLogRow).timestamp,
    );
  });

  it('has every kind of event: messages, requests, the five network events, ERROR rows, spotted with locations', async () => {
    const kinds = await Promise.all(
      ['device.message.*', 'device.request.*', ...NETWORK_EVENTS].map(async (value) =>
        events({ fields: inWarehouse({ field: 'event_type', value }) }),
      ),
    );
    for (const res of kinds) expect(res.body.total).toBeGreaterThan(0);
    const [messages, requests] = kinds.map((res) => res.body) as [Events, Events];
    expect(messages.results.every((r) => /^device\.message\.[a-z]+\.[a-z]+$/.test(r.event_type))).toBe(true);
    expect(requests.results.every((r) => r.event_type.startsWith('device.request.'))).toBe(true);
    expect(requests.results.some((r) => r.type === 'ERROR')).toBe(true);

    const spotted = await events({ fields: inWarehouse({ field: 'event_type', value: 'device_spotted' }) });
    expect(spotted.body.results.every((r) => r.event_type === 'device_spotted')).toBe(true);
    for (const row of spotted.body.results) {
      const location = row.full_event.data.location;
      expect([typeof location?.lat, typeof location?.lon]).toEqual(['number', 'number']);
    }
    const failures = await events({ fields: inWarehouse({ field: 'event_type', value: 'routing_failed' }) });
    expect(failures.body.results.every((r) => r.type === 'ERROR')).toBe(true);
  });

  it('filters the event log by event type (substring or * pattern), device id (also as a MAC) and time range', async () => {
    const request = await events({ fields: inWarehouse({ field: 'event_type', value: 'REQUEST' }) });
    const requestPattern = await events({ fields: inWarehouse({ field: 'event_type', value: 'device.request.*' }) });
    expect(request.body.total).toBe(requestPattern.body.total);
    const everything = await events({ fields: inWarehouse({ field: 'event_type', value: '*' }) });
    expect(everything.body.total).toBe(WAREHOUSE_EVENTS);
    const ignored = await events({ fields: inWarehouse({ field: 'event_type', value: '  ' }) });
    expect(ignored.body.total).toBe(WAREHOUSE_EVENTS);
    // % and _ are literal characters, not LIKE wildcards.
    for (const value of ['device.message_', '%spotted']) {
      const literal = await events({ fields: inWarehouse({ field: 'event_type', value }) });
      expect({ value, total: literal.body.total }).toEqual({ value, total: 0 });
    }

    const deviceId = (
      api.store.db.get(
        "SELECT device_id FROM events WHERE network_id = ? AND device_id LIKE '00000000-0000-8000-8200-%' GROUP BY device_id ORDER BY COUNT(*) DESC LIMIT 1",
        [warehouse],
      ) as { device_id: string }
    ).device_id;
    const expected = api.store.count('events', 'WHERE device_id = ?', [deviceId]);
    const byDevice = await events({ fields: inWarehouse({ field: 'device_id', value: deviceId.toUpperCase() }) });
    expect(byDevice.body.total).toBe(expected);
    expect(byDevice.body.results.every((r) => r.device_id === deviceId)).toBe(true);
    const mac = deviceId.slice(-12).match(/../g)?.join(':') as string;
    const byMac = await events({ fields: inWarehouse({ field: 'device_id', value: mac }) });
    expect(byMac.body.total).toBe(expected);
    const both = await events({
      fields: inWarehouse({ field: 'device_id', value: deviceId }, { field: 'event_type', value: 'device.message' }),
    });
    expect(both.body.results.every((r) => r.device_id === deviceId && r.event_type.startsWith('device.message.'))).toBe(
      true,
    );

    const start = SEED_BASE_TIME - 6 * 3600;
    const end = SEED_BASE_TIME - 3600;
    const ranged = await events({
      fields: inWarehouse(),
      date_ranges: [{ field: 'timestamp', start, end }],
      pagination: { page_size: 1000, page: 1 },
    });
    expect(ranged.body.total).toBe(
      api.store.count('events', 'WHERE network_id = ? AND timestamp BETWEEN ? AND ?', [warehouse, start, end]),
    );
    expect(ranged.body.total).toBeGreaterThan(0);
    expect(ranged.body.results.every((r) => r.timestamp >= start && r.timestamp <= end)).toBe(true);

    const account = await events({});
    expect(account.body.total).toBe(api.store.count('events', 'WHERE account_id = ?', [ACME]));
    const foreign = api.seededNetwork('owner-labs').network_id;
    const other = await events({ fields: [{ field: 'network_id', value: foreign }] });
    expect(other.body).toEqual({ results: [], total: 0, page: 1 });
  });

  it('answers 400 for a bad event log request', async () => {
    const sort = await events({ sort: { field: 'device_id', order: 'asc' } });
    expect(sort.status).toBe(400);
    expect(messageOf(sort.body)).toContain('sort');
    const field = await events({ fields: [{ field: 'text', value: 'x' }] });
    expect(field.status).toBe(400);
    const range = await events({ date_ranges: [{ field: 'timestamp', start: 10, end: 5 }] });
    expect(range.status).toBe(400);
    expect(range.body).toMatchObject({ message: 'Invalid date range: start is after end' });
    const page = await events({ pagination: { page_size: 100, page: 0 } });
    expect(page.status).toBe(400);
  });

  it('lists the Warehouse devices, newest created first, up to 1000 a page', async () => {
    const first = await devices({ fields: inWarehouse(), pagination: { page_size: 1000, page: 1 } });
    expect(first.status).toBe(200);
    expect(first.body.total).toBe(WAREHOUSE_DEVICES);
    expect(first.body.results.length).toBe(1000);
    expectSortedBy(first.body.results, (d) => d.created, 'desc');
    for (const device of first.body.results) {
      expect([device.network_id, typeof device.created, typeof device.last_seen]).toEqual([
        warehouse,
        'number',
        'number',
      ]);
      expect(device.last_request === null || typeof device.last_request === 'number').toBe(true);
    }
    const second = await devices({ fields: inWarehouse(), pagination: { page_size: 1000, page: 2 } });
    expect(second.body.results.length).toBe(WAREHOUSE_DEVICES - 1000);
    const ids = new Set([...first.body.results, ...second.body.results].map((d) => d.device_id));
    expect(ids.size).toBe(WAREHOUSE_DEVICES);
    const tooBig = await devices({ pagination: { page_size: 1001, page: 1 } });
    expect(tooBig.status).toBe(400);
  });

  it('sorts devices by each sortable column both ways, devices without a value last', async () => {
    for (const field of ['created', 'last_seen', 'last_request'] as const) {
      for (const order of ['asc', 'desc'] as const) {
        const res = await devices({
          fields: inWarehouse(),
          sort: { field, order },
          pagination: { page_size: 1000, page: 1 },
        });
        const rest = await devices({
          fields: inWarehouse(),
          sort: { field, order },
          pagination: { page_size: 1000, page: 2 },
        });
        const values = [...res.body.results, ...rest.body.results].map((d) => d[field] ?? null);
        const present = values.filter((v): v is number => v !== null);
        expect(isSorted(present, order)).toBe(true);
        expect(values.slice(present.length).every((v) => v === null)).toBe(true);
      }
    }
    const nulls = api.store.count('devices', "WHERE network_id = ? AND json_extract(data, '$.last_request') IS NULL", [
      warehouse,
    ]);
    expect(nulls).toBeGreaterThan(0);
  });

  it('answers 400 with a message mentioning sort for a sort on the id or an unknown order', async () => {
    for (const sort of [
      { field: 'device_id', order: 'asc' },
      { field: 'name', order: 'desc' },
      { field: 'created', order: 'up' },
    ]) {
      const res = await devices({ sort });
      expect(res.status).toBe(400);
      expect(messageOf(res.body).toLowerCase()).toContain('sort');
    }
  });

  it('seeds device messages of whole bytes: an even-length payload and "(n bytes)" in the text', () => {
    const rows = api.store.db.all("SELECT data FROM events WHERE event_type LIKE 'device.message.%'") as Array<{
      data: string;
    }>;
    expect(rows.length).toBeGreaterThan(100);
    const notWhole = rows
      .map(({ data }) => JSON.parse(data) as EventLogRow)
      .filter((row) => {
        const payload = typeof row.full_event.data.payload === 'string' ? row.full_event.data.payload : '';
        return payload.length % 2 !== 0 || !row.text.endsWith(`(${payload.length / 2} bytes)`);
      })
      .map((row) => row.text);
    expect(notWhole).toEqual([]);
  });

  it('finds devices by a partial MAC address in any case, with : or - separators', async () => {
    const all = (await devices({ fields: inWarehouse(), pagination: { page_size: 1000, page: 1 } })).body.results;
    const sample = all.find((d) => d.device_id.startsWith('00000000-0000-8000-8200-')) as Device;
    const pairs = sample.device_id.slice(-12).match(/../g) as string[];
    const digits = pairs.slice(1, 4).join('');
    for (const value of [
      pairs.slice(1, 4).join(':').toUpperCase(),
      pairs.slice(1, 4).join('-'),
      ` ${pairs.join(':')} `,
      pairs.join('-').toUpperCase(),
    ]) {
      const found = await devices({ fields: inWarehouse({ field: 'device_id', value }) });
      expect(found.status).toBe(200);
      expect(found.body.results.map((d) => d.device_id)).toContain(sample.device_id);
      expect(found.body.results.every((d) => d.device_id.includes(digits))).toBe(true);
    }
  });

  it('filters devices by id and by created, last spotted and last request ranges', async () => {
    const all = (await devices({ fields: inWarehouse(), pagination: { page_size: 1000, page: 1 } })).body.results;
    const sample = all[17] as Device;
    const part = sample.device_id.slice(-6);
    const byPart = await devices({ fields: inWarehouse({ field: 'device_id', value: part.toUpperCase() }) });
    expect(byPart.body.results.map((d) => d.device_id)).toContain(sample.device_id);
    expect(byPart.body.results.every((d) => d.device_id.includes(part))).toBe(true);
    const sgtin = await devices({ fields: inWarehouse({ field: 'device_id', value: '30*-8000-8100-*' }) });
    expect(sgtin.body.total).toBeGreaterThan(0);
    expect(
      sgtin.body.results.every((d) => /^30[0-9a-f]{6}-[0-9a-f]{4}-8000-8100-[0-9a-f]{12}$/.test(d.device_id)),
    ).toBe(true);

    const week = { start: SEED_BASE_TIME - 2 * 86_400, end: SEED_BASE_TIME };
    for (const field of ['created', 'last_seen', 'last_request'] as const) {
      const column = field === 'created' ? 'created' : `json_extract(data, '$.${field}')`;
      const range = field === 'created' ? { start: 0, end: SEED_BASE_TIME - 150 * 86_400 } : week;
      const res = await devices({
        fields: inWarehouse(),
        date_ranges: [{ field, ...range }],
        pagination: { page_size: 1000, page: 1 },
      });
      const expected = api.store.count('devices', `WHERE network_id = ? AND ${column} BETWEEN ? AND ?`, [
        warehouse,
        range.start,
        range.end,
      ]);
      expect({ field, total: res.body.total }).toEqual({ field, total: expected });
      expect(expected).toBeGreaterThan(0);
      expect(expected).toBeLessThan(WAREHOUSE_DEVICES);
      expect(
        res.body.results.every((d) => (d[field] as number) >= range.start && (d[field] as number) <= range.end),
      ).toBe(true);
    }
  });

  it('gives devices locations spread around Europe for the map', async () => {
    const all = (await devices({ fields: inWarehouse(), pagination: { page_size: 1000, page: 1 } })).body.results;
    const located = all.filter((d) => d.last_location_point);
    expect(located.length).toBeGreaterThan(500);
    expect(located.length).toBeLessThan(all.length);
    const lats = located.map((d) => d.last_location_point?.lat as number);
    const lons = located.map((d) => d.last_location_point?.lon as number);
    expect(Math.max(...lats) - Math.min(...lats)).toBeGreaterThan(15);
    expect(Math.max(...lons) - Math.min(...lons)).toBeGreaterThan(30);
    for (const d of located.slice(0, 20)) {
      expect(d.last_location).toBe(`${d.last_location_point?.lat},${d.last_location_point?.lon}`);
    }
  });

  it('answers statistics series for a network and a device, oldest first; 404 outside the account', async () => {
    const t = await token('installer');
    const stats = async (type: string, key: string, account = ACME) =>
      call<{ stats: StatsPoint[] }>(api.url, 'GET', `/v1/accounts/${account}/stats?type=${type}&type_key=${key}`, t);
    const network = await stats('network', warehouse);
    expect(network.status).toBe(200);
    expect(network.body.stats.length).toBe(72);
    expectSortedBy(network.body.stats, (p) => p.timestamp, 'asc');
    for (const point of network.body.stats) {
      expect(point.registered_devices).toBe(WAREHOUSE_DEVICES);
      expect(point.active_devices).toBeGreaterThan(0);
      const series = [point.requests, point.connections, point.bytes_up, point.bytes_down];
      expect(series.every((value) => Number.isFinite(value) && value >= 0)).toBe(true);
    }
    const deviceKey = api.store.db.get("SELECT type_key FROM stats WHERE type = 'device' AND account_id = ? LIMIT 1", [
      ACME,
    ])?.type_key as string;
    const device = await stats('device', deviceKey.toUpperCase());
    expect(device.body.stats.length).toBe(72);
    expect(device.body.stats.every((p) => p.registered_devices === 1)).toBe(true);

    const foreign = api.seededNetwork('owner-labs').network_id;
    const other = await stats('network', foreign);
    expect(other.status).toBe(404);
    expect(other.body).toEqual({ message: 'Network not found' });
    expect((await stats('device', '00000000-0000-8000-8200-ffffffffffff')).body).toEqual({
      message: 'Device not found',
    });
    expect((await stats('hotspot', warehouse)).status).toBe(400);
    expect((await call(api.url, 'GET', `/v1/accounts/${ACME}/stats?type=network`, t)).status).toBe(400);
  });
});
