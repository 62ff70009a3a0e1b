import { describe, expect, it } from '@rstest/core';
import { deviceSearchFields } from '@beacon/shared/contract';
import type { Hotspot, SearchResult } from '@beacon/shared/contract';
import { ACME, call, useTestApi } from './testSupport.ts';

interface SearchBody {
  results: SearchResult[];
  message?: string;
}

const RANK_ORDER = ['exact', 'prefix', 'fuzzy'];

/** Whether results come best first: by rank, then by score. */
function isRanked(results: readonly SearchResult[]): boolean {
  return results.every((r, i) => {
    const before = results[i - 1];
    if (before === undefined) return true;
    const byRank = RANK_ORDER.indexOf(before.match.rank) - RANK_ORDER.indexOf(r.match.rank);
    return byRank < 0 || (byRank === 0 && before.match.score <= r.match.score);
  });
}

describe('platform API: palette search', () => {
  const api = useTestApi();
  const search = async (query: string, nickname: 'member' | 'owner' | 'staff' | 'social' = 'member', account = ACME) =>
    call<SearchBody>(api.url, 'GET', `/v1/accounts/${account}/search?${query}`, await api.token(nickname));
  const adminSearch = async (query: string, nickname: 'staff' | 'owner' = 'staff') =>
    call<SearchBody>(api.url, 'GET', `/admin/search?${query}`, await api.token(nickname));

  /** A seeded MAC-style device of the Warehouse, and its MAC address. */
  const warehouseMacDevice = () => {
    const warehouse = api.seededNetwork(ACME, 'Warehouse');
    const row = api.store.db.get(
      "SELECT id FROM devices WHERE network_id = ? AND id LIKE '00000000-0000-8000-8200-%' ORDER BY id LIMIT 1",
      [warehouse.network_id],
    );
    const id = String(row?.id);
    return { id, mac: deviceSearchFields(id)[2] as string, warehouse };
  };

  it('finds a network by name, exact before prefix, with its id', async () => {
    const { status, body } = await search('q=warehouse&kinds=network');
    expect(status).toBe(200);
    const warehouse = api.seededNetwork(ACME, 'Warehouse');
    expect(body.results[0]).toEqual({
      kind: 'network',
      id: warehouse.network_id,
      title: 'Warehouse',
      subtitle: warehouse.network_id,
      status: null,
      network_id: warehouse.network_id,
      network_name: 'Warehouse',
      group_id: null,
      group_name: null,
      match: { rank: 'exact', score: 0 },
    });
    const byId = await search(`q=${warehouse.network_id}&kinds=network`);
    expect(byId.body.results[0]).toMatchObject({ id: warehouse.network_id, match: { rank: 'exact' } });
  });

  it('finds a device by a partial MAC with and without colons, in any case, with its network', async () => {
    const { id, mac, warehouse } = warehouseMacDevice();
    const part = mac.slice(0, 8); // "aa:bb:cc"
    for (const query of [part, part.replaceAll(':', ''), part.toUpperCase().replaceAll(':', '-')]) {
      const { status, body } = await search(`q=${encodeURIComponent(query)}&kinds=device`);
      expect(status).toBe(200);
      const found = body.results.find((r) => r.id === id);
      expect({ query, found: found?.kind }).toEqual({ query, found: 'device' });
      expect(found).toMatchObject({
        title: id,
        subtitle: 'Warehouse',
        network_id: warehouse.network_id,
        network_name: 'Warehouse',
        match: { rank: 'prefix' },
      });
      expect(body.results.every((r) => r.kind === 'device' && r.id.includes(part.replaceAll(':', '')))).toBe(true);
    }
    const whole = await search(`q=${encodeURIComponent(mac.toUpperCase())}&kinds=device`);
    expect(whole.body.results[0]).toMatchObject({ id, match: { rank: 'exact' } });
    const middle = await search(`q=${mac.slice(6, 14).replaceAll(':', '')}&kinds=device`);
    expect(middle.body.results.map((r) => r.id)).toContain(id);
  });

  it('finds hotspots by alias prefix with their status and group, and ranks exact, then prefix, then fuzzy', async () => {
    const { status, body } = await search('q=hs-001&kinds=hotspot&limit=20');
    expect(status).toBe(200);
    const titles = body.results.map((r) => r.title);
    expect(titles.slice(0, 10)).toEqual(Array.from({ length: 10 }, (_, i) => `HS-${String(10 + i).padStart(4, '0')}`));
    expect(body.results).toHaveLength(20);
    expect(body.results.map((r) => r.match.rank)).toEqual([
      ...Array.from({ length: 10 }, () => 'prefix'),
      ...Array.from({ length: 10 }, () => 'fuzzy'),
    ]);
    expect(isRanked(body.results)).toBe(true);
    const first = body.results[0] as SearchResult;
    const stored = await call<Hotspot>(
      api.url,
      'GET',
      `/v1/accounts/${ACME}/hotspots/${first.id}`,
      await api.token('member'),
    );
    expect(first).toMatchObject({
      kind: 'hotspot',
      status: stored.body.status,
      group_id: stored.body.group_id,
      subtitle: stored.body.site_id,
    });
    expect(first.group_name).toEqual(expect.any(String));

    const exact = await search('q=HS-0012&kinds=hotspot');
    expect(exact.body.results.map((r) => [r.title, r.match.rank])).toEqual([['HS-0012', 'exact']]);
  });

  it('ranks exact, then prefix, then fuzzy, then by score and title', async () => {
    for (const name of ['Pallet ate', 'Palette North', 'Palette', 'Palette Nord']) await api.newNetwork(name);
    const { body } = await search('q=palette&kinds=network');
    expect(body.results.map((r) => [r.title, r.match.rank])).toEqual([
      ['Palette', 'exact'],
      ['Palette Nord', 'prefix'],
      ['Palette North', 'prefix'],
      ['Pallet ate', 'fuzzy'],
    ]);
  });

  it('finds groups and ranks every kind together', async () => {
    const { body } = await search('q=cold');
    expect(body.results.map((r) => [r.kind, r.title])).toEqual(
      expect.arrayContaining([
        ['network', 'Cold Chain'],
        ['group', 'Cold Storage'],
      ]),
    );
    expect(isRanked(body.results)).toBe(true);
    const fuzzy = await search('q=whse&kinds=network');
    expect(fuzzy.body.results[0]).toMatchObject({ title: 'Warehouse', match: { rank: 'fuzzy' } });
  });

  it("never answers another account's records", async () => {
    const { id } = warehouseMacDevice();
    const own = await search(`q=${id}`, 'social', 'social-ventures');
    expect(own.status).toBe(200);
    expect(own.body.results).toEqual([]);
    const garden = await search('q=garden', 'social', 'social-ventures');
    expect(garden.body.results.map((r) => r.title)).toEqual(['Garden']);
    const acme = await search('q=garden');
    expect(acme.body.results.map((r) => r.title)).not.toContain('Garden');
  });

  it('answers 403 to a non-member, 400 for an empty q or unknown kinds, and honours the limit', async () => {
    const stranger = await search('q=warehouse', 'social');
    expect(stranger.status).toBe(403);
    for (const query of ['q=', 'q=%20%20', 'kinds=network', `q=${'x'.repeat(101)}`]) {
      const bad = await search(query);
      expect({ query, status: bad.status }).toEqual({ query, status: 400 });
    }
    const badKinds = await search('q=a&kinds=network,planet');
    expect(badKinds.status).toBe(400);
    expect(badKinds.body.message).toBe('kinds must be a comma list of network, device, hotspot, group');
    expect((await search('q=a&limit=21')).status).toBe(400);
    expect((await search('q=a&limit=0')).status).toBe(400);

    const three = await search('q=hs&kinds=hotspot&limit=3');
    expect(three.body.results).toHaveLength(3);
    const byDefault = await search('q=hs&kinds=hotspot');
    expect(byDefault.body.results).toHaveLength(8);
    const all = await search('q=e&limit=20');
    const counts = new Map<string, number>();
    for (const r of all.body.results) counts.set(r.kind, (counts.get(r.kind) ?? 0) + 1);
    expect(Math.max(...counts.values())).toBeLessThanOrEqual(20);
  });

  it('lets staff search accounts and tiers, and nobody else', async () => {
    const { status, body } = await adminSearch('q=acme');
    expect(status).toBe(200);
    expect(body.results.find((r) => r.kind === 'account')).toMatchObject({
      id: ACME,
      title: 'Acme Logistics',
      subtitle: 'acme-custom',
      status: null,
      match: { rank: 'prefix' },
    });
    expect(body.results.find((r) => r.kind === 'tier')).toMatchObject({ id: 'acme-custom', match: { rank: 'prefix' } });
    expect(isRanked(body.results)).toBe(true);
    const tiers = await adminSearch('q=enterprise&kinds=tier');
    expect(tiers.body.results[0]).toMatchObject({ kind: 'tier', id: 'enterprise', match: { rank: 'exact' } });
    expect((await adminSearch('q=acme&kinds=network')).status).toBe(400);
    expect((await adminSearch('q=acme', 'owner')).status).toBe(403);
  });

  it('marks a suspended account', async () => {
    const created = await call<{ account_id: string }>(api.url, 'POST', '/v1/accounts', await api.token('owner'), {
      name: 'Searchable Suspended Co',
      checked: true,
    });
    const id = created.body.account_id;
    const staff = await api.token('staff');
    expect((await call(api.url, 'POST', `/admin/accounts/${id}`, staff, { suspended: true })).status).toBe(200);
    const { body } = await adminSearch('q=searchable%20suspended&kinds=account');
    expect(body.results).toHaveLength(1);
    expect(body.results[0]).toMatchObject({ id, status: 'suspended', match: { rank: 'prefix' } });
  });
});
