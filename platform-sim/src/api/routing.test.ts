import { createServer } from 'node:http';
import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import type { Delivery, Network, RouteInput, RouteTestResult } from '@beacon/shared/contract';
import { routeTestAnswer } from '@beacon/shared/contract';
import { closedUrl } from './outboundTestSupport.ts';
import { ACME, call, createTestKeys, networkPath, saveRoutes, startStoreAndApi, useTestApi } from './testSupport.ts';
import type { Nickname } from './testSupport.ts';

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

describe('platform API: route tester, test events and deliveries', () => {
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
  const routeTest = async (networkId: string, event_type: string, nickname: Nickname = 'installer') =>
    call<RouteTestResult>(api.url, 'POST', `${networkPath(networkId)}/route-test`, await token(nickname), {
      event_type,
    });

  beforeAll(async () => {
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await receiver.close();
  });

  it('tests the Warehouse routes: a device request reaches the first match, a network event all', async () => {
    const warehouse = api.seededNetwork(ACME, 'Warehouse');
    const request = await routeTest(warehouse.network_id, 'device.request.config.get');
    expect(request.status).toBe(200);
    expect(request.body).toEqual({
      event_type: 'device.request.config.get',
      kind: 'device-request',
      rule: 'first-matching',
      matches: [
        {
          index: 0,
          filter_events: 'device.request.config.*',
          url: 'https://hooks.example.com/config',
          order: 0,
          first: true,
          receives: true,
        },
        {
          index: 4,
          filter_events: 'device.*',
          url: 'https://hooks.example.com/catch-all',
          first: false,
          receives: false,
        },
      ],
    });
    const spotted = await routeTest(warehouse.network_id, 'device_spotted');
    expect(spotted.body).toMatchObject({
      event_type: 'network.device_spotted',
      kind: 'network-event',
      rule: 'all-matching',
    });
    expect(spotted.body.matches).toEqual([
      {
        index: 2,
        filter_events: 'network.*',
        url: 'https://ops.example.com/beacon-events',
        order: 2,
        first: true,
        receives: true,
        integration_config_id: 'int-warehouse-ops',
      },
      {
        index: 3,
        filter_events: 'network.*',
        url: 'https://hooks.example.com/alerts',
        order: 3,
        first: false,
        receives: true,
      },
    ]);
    const message = await routeTest(warehouse.network_id, 'device.message.test.data');
    expect(message.body.matches.map((m) => [m.url, m.receives])).toEqual([
      ['https://hooks.example.com/warehouse', true],
      ['https://hooks.example.com/catch-all', true],
    ]);
  });

  it('answers exactly what the shared routing rules compute, for every filter form', async () => {
    const network = await newNetwork('Tester net', [
      { filter_events: 'device.request.sensor.read', url: 'https://exact.test', order: 4 },
      { filter_events: '*', url: 'https://all.test' },
      { filter_events: 'device.*', url: 'https://device.test', order: 2 },
      { filter_events: 'device.message.*', url: 'https://message.test', order: 1 },
      { filter_events: 'network.*', url: 'https://network.test', order: 2 },
      { filter_events: 'network.device_registered', url: 'https://registered.test', order: 0 },
      { filter_events: 'device.request.sensor.*', url: 'https://sensor.test', order: 3 },
    ]);
    const types = [
      'device.request.sensor.read',
      'device.request.sensor.write',
      'device.request.other.read',
      'device.message.test.data',
      'device_registered',
      'network.device_spotted',
      'protocol_error',
      'device.request_failed',
      'config.updated',
    ];
    for (const type of types) {
      const answer = (await routeTest(network.network_id, type)).body;
      expect({ type, answer }).toEqual({ type, answer: routeTestAnswer(network.routes, type) });
    }
    const exact = (await routeTest(network.network_id, 'device.request.sensor.read')).body.matches;
    expect(exact.filter((m) => m.receives).map((m) => m.url)).toEqual(['https://device.test']);
  });

  it('validates the tester input and answers 404 for a network not in the account', async () => {
    const warehouse = api.seededNetwork(ACME, 'Warehouse');
    const empty = await routeTest(warehouse.network_id, '  ');
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ message: 'Event type is required' });
    const lab = api.seededNetwork('owner-labs');
    expect((await routeTest(lab.network_id, '*', 'owner')).status).toBe(404);
    expect((await routeTest(warehouse.network_id, '*', 'social')).status).toBe(403);
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

describe('platform API: delivery timeout', () => {
  it('records a receiver that does not answer in time as a timeout', async () => {
    const keys = await createTestKeys();
    const { store, api, close } = await startStoreAndApi(keys, { delivery: { timeoutMs: 200, retryBaseMs: 1 } });
    const receiver = await startReceiver();
    try {
      const owner = await keys.token('owner');
      const network = (await call<Network>(api.url, 'POST', `/v1/accounts/${ACME}/networks`, owner, { name: 'Hang' }))
        .body;
      const base = `/v1/accounts/${ACME}/networks/${network.network_id}`;
      expect(
        (await saveRoutes(api.url, base, owner, [{ filter_events: 'network.*', url: `${receiver.url}/hang` }])).status,
      ).toBe(200);
      await call(api.url, 'POST', `/v1/accounts/${ACME}/devices`, owner, {
        device_id: '00000000-0000-8000-8200-0000000d1e03',
        network_id: network.network_id,
      });
      await store.deliveries.idle();
      const listed = await call<{ deliveries: Delivery[] }>(api.url, 'GET', `${base}/deliveries`, owner);
      const timedOut = {
        event_type: 'network.device_registered',
        status: null,
        ok: false,
        error: 'Timed out after 0.2 s',
      };
      expect(listed.body.deliveries).toMatchObject([
        { ...timedOut, error_kind: 'timeout', attempt: 3 },
        { ...timedOut, error_kind: 'timeout', attempt: 2 },
        { ...timedOut, error_kind: 'timeout', attempt: 1 },
      ]);
      expect(receiver.at('/hang')).toHaveLength(3);
    } finally {
      await close();
      await receiver.close();
    }
  });
});
