/**
 * The set-up of the outbound-call tests (issue 26): a receiver on 127.0.0.1 that records what it got and
 * redirects on request, a resolver that knows a few test names, and an API whose outbound calls use both.
 */
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect } from '@rstest/core';
import type { Delivery, Network } from '@beacon/shared/contract';
import {
  ACME,
  FAULT_TEST_SECRET,
  call,
  createTestKeys,
  saveRoutes as saveRouteList,
  startStoreAndApi,
} from './testSupport.ts';
import type { StartedApi, TestKeys } from './testSupport.ts';

export const A = `/v1/accounts/${ACME}`;
export const LINK_LOCAL = 'a link-local address (169.254.0.0/16, fe80::/10), where cloud metadata services answer';
export const PRIVATE = 'a private network address (10.0.0.0/8, 172.16.0.0/12, 192.168.0.0/16, 100.64.0.0/10, fc00::/7)';

interface Received {
  path: string;
  host: string;
  headers: IncomingHttpHeaders;
}

/**
 * A receiver on 127.0.0.1: `/307?to=URL` and `/302?to=URL` redirect there, anything else answers 204. It
 * records what it got.
 */
export async function startReceiver() {
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
export const names: Record<string, string[]> = {
  'metadata.test': ['169.254.169.254'],
  'one.test': ['127.0.0.1'],
  'two.test': ['127.0.0.1'],
};
export const lookup = (hostname: string) => {
  const addresses = names[hostname];
  if (addresses === undefined) return Promise.reject(new Error(`getaddrinfo ENOTFOUND ${hostname}`));
  return Promise.resolve(addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })));
};

export type Receiver = Awaited<ReturnType<typeof startReceiver>>;

/**
 * Starts (before the file's tests) an API whose outbound calls allow loopback and use `lookup`, with
 * fault control, a clock the tests move (`ctx.now`), and a receiver; stops both after them.
 */
export function useOutboundApi() {
  let keys: TestKeys;
  const ctx = {
    now: Math.floor(Date.now() / 1000),
    issuer: 'http://localhost:4001/',
    started: undefined as unknown as StartedApi,
    receiver: undefined as unknown as Receiver,
    owner: () => keys.token('owner'),
    newNetwork: async () => {
      const created = await call<Network>(ctx.started.api.url, 'POST', `${A}/networks`, await ctx.owner(), {
        name: `Out ${randomUUID().slice(0, 8)}`,
      });
      return created.body.network_id;
    },
    saveRoutes: async (networkId: string, routes: Array<Record<string, unknown>>) =>
      saveRouteList(ctx.started.api.url, `${A}/networks/${networkId}`, await ctx.owner(), routes),
    deliveries: async (networkId: string) => {
      await ctx.started.store.deliveries.idle();
      const listed = await call<{ deliveries: Delivery[] }>(
        ctx.started.api.url,
        'GET',
        `${A}/networks/${networkId}/deliveries`,
        await ctx.owner(),
      );
      return listed.body.deliveries;
    },
    /** Registers a new device in the network: one network.device_registered event for its routes. */
    registerDevice: async (networkId: string) => {
      const deviceId = `00000000-0000-8000-8200-${randomUUID().slice(-12)}`;
      const registered = await call(ctx.started.api.url, 'POST', `${A}/devices`, await ctx.owner(), {
        device_id: deviceId,
        network_id: networkId,
      });
      expect(registered.status).toBe(201);
    },
  };
  beforeAll(async () => {
    keys = await createTestKeys();
    ctx.receiver = await startReceiver();
    ctx.started = await startStoreAndApi(
      keys,
      {
        now: () => ctx.now,
        outbound: { allowLoopback: true, lookup },
        hotspotAlerts: { holdSeconds: 60, sweepMs: 0, retryDelaysMs: [1, 1] },
      },
      { faults: { secret: FAULT_TEST_SECRET }, issuer: ctx.issuer },
    );
  });
  afterAll(async () => {
    await ctx.started.close();
    await ctx.receiver.close();
  });
  return ctx;
}
