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
import type { DispatcherOptions } from './domains/routes/dispatcher.ts';
import type { Nickname, StartedApi, TestKeys } from './testSupport.ts';

export const A = `/v1/accounts/${ACME}`;
export const LINK_LOCAL = 'a link-local address (169.254.0.0/16, fe80::/10), where cloud metadata services answer';
export const PRIVATE = 'a private network address (10.0.0.0/8, 172.16.0.0/12, 192.168.0.0/16, 100.64.0.0/10, fc00::/7)';

interface Received {
  path: string;
  /** The path with the query. */
  url: string;
  host: string;
  headers: IncomingHttpHeaders;
  /** The request body as text. */
  body: string;
  /** When it arrived (performance.now()). */
  time: number;
}

/** A body of 1 + 2 × 1500 bytes: an ASCII letter, then two-byte characters, so 2048 bytes end inside one. */
export const UTF8_BODY = `a${'é'.repeat(1500)}`;

/**
 * A receiver on 127.0.0.1. It records what it got, and answers:
 * - `/307?to=URL` and `/302?to=URL`: a redirect there;
 * - `/status/{code}`: that status, with the body `status {code}`;
 * - `/fail-first/{n}?…`: 503 to the first n requests to that URL (query included), then 200 `{"ok":true}`;
 * - `/utf8`: 200 with UTF8_BODY;
 * - `/hang`: nothing, ever;
 * - anything else: 204.
 */
export async function startReceiver() {
  const received: Received[] = [];
  /** Requests so far to each `/fail-first/…` URL. */
  const tries = new Map<string, number>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://receiver');
      const body = Buffer.concat(chunks).toString('utf8');
      received.push({
        path: url.pathname,
        url: req.url ?? '/',
        host: req.headers.host ?? '',
        headers: req.headers,
        body,
        time: performance.now(),
      });
      const to = url.searchParams.get('to');
      if (to !== null && (url.pathname === '/307' || url.pathname === '/302')) {
        res.writeHead(Number(url.pathname.slice(1)), { location: to }).end();
        return;
      }
      const status = /^\/status\/(\d{3})$/.exec(url.pathname)?.[1];
      if (status !== undefined) {
        res.writeHead(Number(status), { 'content-type': 'text/plain' }).end(`status ${status}`);
        return;
      }
      const failFirst = /^\/fail-first\/(\d+)$/.exec(url.pathname)?.[1];
      if (failFirst !== undefined) {
        const seen = (tries.get(req.url ?? '') ?? 0) + 1;
        tries.set(req.url ?? '', seen);
        const failing = seen <= Number(failFirst);
        res.writeHead(failing ? 503 : 200, { 'content-type': 'application/json' });
        res.end(failing ? '{"error":"unavailable"}' : '{"ok":true}');
        return;
      }
      if (url.pathname === '/utf8') {
        res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' }).end(UTF8_BODY);
        return;
      }
      if (url.pathname === '/hang') return;
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

/** A URL on 127.0.0.1 where nothing listens. */
export async function closedUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}/gone`;
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
 * fault control, a clock the tests move (`ctx.now`), the delivery settings given, and a receiver; stops
 * both after them.
 */
export function useOutboundApi(delivery: DispatcherOptions = {}) {
  let keys: TestKeys;
  const ctx = {
    now: Math.floor(Date.now() / 1000),
    issuer: 'http://localhost:4001/',
    started: undefined as unknown as StartedApi,
    receiver: undefined as unknown as Receiver,
    owner: () => keys.token('owner'),
    token: (nickname: Nickname) => keys.token(nickname),
    newNetwork: async () => {
      const created = await call<Network>(ctx.started.api.url, 'POST', `${A}/networks`, await ctx.owner(), {
        name: `Out ${randomUUID().slice(0, 8)}`,
      });
      return created.body.network_id;
    },
    saveRoutes: async (networkId: string, routes: Array<Record<string, unknown>>) =>
      saveRouteList(ctx.started.api.url, `${A}/networks/${networkId}`, await ctx.owner(), routes),
    /** The network's deliveries once none is waiting, in flight or due to be retried; `query` e.g. `?limit=100`. */
    deliveries: async (networkId: string, query = '') => {
      await ctx.started.store.deliveries.idle();
      const listed = await call<{ deliveries: Delivery[] }>(
        ctx.started.api.url,
        'GET',
        `${A}/networks/${networkId}/deliveries${query}`,
        await ctx.owner(),
      );
      expect(listed.status).toBe(200);
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
        // Retries after 1 ms, then 2 ms, unless the file says otherwise.
        delivery: { retryBaseMs: 1, ...delivery },
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
