/**
 * Inputs the security review found accepted (200/201) and stored; each answers 400 with the
 * contract's message and stores nothing (every test reads the state back through the API).
 */
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from '@rstest/core';
import {
  DUPLICATE_HEADER_MESSAGE,
  FILTER_TOO_LONG_MESSAGE,
  HEADER_NAME_MESSAGE,
  HEADER_VALUE_MESSAGE,
  HEADERS_MESSAGE,
  HEX_EVEN_LENGTH_MESSAGE,
  INTEGRATION_ROUTE_HEADER,
  MAX_ROUTES_PER_NETWORK,
  TEST_TEXT_TOO_LONG_MESSAGE,
  TOO_MANY_ROUTES_MESSAGE,
  URL_TOO_LONG_MESSAGE,
} from '@beacon/shared/contract';
import type { ErrorBody, InstalledIntegration, Network, RouteInput } from '@beacon/shared/contract';
import { ACME, call, networkPath, saveRoutes as saveRouteList, useTestApi } from './testSupport.ts';
const ROUTE: RouteInput = { filter_events: 'device.*', url: 'https://hooks.test/in' };

describe('platform API: validation gaps from the security review', () => {
  const api = useTestApi();
  const { token } = api;
  const networksPath = `/v1/accounts/${ACME}/networks`;

  const getNetwork = async (networkId: string) =>
    (await call<Network>(api.url, 'GET', networkPath(networkId), await token('member'))).body;
  const listNetworks = async () =>
    (await call<{ networks: Network[] }>(api.url, 'GET', networksPath, await token('member'))).body.networks;
  const listIntegrations = async (networkId: string) =>
    (await api.get<{ integrations: InstalledIntegration[] }>(`${networkPath(networkId)}/integrations`, 'member')).body
      .integrations;
  /** A new network holding one route, so that a refused save visibly keeps it. */
  const newNetwork = async (name: string) => (await api.newNetwork(name, { routes: [ROUTE] })).network_id;
  const saveRoutes = async (networkId: string, routes: unknown[]) =>
    saveRouteList<ErrorBody>(api.url, networkPath(networkId), await token('admin'), routes);
  const createWebhook = async (networkId: string, headers: Record<string, string>) =>
    call<ErrorBody>(api.url, 'POST', `${networkPath(networkId)}/integrations`, await token('admin'), {
      integration_type: 'webhook',
      name: 'Review webhook',
      config: { url: 'https://hooks.test/webhook', capture_network_all: true, headers },
    });

  /** Answers 400 with `message`, and the network (routes, last update) reads back as before. */
  const expectRefusedRoutes = async (networkId: string, routes: unknown[], message: string) => {
    const before = await getNetwork(networkId);
    const res = await saveRoutes(networkId, routes);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(res.body.field).toMatch(/^body/);
    expect(await getNetwork(networkId)).toEqual(before);
    expect(before.routes).toEqual([{ ...ROUTE }]);
  };

  /** Answers 400 with `message`; no integration and no route was added. */
  const expectRefusedWebhook = async (networkId: string, headers: Record<string, string>, message: string) => {
    const integrations = await listIntegrations(networkId);
    const network = await getNetwork(networkId);
    const res = await createWebhook(networkId, headers);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await listIntegrations(networkId)).toEqual(integrations);
    expect(await getNetwork(networkId)).toEqual(network);
  };

  it('refuses a route header name with CR/LF', async () => {
    const id = await newNetwork('Gap CRLF name');
    await expectRefusedRoutes(id, [{ ...ROUTE, headers: { 'x-evil\r\nx-injected': 'v' } }], HEADER_NAME_MESSAGE);
    // A trailing CR/LF is refused too, not trimmed away.
    await expectRefusedRoutes(id, [{ ...ROUTE, headers: { 'x-evil\r\n': 'v' } }], HEADER_NAME_MESSAGE);
  });

  it('refuses a route header name with a colon', async () => {
    const id = await newNetwork('Gap colon name');
    await expectRefusedRoutes(id, [{ ...ROUTE, headers: { 'x-evil: injected': 'v' } }], HEADER_NAME_MESSAGE);
  });

  it('refuses a route header value with CR, LF or NUL', async () => {
    const id = await newNetwork('Gap CRLF value');
    for (const value of ['v\r\nx-injected: 1', 'v\n', 'v\0']) {
      await expectRefusedRoutes(id, [{ ...ROUTE, headers: { 'x-a': value } }], HEADER_VALUE_MESSAGE);
    }
  });

  it('refuses webhook header names with CR/LF or a colon, and values with CR/LF', async () => {
    const id = await newNetwork('Gap webhook headers');
    await expectRefusedWebhook(id, { 'x-evil\r\nx-injected': 'v' }, HEADER_NAME_MESSAGE);
    await expectRefusedWebhook(id, { 'x-evil: injected': 'v' }, HEADER_NAME_MESSAGE);
    await expectRefusedWebhook(id, { 'x-a': 'v\r\nx-injected: 1' }, HEADER_VALUE_MESSAGE);
    await expectRefusedWebhook(id, { 'X-Key': '1', 'x-key': '2' }, DUPLICATE_HEADER_MESSAGE);
  });

  it('refuses 5 headers on a route made of case variants of the integration header', async () => {
    const id = await newNetwork('Gap header variants');
    const custom = { 'x-a': '1', 'x-b': '2', 'x-c': '3' };
    await expectRefusedRoutes(
      id,
      [
        {
          ...ROUTE,
          headers: {
            ...custom,
            [INTEGRATION_ROUTE_HEADER]: 'int-1',
            'X-Beacon-Integration-Config-Id': 'int-2',
          },
        },
      ],
      DUPLICATE_HEADER_MESSAGE,
    );
    // The 3 custom headers hold whatever the case: a fourth one next to the integration header is refused.
    await expectRefusedRoutes(
      id,
      [{ ...ROUTE, headers: { ...custom, 'X-D': '4', 'X-BEACON-INTEGRATION-CONFIG-ID': 'int-1' } }],
      HEADERS_MESSAGE,
    );
    // 3 custom headers plus the integration header in any case are still fine.
    const ok = await saveRoutes(id, [{ ...ROUTE, headers: { ...custom, 'X-Beacon-Integration-Config-Id': 'int-1' } }]);
    expect(ok.status).toBe(200);
  });

  it('refuses a 100,000-character route filter', async () => {
    const id = await newNetwork('Gap long filter');
    await expectRefusedRoutes(id, [{ ...ROUTE, filter_events: 'd'.repeat(100_000) }], FILTER_TOO_LONG_MESSAGE);
  });

  it('refuses a 500,000-character route URL', async () => {
    const id = await newNetwork('Gap long URL');
    const url = `https://hooks.test/${'p'.repeat(500_000 - 'https://hooks.test/'.length)}`;
    await expectRefusedRoutes(id, [{ ...ROUTE, url }], URL_TOO_LONG_MESSAGE);
  });

  it('refuses 5,000 routes in one save, and accepts exactly 100', async () => {
    const id = await newNetwork('Gap many routes');
    const routes = (n: number) => Array.from({ length: n }, (_, i) => ({ ...ROUTE, order: i }));
    await expectRefusedRoutes(id, routes(5000), TOO_MANY_ROUTES_MESSAGE);
    await expectRefusedRoutes(id, routes(MAX_ROUTES_PER_NETWORK + 1), TOO_MANY_ROUTES_MESSAGE);
    const hundred = await saveRoutes(id, routes(MAX_ROUTES_PER_NETWORK));
    expect(hundred.status).toBe(200);
    expect((await getNetwork(id)).routes).toHaveLength(100);
  });

  describe('test events', () => {
    let deviceId: string;
    const events = () => api.eventLog('member', 'device_id', deviceId);
    const sendTestEvent = async (body: unknown) =>
      call<ErrorBody>(
        api.url,
        'POST',
        `/v1/accounts/${ACME}/devices/${deviceId}/test-event`,
        await token('member'),
        body,
      );
    const expectRefusedTestEvent = async (body: unknown, message: string) => {
      const before = await events();
      const res = await sendTestEvent(body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
      expect(await events()).toEqual(before);
    };

    beforeAll(async () => {
      const networkId = await newNetwork('Gap test events');
      deviceId = randomBytes(6).toString('hex');
      const registered = await call(api.url, 'POST', `/v1/accounts/${ACME}/devices`, await token('member'), {
        device_id: deviceId,
        network_id: networkId,
      });
      expect(registered.status).toBe(201);
    });

    it('refuses a 900,000-character text, which would get round the 100 KB payload cap', async () => {
      await expectRefusedTestEvent({ text: 't'.repeat(900_000) }, TEST_TEXT_TOO_LONG_MESSAGE);
    });

    it('refuses an odd number of hex characters', async () => {
      await expectRefusedTestEvent({ payload: 'abc' }, HEX_EVEN_LENGTH_MESSAGE);
      expect(HEX_EVEN_LENGTH_MESSAGE).toBe('Payload must be an even number of hex characters');
      const ok = await sendTestEvent({ payload: 'abcd' });
      expect(ok.status).toBe(200);
    });
  });

  it('refuses a request body that is not valid UTF-8 and creates no network', async () => {
    const before = await listNetworks();
    // {"name":"\xff\xfe"}: the bytes 0xff 0xfe are not UTF-8 (a lenient decoder would store U+FFFD twice).
    const bytes = Buffer.from([0x7b, 0x22, 0x6e, 0x61, 0x6d, 0x65, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]);
    const res = await fetch(new URL(networksPath, api.url), {
      method: 'POST',
      headers: { authorization: `Bearer ${await token('owner')}`, 'content-type': 'application/json' },
      body: bytes,
    });
    expect(res.status).toBe(400);
    expect((await res.json()) as ErrorBody).toMatchObject({ message: expect.any(String) as string });
    const after = await listNetworks();
    expect(after.map((n) => n.network_id).sort()).toEqual(before.map((n) => n.network_id).sort());
    expect(after.some((n) => n.name.includes('\uFFFD'))).toBe(false);
  });
});
