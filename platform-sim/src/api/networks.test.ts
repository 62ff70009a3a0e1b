import { describe, expect, it } from '@rstest/core';
import type { Account, Device, Network } from '@beacon/shared/contract';
import {
  ACME,
  call,
  createTestKeys,
  networkPath,
  saveRoutes,
  startStoreAndApi,
  useTempDir,
  useTestApi,
} from './testSupport.ts';

describe('platform API: network get, update and delete', () => {
  const api = useTestApi();
  const { token } = api;

  it('answers 401 without a token on every network call', async () => {
    const network = api.seededNetwork(ACME);
    for (const method of ['GET', 'POST', 'DELETE']) {
      const res = await call(
        api.url,
        method,
        networkPath(network.network_id),
        undefined,
        method === 'POST' ? { name: 'x' } : undefined,
      );
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ message: 'Unauthorized' });
    }
  });

  it('gets a network with its routes and landing page for any member, 404 for an id not in the account', async () => {
    const warehouse = api.seededNetwork(ACME, 'Warehouse');
    for (const nickname of ['owner', 'installer'] as const) {
      const got = await call<Network>(api.url, 'GET', networkPath(warehouse.network_id), await token(nickname));
      expect(got.status).toBe(200);
      expect(got.body).toMatchObject({ network_id: warehouse.network_id, name: 'Warehouse', device_count: 1200 });
      expect(got.body.device_landing_page).toBe('https://example.com/devices/{device_id}');
      expect(got.body.routes.length).toBe(5);
    }
    const missing = await call(api.url, 'GET', networkPath('no-such-network'), await token('owner'));
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'Network not found' });
    const lab = api.seededNetwork('owner-labs');
    const elsewhere = await call(api.url, 'GET', networkPath(lab.network_id), await token('owner'));
    expect(elsewhere.status).toBe(404);
    const stranger = await call(api.url, 'GET', networkPath(warehouse.network_id), await token('social'));
    expect(stranger.status).toBe(403);
    expect(stranger.body).toEqual({ message: 'Not a member of this account' });
  });

  it('lets any member rename and set the landing page, and records it', async () => {
    const network = await api.newNetwork('Rename me');
    for (const [nickname, name] of [
      ['member', 'By member'],
      ['installer', 'By installer'],
    ] as const) {
      const res = await call<Network>(api.url, 'POST', networkPath(network.network_id), await token(nickname), {
        name: `  ${name} `,
        device_landing_page: 'https://shop.example/d/{device_id}?ref=console',
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        network_id: network.network_id,
        name,
        device_landing_page: 'https://shop.example/d/{device_id}?ref=console',
        routes: [],
      });
      expect(res.body.last_updated).toBeGreaterThanOrEqual(network.last_updated);
    }
    expect(api.store.accounts.log(ACME)[0]).toMatchObject({
      object_type: 'network',
      code: 'update',
      object: network.network_id,
      username: 'installer@example.com',
    });

    const kept = await call<Network>(api.url, 'POST', networkPath(network.network_id), await token('owner'), {
      name: 'Kept',
    });
    expect(kept.body.device_landing_page).toBe('https://shop.example/d/{device_id}?ref=console');
    const cleared = await call<Network>(api.url, 'POST', networkPath(network.network_id), await token('owner'), {
      name: 'Cleared',
      device_landing_page: '',
    });
    expect(cleared.status).toBe(200);
    expect(cleared.body).not.toHaveProperty('device_landing_page');
    const reread = await call<Network>(api.url, 'GET', networkPath(network.network_id), await token('member'));
    expect(reread.body.name).toBe('Cleared');
  });

  it('validates the settings form with the spec messages', async () => {
    const network = await api.newNetwork('Validate me');
    const t = await token('member');
    const cases: Array<[unknown, string]> = [
      [{ name: '' }, 'Valid name required'],
      [{ name: '   ' }, 'Valid name required'],
      [{}, 'Valid name required'],
      [{ device_landing_page: 'https://x.example' }, 'Valid name required'],
      [{ name: 'Ok', device_landing_page: 'ftp://files.example/{device_id}' }, 'Valid URL required'],
      [{ name: 'Ok', device_landing_page: 'not a url' }, 'Valid URL required'],
      [{ name: 'Ok', device_landing_page: '{device_id}' }, 'Valid URL required'],
    ];
    for (const [body, message] of cases) {
      const res = await call(api.url, 'POST', networkPath(network.network_id), t, body);
      expect({ body, status: res.status }).toEqual({ body, status: 400 });
      expect(res.body).toMatchObject({ message });
    }
    // With routes in the body the level rule comes first; an admin learns that the shapes cannot be mixed.
    const mixed = { name: 'Ok', routes: [] };
    expect((await call(api.url, 'POST', networkPath(network.network_id), t, mixed)).status).toBe(403);
    const admin = await call(api.url, 'POST', networkPath(network.network_id), await token('admin'), mixed);
    expect(admin.status).toBe(400);
    expect(admin.body).toMatchObject({ message: 'Send either {name, device_landing_page} or {routes}, not both' });
    const unchanged = await call<Network>(api.url, 'GET', networkPath(network.network_id), t);
    expect(unchanged.body.name).toBe('Validate me');
  });

  it('replaces the route list for level ≤ 20 only, with the route messages', async () => {
    const network = await api.newNetwork('Routes');
    const routes = [
      { filter_events: 'device.*', url: ' https://hooks.example/a ', order: 1, headers: { 'x-key': 'k' } },
      {
        filter_events: 'network.*',
        url: 'https://hooks.example/b',
        headers: { a: '1', b: '2', c: '3', 'x-beacon-integration-config-id': 'cfg-1' },
      },
    ];
    for (const nickname of ['member', 'installer'] as const) {
      const denied = await saveRoutes(api.url, networkPath(network.network_id), await token(nickname), routes);
      expect(denied.status).toBe(403);
      expect(denied.body).toEqual({ message: 'Insufficent permissions' });
    }
    const admin = await token('admin');
    const missingFilter = await call(api.url, 'POST', networkPath(network.network_id), admin, {
      routes: [{ filter_events: '', url: 'https://hooks.example/a' }],
    });
    expect(missingFilter.body).toMatchObject({ message: 'Filter is required' });
    const badUrl = await call(api.url, 'POST', networkPath(network.network_id), admin, {
      routes: [{ filter_events: '*', url: 'hooks.example' }],
    });
    expect(badUrl.body).toMatchObject({ message: 'Valid URL required' });
    const noUrl = await call(api.url, 'POST', networkPath(network.network_id), admin, {
      routes: [{ filter_events: '*' }],
    });
    expect(noUrl.body).toMatchObject({ message: 'URL is required' });
    const fourHeaders = await call(api.url, 'POST', networkPath(network.network_id), admin, {
      routes: [{ filter_events: '*', url: 'https://h.example', headers: { a: '1', b: '2', c: '3', d: '4' } }],
    });
    expect(fourHeaders.status).toBe(400);

    const saved = await saveRoutes(api.url, networkPath(network.network_id), admin, routes);
    expect(saved.status).toBe(200);
    expect(saved.body.routes).toEqual([{ ...routes[0], url: 'https://hooks.example/a' }, routes[1]]);
    expect(saved.body.name).toBe('Routes');
    const emptied = await saveRoutes(api.url, networkPath(network.network_id), admin, []);
    expect(emptied.body.routes).toEqual([]);
  });

  it('deletes a network for level ≤ 20 only, with its devices, events and statistics', async () => {
    const network = await api.newNetwork('Delete me');
    const owner = await token('owner');
    const deviceId = '00000000-0000-8000-8200-00000000de1e';
    const device = await call<Device>(api.url, 'POST', `/v1/accounts/${ACME}/devices`, owner, {
      device_id: deviceId,
      network_id: network.network_id,
    });
    expect(device.status).toBe(201);
    api.store.db.run(
      "INSERT INTO stats (account_id, type, type_key, timestamp, data) VALUES (?, 'network', ?, 1, '{}')",
      [ACME, network.network_id],
    );

    for (const nickname of ['member', 'installer'] as const) {
      const denied = await call(api.url, 'DELETE', networkPath(network.network_id), await token(nickname));
      expect(denied.status).toBe(403);
      expect(denied.body).toEqual({ message: 'Insufficent permissions' });
    }
    const deleted = await call(api.url, 'DELETE', networkPath(network.network_id), await token('admin'));
    expect(deleted.status).toBe(204);
    expect(deleted.body).toBe('');

    expect((await call(api.url, 'GET', networkPath(network.network_id), owner)).status).toBe(404);
    expect((await call(api.url, 'DELETE', networkPath(network.network_id), owner)).status).toBe(404);
    expect((await call(api.url, 'GET', `/v1/accounts/${ACME}/devices/${deviceId}`, owner)).status).toBe(404);
    const lookup = await call(api.url, 'GET', `/v1/public/devices/${deviceId}`, owner);
    expect(lookup.body).toEqual({ registered: false });
    const events = await api.eventLog('owner', 'network_id', network.network_id);
    expect(events.total).toBe(0);
    expect(api.store.count('stats', 'WHERE type_key = ?', [network.network_id])).toBe(0);
    expect(api.store.accounts.log(ACME)[0]).toMatchObject({
      object_type: 'network',
      code: 'delete',
      object: network.network_id,
      username: 'admin@example.com',
    });
    const listed = await call<{ networks: Network[] }>(api.url, 'GET', `/v1/accounts/${ACME}/networks`, owner);
    expect(listed.body.networks.map((n) => n.network_id)).not.toContain(network.network_id);
  });

  it("cannot touch another account's network through an account the caller belongs to", async () => {
    const lab = api.seededNetwork('owner-labs');
    const admin = await token('admin');
    expect((await call(api.url, 'POST', networkPath(lab.network_id), admin, { name: 'Hijack' })).status).toBe(404);
    expect((await call(api.url, 'DELETE', networkPath(lab.network_id), admin)).status).toBe(404);
    expect(api.store.networks.get('owner-labs', lab.network_id)?.name).toBe(lab.name);
  });
});

