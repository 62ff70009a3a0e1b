import { NETWORKS_RETRY_MS, paletteEntries, type PaletteCommand, type PaletteContext } from '@beacon/shared';
import type { Account, SearchResult } from '@beacon/shared/contract';
import { renderRoute, type FakePlatform, type FakeRequest } from '@beacon/shared/testing';
import { describe, expect, it, rstest } from '@rstest/core';
import { waitFor } from '@testing-library/react';
import { createElement } from 'react';
import i18next from 'i18next';
import { BOOM, NOT_FOUND, testAccount, testNetwork } from './testSupport.tsx';
import { NETWORKS_PALETTE_REMOTE } from './palette.ts';

const WAREHOUSE = testNetwork();
const OFFICE = testNetwork({ network_id: 'net-2', name: 'Office' });

const FOUND: SearchResult = {
  kind: 'network',
  id: 'net-2',
  title: 'Office',
  subtitle: 'net-2',
  status: null,
  network_id: 'net-2',
  network_name: 'Office',
  group_id: null,
  group_name: null,
  match: { rank: 'prefix', score: 0 },
};

/** A platform with the networks of acme (or a failing list) and its search. */
const platform =
  (list: 'ok' | 'fail' = 'ok'): FakePlatform =>
  ({ path }) => {
    if (path === '/v1/accounts/acme/networks')
      return list === 'ok' ? { status: 200, body: { networks: [WAREHOUSE, OFFICE] } } : BOOM;
    if (path.startsWith('/v1/accounts/acme/search?')) return { status: 200, body: { results: [FOUND] } };
    return NOT_FOUND;
  };

/** The palette's context for a user at `level` in acme (none: no account), with the store and fake platform. */
async function paletteContext(level: Account['user_level'] | null, list: 'ok' | 'fail' = 'ok') {
  const { store, requests } = await renderRoute(createElement('div'), {
    url: '/',
    account: level === null ? undefined : testAccount(level),
    platform: platform(list),
  });
  const visited: string[] = [];
  const ctx: PaletteContext = {
    accountId: level === null ? null : 'acme',
    level,
    platformAdmin: false,
    navigate: (path) => visited.push(path),
    dispatch: store.dispatch,
  };
  return { ctx, visited, requests };
}

function entry() {
  const found = paletteEntries().find((e) => e.remote === NETWORKS_PALETTE_REMOTE);
  if (!found) throw new Error('mf-networks did not register');
  return found;
}

function command(id: string): PaletteCommand {
  const found = entry().commands?.find((c) => c.id === id);
  if (!found) throw new Error(`no command ${id}`);
  return found;
}

const title = (c: PaletteCommand) => c.title(i18next.getFixedT('en', entry().namespace));
const allowedIds = (ctx: PaletteContext) =>
  (entry().commands ?? []).filter((c) => c.allowed?.(ctx) ?? true).map((c) => c.id);
const networkRequests = (requests: FakeRequest[]) => requests.filter((r) => r.path === '/v1/accounts/acme/networks');

describe('palette (mf-networks)', () => {
  it('registers Create network and Register device in a network, and the networks search, in its namespace', async () => {
    await paletteContext(0);
    expect(entry().namespace).toBe('networks-palette');
    expect(entry().commands?.map(title)).toEqual(['Create network', 'Register device in a network']);
    expect(entry().providers?.map((p) => p.kinds)).toEqual([['network']]);
  });

  it('offers Create network to owners and admins only, as the button; Register device to every member', async () => {
    const { ctx } = await paletteContext(0);
    expect(allowedIds({ ...ctx, level: 0 })).toEqual(['create-network', 'register-device']);
    expect(allowedIds({ ...ctx, level: 20 })).toEqual(['create-network', 'register-device']);
    expect(allowedIds({ ...ctx, level: 30 })).toEqual(['register-device']);
    expect(allowedIds({ ...ctx, level: 40 })).toEqual(['register-device']);
    expect(allowedIds({ ...ctx, accountId: null, level: null })).toEqual([]);
  });

  it('runs Create network by opening the network list with its dialog (?create=1)', async () => {
    const { ctx, visited } = await paletteContext(20);
    await command('create-network').run?.(ctx);
    expect(visited).toEqual(['/?create=1']);
  });

  it('lists the account networks under Register device, each opening its Manual Entry (?register=1)', async () => {
    const { ctx, visited, requests } = await paletteContext(30);
    const register = command('register-device');
    expect(register.run).toBeUndefined();
    // The first listing fetches the networks; the palette lists them once they are there.
    expect(register.children?.(ctx)).toEqual([]);
    await waitFor(() =>
      expect(
        command('register-device')
          .children?.(ctx)
          .map((c) => c.title(i18next.t)),
      ).toEqual(['Warehouse', 'Office']),
    );
    const office = command('register-device').children?.(ctx)[1];
    await office?.run?.(ctx);
    expect(visited).toEqual(['/networks/net-2/devices?register=1']);
    expect(networkRequests(requests)).toHaveLength(1);
  });

  it('offers the network list when the networks cannot be loaded, without fetching them again at once', async () => {
    const { ctx, visited, requests } = await paletteContext(0, 'fail');
    expect(command('register-device').children?.(ctx)).toEqual([]);
    await waitFor(() =>
      expect(
        command('register-device')
          .children?.(ctx)
          .map((c) => c.id),
      ).toEqual(['network-list']),
    );
    const [toList] = command('register-device').children?.(ctx) ?? [];
    expect(toList && title(toList)).toBe('Choose the network on the network list');
    await toList?.run?.(ctx);
    expect(visited).toEqual(['/']);
    expect(networkRequests(requests)).toHaveLength(1);

    // After NETWORKS_RETRY_MS the next listing fetches again.
    const now = Date.now();
    const clock = rstest.spyOn(Date, 'now').mockReturnValue(now + NETWORKS_RETRY_MS + 1);
    try {
      expect(command('register-device').children?.(ctx)).toEqual([]);
      await waitFor(() => expect(networkRequests(requests)).toHaveLength(2));
    } finally {
      clock.mockRestore();
    }
  });

  it('finds networks through the account search, each opening its network page', async () => {
    const { ctx, requests } = await paletteContext(40);
    const [provider] = entry().providers ?? [];
    const results = await provider?.search('off', ctx, new AbortController().signal);
    expect(results?.map((r) => [r.kind, r.title, r.href])).toEqual([['network', 'Office', '/networks/net-2']]);
    expect(requests.map((r) => r.path)).toContain('/v1/accounts/acme/search?q=off&kinds=network');
  });
});
