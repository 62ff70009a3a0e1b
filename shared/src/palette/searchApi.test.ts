import { afterEach, beforeEach, describe, expect, it } from '@rstest/core';
import { configurePlatformApi } from '../api/base-query/configurePlatformApi.ts';
import type { SearchResult } from '../api/contract/index.ts';
import { createConsoleStore, type ConsoleStore } from '../api/store.ts';
import { accountSearchProvider, adminSearchProvider } from './searchApi.ts';
import type { PaletteContext } from './types.ts';

const HOTSPOT: SearchResult = {
  kind: 'hotspot',
  id: 'hs-0001',
  title: 'Warehouse gate',
  subtitle: 'site-7',
  status: 'offline',
  network_id: null,
  network_name: null,
  group_id: 'g1',
  group_name: 'North',
  match: { rank: 'prefix', score: 3 },
};

interface Call {
  url: URL;
  signal: AbortSignal | undefined;
}

let store: ConsoleStore;
let calls: Call[];
/** What the fake platform does with the next request: answer, or hang until aborted. */
let hang: boolean;
const realFetch = globalThis.fetch;

function contextFor(overrides: Partial<PaletteContext> = {}): PaletteContext {
  return {
    accountId: 'a1',
    level: 0,
    platformAdmin: false,
    navigate: () => undefined,
    dispatch: store.dispatch,
    ...overrides,
  };
}

beforeEach(() => {
  store = createConsoleStore();
  calls = [];
  hang = false;
  configurePlatformApi({
    getBaseUrl: () => 'http://api.test',
    getAccessToken: () => Promise.resolve('token'),
    onUnauthorized: () => undefined,
    notify: { warning: () => undefined, error: () => undefined },
  });
  globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url);
    calls.push({ url, signal: init?.signal ?? undefined });
    if (hang) {
      return new Promise<Response>((_, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      );
    }
    const body = JSON.stringify({ results: [HOTSPOT] });
    return Promise.resolve(new Response(body, { status: 200, headers: { 'content-type': 'application/json' } }));
  };
});

afterEach(() => {
  globalThis.fetch = realFetch;
});

describe('accountSearchProvider', () => {
  const provider = accountSearchProvider(
    ['hotspot', 'group'],
    (r, ctx) => `/hotspots/${r.id}?account=${ctx.accountId}`,
  );

  it("asks the account's search for its kinds and lists what it found", async () => {
    const results = await provider.search('  ware ', contextFor(), new AbortController().signal);

    expect(calls.map((c) => c.url.pathname + c.url.search)).toEqual([
      '/v1/accounts/a1/search?q=ware&kinds=hotspot%2Cgroup',
    ]);
    expect(results).toEqual([
      {
        kind: 'hotspot',
        id: 'hs-0001',
        title: 'Warehouse gate',
        subtitle: 'site-7',
        status: 'offline',
        context: 'North',
        href: '/hotspots/hs-0001?account=a1',
        match: { rank: 'prefix', score: 3 },
      },
    ]);
  });

  it('answers a query it has seen from the cache, without a request', async () => {
    await provider.search('ware', contextFor(), new AbortController().signal);
    const again = await provider.search('ware', contextFor(), new AbortController().signal);

    expect(calls).toHaveLength(1);
    expect(again.map((r) => r.id)).toEqual(['hs-0001']);
  });

  it('cancels the request when the user types on', async () => {
    hang = true;
    const typing = new AbortController();
    const search = provider.search('war', contextFor(), typing.signal);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(calls).toHaveLength(1);

    typing.abort();

    await expect(search).rejects.toMatchObject({ name: 'AbortError' });
    expect(calls[0]?.signal?.aborted).toBe(true);
  });

  it('searches only with an account selected', () => {
    expect(provider.allowed?.(contextFor())).toBe(true);
    expect(provider.allowed?.(contextFor({ accountId: null }))).toBe(false);
  });
});

describe('adminSearchProvider', () => {
  it('searches for platform staff only, at /admin/search', async () => {
    const provider = adminSearchProvider(['account'], (r) => `/admin/accounts/${r.id}`);
    expect(provider.allowed?.(contextFor())).toBe(false);
    expect(provider.allowed?.(contextFor({ platformAdmin: true }))).toBe(true);

    await provider.search('acme', contextFor({ platformAdmin: true }), new AbortController().signal);

    expect(calls.map((c) => c.url.pathname + c.url.search)).toEqual(['/admin/search?q=acme&kinds=account']);
  });
});