describe('platform API: network and device changes survive a store reopen', () => {
  const dir = useTempDir('platform-sim-networks-');

  it('keeps a rename, a deletion and a registered device on the same data folder', async () => {
    const keys = await createTestKeys();
    const owner = await keys.sign('owner');
    const start = () => startStoreAndApi(keys, { dataDir: dir, seed: false });

    const first = await start();
    const account = (
      await call<Account>(first.api.url, 'POST', '/v1/accounts', owner, { name: 'Persisted', checked: true })
    ).body;
    const base = `/v1/accounts/${account.account_id}`;
    const kept = (await call<Network>(first.api.url, 'POST', `${base}/networks`, owner, { name: 'Kept' })).body;
    const gone = (await call<Network>(first.api.url, 'POST', `${base}/networks`, owner, { name: 'Gone' })).body;
    const renamed = await call(first.api.url, 'POST', `${base}/networks/${kept.network_id}`, owner, {
      name: 'Kept and renamed',
      device_landing_page: 'https://example.org/{device_id}',
    });
    expect(renamed.status).toBe(200);
    const device = await call(first.api.url, 'POST', `${base}/devices`, owner, {
      device_id: '00000000-0000-8000-8200-0000000bee75',
      network_id: kept.network_id,
    });
    expect(device.status).toBe(201);
    expect((await call(first.api.url, 'DELETE', `${base}/networks/${gone.network_id}`, owner)).status).toBe(204);
    await first.close();

    const second = await start();
    try {
      const listed = await call<{ networks: Network[] }>(second.api.url, 'GET', `${base}/networks`, owner);
      expect(listed.body.networks).toEqual([
        expect.objectContaining({
          network_id: kept.network_id,
          name: 'Kept and renamed',
          device_landing_page: 'https://example.org/{device_id}',
          device_count: 1,
        }),
      ]);
      const got = await call<Device>(
        second.api.url,
        'GET',
        `${base}/devices/00000000-0000-8000-8200-0000000bee75`,
        owner,
      );
      expect(got.status).toBe(200);
      expect(got.body.network_id).toBe(kept.network_id);
    } finally {
      await second.close();
    }
  });
});
