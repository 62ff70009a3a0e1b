/**
 * Outbound calls never reach internal addresses (issue 26): refused when a route, a webhook integration or a
 * hotspot alert webhook is saved (400), and again when it is sent to (after DNS, after each redirect); the
 * configured headers go to the configured origin only, and nothing of the platform's own goes out.
 */
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import type { Delivery, HotspotAlert, HotspotGroup, InstalledIntegration, Network } from '@beacon/shared/contract';
import { FAULT_SECRET_HEADER } from './faults.ts';
import {
  ACME,
  FAULT_TEST_SECRET,
  call,
  createTestKeys,
  saveRoutes as saveRouteList,
  startStoreAndApi,
} from './testSupport.ts';
import type { StartedApi, TestKeys } from './testSupport.ts';

const A = `/v1/accounts/${ACME}`;
const LINK_LOCAL = 'a link-local address (169.254.0.0/16, fe80::/10), where cloud metadata services answer';
const PRIVATE = 'a private network address (10.0.0.0/8, 172.16.0.0/12, 192.168.0.0/16, 100.64.0.0/10, fc00::/7)';

interface Received {
  path: string;
  host: string;
  headers: IncomingHttpHeaders;
}

/**
 * A receiver on 127.0.0.1: `/307?to=URL` and `/302?to=URL` redirect there, anything else answers 204. It
 * records what it got.
 */
async function startReceiver() {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://receiver');
      received.push({ path: url.pathname, host: req.headers.host ?? '', headers: req.headers });
      const to = url.searchParams.get('to');
      if (to !== null && (url.pathname === '/307' || url.pathname === '/302')) {
        res.writeHead(Number(url.pathname.slice(1)), { location: to }).end();
        return;
      }
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    received,
    at: (path: string) => received.filter((r) => r.path === path),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Names the tests' resolver knows; `rebind.test` changes its answer after it was saved. */
const names: Record<string, string[]> = {
  'metadata.test': ['169.254.169.254'],
  'one.test': ['127.0.0.1'],
  'two.test': ['127.0.0.1'],
};
const lookup = (hostname: string) => {
  const addresses = names[hostname];
  if (addresses === undefined) return Promise.reject(new Error(`getaddrinfo ENOTFOUND ${hostname}`));
  return Promise.resolve(addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })));
};

