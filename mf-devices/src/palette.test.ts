import { paletteEntries, type PaletteCommand, type PaletteContext } from '@beacon/shared';
import type { SearchResult } from '@beacon/shared/contract';
import { renderRoute, type FakeRequest } from '@beacon/shared/testing';
import { describe, expect, it } from '@rstest/core';
import { waitFor } from '@testing-library/react';
import i18next from 'i18next';
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

async function paletteContext({ networks = 'ok' }: { networks?: 'ok' | 'fail' } = {}) {
  const { store, requests } = await renderRoute(createElement('div'), {
    url: '/',
    account: TEST_ACCOUNT,
    platform: ({ path }) => {
      if (path.startsWith('/v1/accounts/acme/search?')) return { status: 200, body: { results: [FOUND] } };
      if (path.startsWith('/v1/accounts/acme/networks?')) {
        return networks === 'ok'
          ? { status: 200, body: { networks: [network('net-1', 'Warehouse'), network('net-2', 'Office')] } }
          : { status: 500, body: { message: 'Internal error' } };
      }
      return { status: 404, body: { message: 'Not found' } };
    },
  });
  const visited: string[] = [];
  const ctx: PaletteContext = {
    accountId: 'acme',
    level: 30,
    platformAdmin: false,
    navigate: (path) => visited.push(path),
    dispatch: store.dispatch,
  };
  return { ctx, requests, visited };
}

const network = (network_id: string, name: string) => ({
  network_id,
  name,
  created: 1_790_000_000,
  last_updated: 1_790_000_000,
  device_count: 0,
  routes: [],
});

function importDevices(): PaletteCommand {
  const found = entry().commands?.find((c) => c.id === 'import-devices');
  if (!found) throw new Error('no Import devices');
  return found;
}

const titles = (commands: PaletteCommand[] | undefined) =>
  commands?.map((c) => c.title(i18next.getFixedT('en', 'devices-palette')));

const searches = (requests: FakeRequest[]) => requests.filter((r) => r.path.includes('/search?')).map((r) => r.path);

describe('palette (mf-devices)', () => {
  it('registers Import devices and the devices search, in its namespace', async () => {
    await paletteContext();
    expect(entry().namespace).toBe('devices-palette');
    expect(titles([...(entry().commands ?? [])])).toEqual(['Import devices into a network']);
    expect(entry().providers?.map((p) => p.kinds)).toEqual([['device']]);
  });

  it('offers Import devices to any member with an account, as the Import button', async () => {
    const { ctx } = await paletteContext();
    for (const level of [0, 20, 30, 40] as const) expect(importDevices().allowed?.({ ...ctx, level })).toBe(true);
    expect(importDevices().allowed?.({ ...ctx, accountId: null, level: null })).toBe(false);
  });

  it("lists the account's networks under Import devices, each opening its Devices tab with the dialog (?import=1)", async () => {
    const { ctx, visited, requests } = await paletteContext();
    expect(importDevices().children?.(ctx)).toEqual([]);
    await waitFor(() => expect(titles(importDevices().children?.(ctx))).toEqual(['Warehouse', 'Office']));
    await importDevices().children?.(ctx)[1]?.run?.(ctx);
    expect(visited).toEqual(['/networks/net-2/devices?import=1']);
    expect(requests.filter((r) => r.path.includes('/networks?'))).toHaveLength(1);
  });

  it('offers the network list when the networks cannot be loaded', async () => {
    const { ctx, visited } = await paletteContext({ networks: 'fail' });
    expect(importDevices().children?.(ctx)).toEqual([]);
    await waitFor(() =>
      expect(
        importDevices()
          .children?.(ctx)
          .map((c) => c.id),
      ).toEqual(['network-list']),
    );
    const [toList] = importDevices().children?.(ctx) ?? [];
    expect(titles(toList ? [toList] : [])).toEqual(['Choose the network on the network list']);
    await toList?.run?.(ctx);
    expect(visited).toEqual(['/']);
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
