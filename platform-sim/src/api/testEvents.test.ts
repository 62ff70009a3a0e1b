/**
 * Test events (POST …/devices/{id}/test-event and test-spotted-event) and their deliveries to the
 * network's routes: what each receiving route gets, and what is recorded. The delivery log itself
 * (attempts, retries, filters, health, redelivery): deliveryLog.test.ts.
 */
import { createServer } from 'node:http';
import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import type { Delivery, RouteInput } from '@beacon/shared/contract';
import { closedUrl } from './outboundTestSupport.ts';
import { ACME, call, networkPath, useTestApi } from './testSupport.ts';

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

/**
 * A local webhook receiver on 127.0.0.1. `/status/{code}` answers that code, `/redirect` a 302,
 * `/hold` waits for `release()`, `/hang` never answers; anything else answers 200.
 */
async function startReceiver() {
  const received: Received[] = [];
  const held: ServerResponse[] = [];
  let onHeld: (() => void) | undefined;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = req.url ?? '/';
      received.push({ path, headers: req.headers, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
      const status = /^\/status\/(\d{3})$/.exec(path)?.[1];
      if (path === '/hang') return;
      if (path === '/hold') {
        held.push(res);
        onHeld?.();
        return;
      }
      if (path === '/redirect') {
        res.writeHead(302, { location: '/landed' }).end();
        return;
      }
      res.writeHead(status === undefined ? 200 : Number(status), { 'content-type': 'application/json' });
      res.end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    received,
    at: (path: string) => received.filter((r) => r.path === path),
    /** Resolves once a `/hold` request is waiting. */
    whenHeld: () => new Promise<void>((resolve) => (held.length > 0 ? resolve() : (onHeld = resolve))),
    release: () => held.splice(0).forEach((res) => res.writeHead(200).end()),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe('platform API: test events and their deliveries', () => {
  // Retries after 5 ms, then 10 ms: a route answering 500 is tried three times.
  const api = useTestApi({}, { delivery: { retryBaseMs: 5 } });
  const { token } = api;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  const newNetwork = (name: string, routes: RouteInput[]) => api.newNetwork(name, { routes });
  const register = async (networkId: string, deviceId: string) => {
    const res = await call(api.url, 'POST', `/v1/accounts/${ACME}/devices`, await token('member'), {
      device_id: deviceId,
      network_id: networkId,
    });
    expect(res.status).toBe(201);
  };
  const deliveries = async (networkId: string, query = '') =>
    (await api.get<{ deliveries: Delivery[] }>(`${networkPath(networkId)}/deliveries${query}`, 'member')).body
      .deliveries;

  beforeAll(async () => {
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await receiver.close();
  });

  it('delivers registration, test message and spotted events to the receiving routes, with headers, and records each', async () => {
    const gone = await closedUrl();
    const network = await newNetwork('Delivery net', [
      { filter_events: 'device.message.*', url: `${receiver.url}/messages`, order: 0, headers: { 'x-key': 'k1' } },
      { filter_events: 'device.request.*', url: `${receiver.url}/requests`, order: 1 },
      { filter_events: 'network.*', url: `${receiver.url}/status/500`, order: 2 },
      { filter_events: 'network.device_spotted', url: gone, order: 3 },
      { filter_events: 'device.message.test.*', url: `${receiver.url}/redirect`, order: 4 },
      { filter_events: '*', url: `${receiver.url}/all` },
    ]);
    const deviceId = '00000000-0000-8000-8200-0000000d1e01';
    await register(network.network_id, deviceId);
    const member = await token('member');
    const message = await call(api.url, 'POST', `/v1/accounts/${ACME}/devices/${deviceId}/test-event`, member, {
      namespace: 'test',
      method: 'data',
      payload: 'DEADBEEF',
      location: { lat: 51.5, lon: -0.12 },
    });
    expect(message.status).toBe(200);
    expect(message.body).toEqual({ event_type: 'device.message.test.data' });
    const spotted = await call(api.url, 'POST', `/v1/accounts/${ACME}/devices/${deviceId}/test-spotted-event`, member, {
      location: { lat: 48.8566, lon: 2.3522 },
      gateway_type: 'phone',
    });
    expect(spotted.body).toEqual({ event_type: 'device_spotted' });
    await api.store.deliveries.idle();

    const recorded = await deliveries(network.network_id, '?limit=100');
    const summary = recorded.map((d) => [
      d.event_type,
      d.route_url.replace(receiver.url, ''),
      d.status,
      d.ok,
      d.attempt,
    ]);
    // A 500 and a refused connection are tried three times; a 302 is an answer, not retried.
    expect(summary.sort()).toEqual(
      [
        ['network.device_registered', '/status/500', 500, false, 1],
        ['network.device_registered', '/status/500', 500, false, 2],
        ['network.device_registered', '/status/500', 500, false, 3],
        ['network.device_registered', '/all', 200, true, 1],
        ['device.message.test.data', '/messages', 200, true, 1],
        ['device.message.test.data', '/redirect', 302, false, 1],
        ['device.message.test.data', '/all', 200, true, 1],
        ['network.device_spotted', '/status/500', 500, false, 1],
        ['network.device_spotted', '/status/500', 500, false, 2],
        ['network.device_spotted', '/status/500', 500, false, 3],
        ['network.device_spotted', gone, null, false, 1],
        ['network.device_spotted', gone, null, false, 2],
        ['network.device_spotted', gone, null, false, 3],
        ['network.device_spotted', '/all', 200, true, 1],
      ].sort(),
    );
    const refused = recorded.filter((d) => d.route_url === gone);
    expect(refused.map((d) => [d.error_kind, d.response_excerpt])).toEqual([
      ['refused', undefined],
      ['refused', undefined],
      ['refused', undefined],
    ]);
    expect(refused[0]?.error).toMatch(/ECONNREFUSED/);
    expect(recorded.every((d) => d.device_id === deviceId && d.duration_ms >= 0 && d.at > 0)).toBe(true);
    expect(recorded.filter((d) => d.error !== undefined)).toHaveLength(3);
    expect(recorded.find((d) => d.route_url.endsWith('/messages'))?.response_excerpt).toBe('{"ok":true}');

    expect(receiver.at('/requests')).toEqual([]);
    expect(receiver.at('/landed')).toEqual([]);
    expect(
      receiver
        .at('/all')
        .map((r) => (r.body as Array<{ type: string }>)[0]?.type)
        .sort(),
    ).toEqual(['device.message.test.data', 'network.device_registered', 'network.device_spotted']);
    const [delivered] = receiver.at('/messages');
    expect(delivered?.headers['x-key']).toBe('k1');
    expect(delivered?.headers['content-type']).toBe('application/json');
    const [cloudEvent] = delivered?.body as Array<Record<string, unknown>>;
    expect(cloudEvent?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(cloudEvent?.time).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect({ ...cloudEvent, id: 'id', time: 'time' }).toEqual({
      specversion: '1.0',
      id: 'id',
      source: 'beacon',
      type: 'device.message.test.data',
      time: 'time',
      datacontenttype: 'application/json',
      data: {
        namespace: 'test',
        method: 'data',
        payload: 'deadbeef',
        location: { lat: 51.5, lon: -0.12 },
        test: true,
        account_id: ACME,
        network_id: network.network_id,
        device_id: deviceId,
      },
    });

    const log = await api.eventLog('member', 'device_id', deviceId);
    expect(log.results.map((r) => r.event_type).sort()).toEqual([
      'device.message.test.data',
      'device_registered',
      'device_spotted',
    ]);
    const spottedRow = log.results.find((r) => r.event_type === 'device_spotted');
    expect(spottedRow?.full_event.data.location).toEqual({ lat: 48.8566, lon: 2.3522 });

    expect(await deliveries(network.network_id, '?limit=2')).toEqual(recorded.slice(0, 2));
    // One event, one CloudEvent id, for every route and every attempt.
    const spottedIds = new Set(
      recorded.filter((d) => d.event_type === 'network.device_spotted').map((d) => d.event_id),
    );
    const receivedIds = receiver
      .at('/all')
      .map((r) => (r.body as Array<{ type: string; id: string }>)[0])
      .filter((e) => e?.type === 'network.device_spotted')
      .map((e) => e?.id);
    expect([...spottedIds]).toEqual(receivedIds);
  });

  it('answers the test event before its delivery ends; the delivery is recorded when it does', async () => {
    const network = await newNetwork('Slow receiver net', [
      { filter_events: 'device.message.*', url: `${receiver.url}/hold` },
    ]);
    const deviceId = '00000000-0000-8000-8200-0000000d1e02';
    await register(network.network_id, deviceId);
    const held = receiver.whenHeld();
    const sent = await call(
      api.url,
      'POST',
      `/v1/accounts/${ACME}/devices/${deviceId}/test-event`,
      await token('installer'),
      {
        text: 'hello',
      },
    );
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ event_type: 'device.message.test.data' });
    await held;
    expect(await deliveries(network.network_id)).toEqual([]);
    receiver.release();
    await api.store.deliveries.idle();
    expect(await deliveries(network.network_id)).toMatchObject([
      { event_type: 'device.message.test.data', status: 200, ok: true, route_url: `${receiver.url}/hold` },
    ]);
  });

  it('validates test events and the deliveries query, and keeps other accounts out', async () => {
    const member = await token('member');
    const lab = api.seededNetwork('owner-labs');
    const missing = await call(
      api.url,
      'POST',
      `/v1/accounts/${ACME}/devices/00000000-0000-8000-8200-00000000beef/test-event`,
      member,
      {},
    );
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'Device not found' });
    const warehouseDevice = api.store.events.exploreDevices(ACME, {
      sort: { field: 'created', order: 'desc' },
      pagination: { page_size: 1, page: 1 },
      fields: [],
      date_ranges: [],
    }).results[0];
    const path = `/v1/accounts/${ACME}/devices/${warehouseDevice?.device_id ?? ''}`;
    const dotted = await call(api.url, 'POST', `${path}/test-event`, member, { namespace: 'a.b' });
    expect(dotted.status).toBe(400);
    expect(dotted.body).toMatchObject({ message: 'Valid namespace required: letters, digits, _, - and : only' });
    const noLocation = await call(api.url, 'POST', `${path}/test-spotted-event`, member, {});
    expect(noLocation.status).toBe(400);

    const warehouse = api.seededNetwork(ACME, 'Warehouse');
    const badLimit = await call(api.url, 'GET', `${networkPath(warehouse.network_id)}/deliveries?limit=0`, member);
    expect(badLimit.status).toBe(400);
    expect(badLimit.body).toMatchObject({ message: 'limit must be a number from 1 to 100' });
    const other = await call(api.url, 'GET', `/v1/accounts/${ACME}/networks/${lab.network_id}/deliveries`, member);
    expect(other.status).toBe(404);
  });
});