describe('outbound calls: the address policy', () => {
  let keys: TestKeys;
  let started: StartedApi;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let now = Math.floor(Date.now() / 1000);
  const issuer = 'http://localhost:4001/';

  beforeAll(async () => {
    keys = await createTestKeys();
    receiver = await startReceiver();
    started = await startStoreAndApi(
      keys,
      {
        now: () => now,
        outbound: { allowLoopback: true, lookup },
        hotspotAlerts: { holdSeconds: 60, sweepMs: 0, retryDelaysMs: [1, 1] },
      },
      { faults: { secret: FAULT_TEST_SECRET }, issuer },
    );
  });
  afterAll(async () => {
    await started.close();
    await receiver.close();
  });

  const owner = () => keys.token('owner');
  const newNetwork = async () => {
    const created = await call<Network>(started.api.url, 'POST', `${A}/networks`, await owner(), {
      name: `Out ${randomUUID().slice(0, 8)}`,
    });
    return created.body.network_id;
  };
  const saveRoutes = async (networkId: string, routes: Array<Record<string, unknown>>) =>
    saveRouteList(started.api.url, `${A}/networks/${networkId}`, await owner(), routes);
  const deliveries = async (networkId: string) => {
    await started.store.deliveries.idle();
    const listed = await call<{ deliveries: Delivery[] }>(
      started.api.url,
      'GET',
      `${A}/networks/${networkId}/deliveries`,
      await owner(),
    );
    return listed.body.deliveries;
  };
  /** Registers a new device in the network: one network.device_registered event for its routes. */
  const registerDevice = async (networkId: string) => {
    const deviceId = `00000000-0000-8000-8200-${randomUUID().slice(-12)}`;
    const registered = await call(started.api.url, 'POST', `${A}/devices`, await owner(), {
      device_id: deviceId,
      network_id: networkId,
    });
    expect(registered.status).toBe(201);
  };

  it('refuses a route to an internal address when it is saved, with the message and the field', async () => {
    const networkId = await newNetwork();
    const cases: Array<[string, string]> = [
      ['http://169.254.169.254/latest/meta-data/', `169.254.169.254 is ${LINK_LOCAL}`],
      ['http://2852039166/', `169.254.169.254 is ${LINK_LOCAL}`],
      ['http://[::ffff:169.254.169.254]/', `::ffff:a9fe:a9fe is ${LINK_LOCAL}`],
      ['http://10.0.0.1:8080/hook', `10.0.0.1 is ${PRIVATE}`],
      ['http://0.0.0.0:4000/', '0.0.0.0 is the unspecified address (0.0.0.0/8, ::)'],
      ['http://metadata.test/', `metadata.test resolves to 169.254.169.254, ${LINK_LOCAL}`],
      [
        `${started.api.url}/v1/accounts`,
        `${new URL(started.api.url).host} is the platform's own API or sign-in service`,
      ],
      [`${issuer}authorize`, "localhost:4001 is the platform's own API or sign-in service"],
    ];
    for (const [url, why] of cases) {
      const saved = await saveRoutes(networkId, [
        { filter_events: '*', url: `${receiver.url}/fine` },
        { filter_events: 'network.*', url },
      ]);
      expect({ url, status: saved.status, body: saved.body }).toEqual({
        url,
        status: 400,
        body: { message: `URL not allowed: ${why}`, field: 'body.routes.1.url' },
      });
    }
    // A loopback receiver on another port is fine (local development), and nothing was saved before.
    expect((await saveRoutes(networkId, [{ filter_events: '*', url: `${receiver.url}/fine` }])).status).toBe(200);
  });

  it('refuses a webhook integration, and a hotspot group alert webhook, to an internal address', async () => {
    const networkId = await newNetwork();
    const integrations = `${A}/networks/${networkId}/integrations`;
    const webhook = (url: string) => ({
      integration_type: 'webhook',
      name: 'Hook',
      config: { url, capture_network_all: true, headers: { 'x-token': 't1' } },
    });
    const refused = await call(started.api.url, 'POST', integrations, await owner(), webhook('http://[fe80::1]/'));
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ message: `URL not allowed: fe80::1 is ${LINK_LOCAL}`, field: 'body.config.url' });
    expect(started.store.integrations.list(ACME, networkId)).toHaveLength(1); // the built-in one only

    const created = await call<InstalledIntegration>(
      started.api.url,
      'POST',
      integrations,
      await owner(),
      webhook(`${receiver.url}/hook`),
    );
    expect(created.status).toBe(201);
    const update = await call(
      started.api.url,
      'POST',
      `${integrations}/${created.body.config_id}`,
      await owner(),
      webhook('http://192.168.1.20/'),
    );
    expect(update.status).toBe(400);
    expect(update.body).toEqual({ message: `URL not allowed: 192.168.1.20 is ${PRIVATE}`, field: 'body.config.url' });

    const group = (name: string, value: string) => ({
      name,
      alert_enabled: true,
      alert_target_type: 'webhook',
      alert_target_value: value,
    });
    const groups = `${A}/hotspot-groups`;
    const badGroup = await call(started.api.url, 'POST', groups, await owner(), group('Meta', 'http://metadata.test/'));
    expect(badGroup.status).toBe(400);
    expect(badGroup.body).toEqual({
      message: `URL not allowed: metadata.test resolves to 169.254.169.254, ${LINK_LOCAL}`,
      field: 'body.alert_target_value',
    });
    const made = await call<HotspotGroup>(started.api.url, 'POST', groups, await owner(), group('Out', receiver.url));
    expect(made.status).toBe(201);
    const changed = await call(
      started.api.url,
      'POST',
      `${groups}/${made.body.group_id}`,
      await owner(),
      group('Out', 'http://172.16.5.5/'),
    );
    expect(changed.status).toBe(400);
    expect(changed.body).toMatchObject({ field: 'body.alert_target_value' });
  });

  it('checks again when it sends: after DNS, and after each redirect', async () => {
    const networkId = await newNetwork();
    const internal = 'http://10.0.0.1/x';
    const saved = await saveRoutes(networkId, [
      { filter_events: 'network.*', url: 'http://rebind.test/hook', order: 0 },
      { filter_events: 'network.*', url: `${receiver.url}/307?to=${encodeURIComponent(internal)}`, order: 1 },
      {
        filter_events: 'network.*',
        url: `${receiver.url}/307?to=${encodeURIComponent(`${started.api.url}/v1/accounts`)}`,
        order: 2,
      },
      { filter_events: 'network.*', url: `${receiver.url}/302?to=${encodeURIComponent(internal)}`, order: 3 },
    ]);
    expect(saved.status).toBe(200);
    // The name did not resolve when the route was saved; now it points at the metadata service.
    names['rebind.test'] = ['169.254.169.254'];
    try {
      await registerDevice(networkId);
      const recorded = await deliveries(networkId);
      const byUrl = new Map(recorded.map((d) => [d.route_url.replace(receiver.url, ''), d]));
      expect(byUrl.get('http://rebind.test/hook')).toMatchObject({
        status: null,
        ok: false,
        error: `Refused: rebind.test resolves to 169.254.169.254, ${LINK_LOCAL}`,
      });
      expect(byUrl.get(`/307?to=${encodeURIComponent(internal)}`)).toMatchObject({
        status: null,
        ok: false,
        error: `Refused: redirect to ${internal}: 10.0.0.1 is ${PRIVATE}`,
      });
      expect(byUrl.get(`/307?to=${encodeURIComponent(`${started.api.url}/v1/accounts`)}`)).toMatchObject({
        status: null,
        ok: false,
        error: `Refused: redirect to ${started.api.url}/v1/accounts: ${new URL(started.api.url).host} is the platform's own API or sign-in service`,
      });
      // A 302 would turn the POST into a GET without the event: it is the answer, not followed.
      expect(byUrl.get(`/302?to=${encodeURIComponent(internal)}`)).toMatchObject({ status: 302, ok: false });
    } finally {
      delete names['rebind.test'];
    }
  });

  it('sends the configured headers to the configured origin only, and nothing of the platform', async () => {
    const networkId = await newNetwork();
    const port = receiver.port;
    const saved = await saveRoutes(networkId, [
      {
        filter_events: 'network.*',
        url: `http://user:pw@one.test:${port}/307?to=${encodeURIComponent(`http://two.test:${port}/elsewhere`)}`,
        headers: { 'x-secret': 's3cret', 'Content-Length': '1' },
        order: 0,
      },
      {
        filter_events: 'network.*',
        url: `http://one.test:${port}/307?to=${encodeURIComponent('/same')}`,
        headers: { 'x-secret': 's3cret', authorization: 'Bearer receiver-key', Host: 'internal.test' },
        order: 1,
      },
    ]);
    expect(saved.status).toBe(200);
    await registerDevice(networkId);
    const recorded = await deliveries(networkId);
    expect(recorded.map((d) => [d.status, d.ok])).toEqual([
      [204, true],
      [204, true],
    ]);

    const [first, second] = receiver.at('/307').filter((r) => r.host === `one.test:${port}`);
    // The first hop of the first route: the configured headers and the URL's credentials.
    expect(first?.headers).toMatchObject({
      'x-secret': 's3cret',
      authorization: `Basic ${Buffer.from('user:pw').toString('base64')}`,
    });
    // Content-Length stays the sender's.
    expect(Number(first?.headers['content-length'])).toBeGreaterThan(1);
    // Elsewhere after a redirect: none of them.
    const [elsewhere] = receiver.at('/elsewhere');
    expect(elsewhere?.host).toBe(`two.test:${port}`);
    expect(Object.keys(elsewhere?.headers ?? {}).sort()).toEqual([
      'connection',
      'content-length',
      'content-type',
      'host',
      'user-agent',
    ]);
    // The same origin after a redirect: the headers again; Host stays the sender's.
    const [same] = receiver.at('/same');
    expect(second?.host).toBe(`one.test:${port}`);
    expect(same?.host).toBe(`one.test:${port}`);
    expect(same?.headers).toMatchObject({ 'x-secret': 's3cret', authorization: 'Bearer receiver-key' });
    expect(Object.keys(same?.headers ?? {}).sort()).toEqual([
      'authorization',
      'connection',
      'content-length',
      'content-type',
      'host',
      'user-agent',
      'x-secret',
    ]);
  });

  it('reads no answer body: the connection to a receiver that never stops sending is closed', async () => {
    let closed: () => void = () => undefined;
    const socketClosed = new Promise<void>((resolve) => (closed = resolve));
    const endless = createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        res.writeHead(200, { 'content-type': 'text/plain' });
        const timer = setInterval(() => res.write('x'.repeat(1024)), 10);
        res.socket?.on('close', () => {
          clearInterval(timer);
          closed();
        });
      });
    });
    await new Promise<void>((resolve) => endless.listen(0, '127.0.0.1', resolve));
    try {
      const networkId = await newNetwork();
      const url = `http://127.0.0.1:${(endless.address() as AddressInfo).port}/stream`;
      expect((await saveRoutes(networkId, [{ filter_events: 'network.*', url }])).status).toBe(200);
      await registerDevice(networkId);
      expect(await deliveries(networkId)).toMatchObject([{ route_url: url, status: 200, ok: true }]);
      // Closed at once, not when the 5 s delivery timeout would end it.
      const soon = new Promise<string>((resolve) => setTimeout(() => resolve('still open'), 2_000));
      expect(await Promise.race([socketClosed.then(() => 'closed'), soon])).toBe('closed');
    } finally {
      endless.closeAllConnections();
      await new Promise<void>((resolve) => endless.close(() => resolve()));
    }
  });

  it('refuses an alert webhook at delivery time too (a group stored before the policy)', async () => {
    const stored = started.store.hotspots.createGroup(
      ACME,
      {
        name: 'Legacy',
        alert_enabled: true,
        alert_target_type: 'webhook',
        alert_target_value: 'http://169.254.169.254/',
      },
      { id: 'test', email: 'test@example.com' },
    );
    if (stored.kind !== 'ok') throw new Error('group not stored');
    const groupId = stored.group.group_id;
    const id = randomUUID();
    await call(started.api.url, 'POST', `${A}/hotspots`, await owner(), { hotspot_id: id, group_id: groupId });
    const setStatus = (status: string) =>
      call(
        started.api.url,
        'POST',
        `/__test/hotspots/${id}/status`,
        undefined,
        { status },
        {
          headers: { [FAULT_SECRET_HEADER]: FAULT_TEST_SECRET },
        },
      );
    expect((await setStatus('online')).status).toBe(204);
    now += 61;
    await started.store.hotspotAlerts.sweep();
    expect((await setStatus('offline')).status).toBe(204);
    now += 61;
    await started.store.hotspotAlerts.sweep();
    const listed = await call<{ alerts: HotspotAlert[] }>(
      started.api.url,
      'GET',
      `${A}/hotspot-groups/${groupId}/alerts`,
      await owner(),
    );
    expect(listed.body.alerts).toMatchObject([
      { status: 'offline', delivered: false, attempts: 0, error: `Refused: 169.254.169.254 is ${LINK_LOCAL}` },
    ]);
  });
});

