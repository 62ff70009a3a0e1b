import { paletteEntries, type PaletteCommand, type PaletteContext } from '@beacon/shared';
import type { AccountLevel, SearchResult } from '@beacon/shared/contract';
import { renderRoute, type FakeRequest } from '@beacon/shared/testing';
import { describe, expect, it } from '@rstest/core';
import i18next from 'i18next';
import { createElement } from 'react';
import { HOTSPOTS_PALETTE_REMOTE } from './palette.ts';
import { testAccount } from './testSupport.ts';

const ID = '3f2b8c1e-5a4d-4e6f-9a7b-1c2d3e4f5a6b';

const result = (kind: 'hotspot' | 'group', id: string, title: string): SearchResult => ({
  kind,
  id,
  title,
  subtitle: null,
  status: kind === 'hotspot' ? 'offline' : null,
  network_id: null,
  network_name: null,
  group_id: kind === 'hotspot' ? 'grp-1' : null,
  group_name: kind === 'hotspot' ? 'North' : null,
  match: { rank: 'prefix', score: 0 },
});

function entry() {
  const found = paletteEntries().find((e) => e.remote === HOTSPOTS_PALETTE_REMOTE);
  if (!found) throw new Error('mf-hotspots did not register');
  return found;
}

function command(id: string): PaletteCommand {
  const found = entry().commands?.find((c) => c.id === id);
  if (!found) throw new Error(`no ${id}`);
  return found;
}

const registerHotspot = () => command('register-hotspot');
const importHotspots = () => command('import-hotspots');

async function paletteContext(level: AccountLevel) {
  const { store, requests } = await renderRoute(createElement('div'), {
    url: '/',
    account: testAccount(level),
    platform: ({ path }) =>
      path.startsWith('/v1/accounts/acme/search?')
        ? {
            status: 200,
            body: { results: [result('hotspot', ID, 'Roof North'), result('group', 'grp-1', 'North')] },
          }
        : { status: 404, body: { message: 'Not found' } },
  });
  const visited: string[] = [];
  const ctx: PaletteContext = {
    accountId: 'acme',
    level,
    platformAdmin: false,
    navigate: (path) => visited.push(path),
    dispatch: store.dispatch,
  };
  return { ctx, visited, requests };
}

const searches = (requests: FakeRequest[]) => requests.filter((r) => r.path.includes('/search?')).map((r) => r.path);

describe('palette (mf-hotspots)', () => {
  it('registers Register hotspot, Import hotspots and one search for hotspots and groups, in its namespace', async () => {
    await paletteContext(0);
    expect(entry().namespace).toBe('hotspots-palette');
    expect(entry().commands?.map((c) => c.title(i18next.getFixedT('en', 'hotspots-palette')))).toEqual([
      'Register hotspot',
      'Import hotspots',
    ]);
    // German loads as a switch to it loads it (only English is bundled).
    await i18next.loadLanguages('de');
    expect(entry().commands?.map((c) => c.title(i18next.getFixedT('de', 'hotspots-palette')))).toEqual([
      'Hotspot registrieren',
      'Hotspots importieren',
    ]);
    expect(entry().providers?.map((p) => p.kinds)).toEqual([['hotspot', 'group']]);
  });

  it.each([0, 20, 30, 40] as const)(
    'offers Register hotspot and Import hotspots at level %i, as their buttons (any member)',
    async (level) => {
      const { ctx } = await paletteContext(level);
      expect(registerHotspot().allowed?.(ctx)).toBe(true);
      expect(importHotspots().allowed?.(ctx)).toBe(true);
    },
  );

  it('offers nothing without an account', async () => {
    const { ctx } = await paletteContext(0);
    expect(registerHotspot().allowed?.({ ...ctx, accountId: null, level: null })).toBe(false);
    expect(importHotspots().allowed?.({ ...ctx, accountId: null, level: null })).toBe(false);
  });

  it('runs Register hotspot by opening Manage Hotspots with the empty dialog (?register=1)', async () => {
    const { ctx, visited } = await paletteContext(40);
    await registerHotspot().run?.(ctx);
    expect(visited).toEqual(['/hotspots/manage?register=1']);
  });

  it('runs Import hotspots by opening Manage Hotspots with the import dialog (?import=1)', async () => {
    const { ctx, visited } = await paletteContext(40);
    await importHotspots().run?.(ctx);
    expect(visited).toEqual(['/hotspots/manage?import=1']);
  });

  it('finds hotspots (opening the hotspot view) and groups (opening the group) in one search', async () => {
    const { ctx, requests } = await paletteContext(30);
    const [provider] = entry().providers ?? [];
    const results = await provider?.search('nor', ctx, new AbortController().signal);
    expect(results?.map((r) => [r.kind, r.title, r.status, r.context, r.href])).toEqual([
      ['hotspot', 'Roof North', 'offline', 'North', `/hotspots/${ID}`],
      ['group', 'North', null, null, '/hotspots/groups/grp-1'],
    ]);
    expect(searches(requests)).toEqual(['/v1/accounts/acme/search?q=nor&kinds=hotspot%2Cgroup']);
  });
});
