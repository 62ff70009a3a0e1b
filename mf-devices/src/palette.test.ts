import { paletteEntries, type PaletteContext } from '@beacon/shared';
import type { SearchResult } from '@beacon/shared/contract';
import { renderRoute, type FakeRequest } from '@beacon/shared/testing';
import { describe, expect, it } from '@rstest/core';
import { createElement } from 'react';
import { DEVICES_PALETTE_REMOTE } from './palette.ts';
import { TEST_ACCOUNT } from './testSupport.ts';

const MAC_ID = '00000000-0000-8000-8200-a4c138f06e21';

const FOUND: SearchResult = {
  kind: 'device',
  id: MAC_ID,
  title: MAC_ID,
  subtitle: 'Warehouse',
  status: null,
  network_id: 'net-1',
  network_name: 'Warehouse',
  group_id: null,
  group_name: null,
  match: { rank: 'prefix', score: 0 },
};

function entry() {
  const found = paletteEntries().find((e) => e.remote === DEVICES_PALETTE_REMOTE);
  if (!found) throw new Error('mf-devices did not register');
  return found;
}

async function paletteContext() {
  const { store, requests } = await renderRoute(createElement('div'), {
    url: '/',
    account: TEST_ACCOUNT,
    platform: ({ path }) =>
      path.startsWith('/v1/accounts/acme/search?')
        ? { status: 200, body: { results: [FOUND] } }
        : { status: 404, body: { message: 'Not found' } },
  });
  const ctx: PaletteContext = {
    accountId: 'acme',
    level: 30,
    platformAdmin: false,
    navigate: () => undefined,
    dispatch: store.dispatch,
  };
  return { ctx, requests };
}

const searches = (requests: FakeRequest[]) => requests.filter((r) => r.path.includes('/search?')).map((r) => r.path);

describe('palette (mf-devices)', () => {
  it('registers the devices search only (no commands), in its namespace', () => {
    expect(entry().namespace).toBe('devices');
    expect(entry().commands ?? []).toEqual([]);
    expect(entry().providers?.map((p) => p.kinds)).toEqual([['device']]);
  });

  it('searches for any member with an account, none without', async () => {
    const { ctx } = await paletteContext();
    const [provider] = entry().providers ?? [];
    expect(provider?.allowed?.({ ...ctx, level: 40 })).toBe(true);
    expect(provider?.allowed?.({ ...ctx, accountId: null, level: null })).toBe(false);
  });

  it('finds a device by part of its MAC address and opens the device page in the account', async () => {
    const { ctx, requests } = await paletteContext();
    const [provider] = entry().providers ?? [];
    const results = await provider?.search('a4:c1:38', ctx, new AbortController().signal);
    expect(results?.map((r) => [r.kind, r.id, r.context, r.href])).toEqual([
      ['device', MAC_ID, 'Warehouse', `/devices/${MAC_ID}?account=acme`],
    ]);
    // Written as the device page writes it: the MAC, the raw id under it.
    expect(results?.map((r) => [r.title, r.subtitle])).toEqual([['a4:c1:38:f0:6e:21', MAC_ID]]);
    expect(searches(requests)).toEqual(['/v1/accounts/acme/search?q=a4%3Ac1%3A38&kinds=device']);
  });
});