describe('outbound calls: loopback refused (PLATFORM_SIM_OUTBOUND_ALLOW_LOOPBACK=false)', () => {
  it('refuses loopback receivers when saved and when sent to', async () => {
    const keys = await createTestKeys();
    const receiver = await startReceiver();
    const { store, api, close } = await startStoreAndApi(keys, { outbound: { allowLoopback: false } });
    try {
      const owner = await keys.token('owner');
      const network = await call<Network>(api.url, 'POST', `${A}/networks`, owner, { name: 'Strict' });
      const base = `${A}/networks/${network.body.network_id}`;
      const saved = await saveRouteList(api.url, base, owner, [{ filter_events: '*', url: `${receiver.url}/hook` }]);
      expect(saved.status).toBe(400);
      expect(saved.body).toEqual({
        message:
          'URL not allowed: 127.0.0.1 is a loopback address (127.0.0.0/8, ::1, localhost), which this platform does not send to',
        field: 'body.routes.0.url',
      });
      const local = await saveRouteList(api.url, base, owner, [
        { filter_events: '*', url: 'http://localhost:8080/hook' },
      ]);
      expect(local.status).toBe(400);
      expect(receiver.received).toEqual([]);
      // A route stored before (or by another build) is refused when it is sent to.
      store.routes.save(
        ACME,
        network.body.network_id,
        [{ filter_events: '*', url: `${receiver.url}/hook` }],
        undefined,
        {
          id: 'test',
          email: 'test@example.com',
        },
      );
      await call(api.url, 'POST', `${A}/devices`, owner, {
        device_id: '00000000-0000-8000-8200-00000000c0de',
        network_id: network.body.network_id,
      });
      await store.deliveries.idle();
      const listed = await call<{ deliveries: Delivery[] }>(api.url, 'GET', `${base}/deliveries`, owner);
      expect(listed.body.deliveries).toMatchObject([
        {
          status: null,
          ok: false,
          error:
            'Refused: 127.0.0.1 is a loopback address (127.0.0.0/8, ::1, localhost), which this platform does not send to',
        },
      ]);
      expect(receiver.received).toEqual([]);
    } finally {
      await close();
      await receiver.close();
    }
  });
});
