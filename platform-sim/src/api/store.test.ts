import { readdirSync } from 'node:fs';
import { describe, expect, it } from '@rstest/core';
import type { Network } from '@beacon/shared/contract';
import { call, createTestKeys, startStoreAndApi, useTempDir } from './testSupport.ts';
import { DATABASE_FILE } from './db/database.ts';
import { NETWORK_EVENTS, SEED_BASE_TIME, SEED_FILLER_ACCOUNTS, SEED_TIERS } from './seed/index.ts';
import { Store } from './store.ts';

describe('seed', () => {
  it('is big enough to show scale, and deterministic', async () => {
    const store = await Store.open();
    try {
      expect(store.count('accounts')).toBeGreaterThanOrEqual(3);
      expect(store.count('networks')).toBeGreaterThanOrEqual(10);
      expect(store.count('hotspots')).toBe(1000);
      expect(store.count('hotspot_groups', 'WHERE data LIKE \'%"name":"Ungrouped"%\'')).toBe(1);
      expect(store.count('tiers')).toBe(SEED_TIERS.length);
      expect(store.count('invites')).toBeGreaterThan(0);
      expect(store.count('global_forwarders')).toBeGreaterThan(0);
      expect(store.count('log_records')).toBeGreaterThan(30);

      const warehouse = store.networks.list('acme-logistics').find((n) => n.name === 'Warehouse') as Network;
      expect(warehouse.device_count).toBeGreaterThanOrEqual(1000);
      const id = warehouse.network_id;
      expect(store.count('events', 'WHERE network_id = ?', [id])).toBeGreaterThanOrEqual(10_000);
      expect(
        store.count('devices', "WHERE network_id = ? AND id LIKE '00000000-0000-8000-8200-%'", [id]),
      ).toBeGreaterThan(0);
      expect(store.count('devices', "WHERE network_id = ? AND id LIKE '30%-8000-8100-%'", [id])).toBeGreaterThan(0);
      expect(
        store.count('devices', 'WHERE network_id = ? AND data LIKE \'%"last_location_point":{%\'', [id]),
      ).toBeGreaterThan(500);
      for (const kind of ['device.message.%', 'device.request.%', ...NETWORK_EVENTS]) {
        expect(store.count('events', 'WHERE network_id = ? AND event_type LIKE ?', [id, kind])).toBeGreaterThan(0);
      }
      expect(store.count('events', `WHERE data LIKE '%"type":"ERROR"%'`)).toBeGreaterThan(0);
      expect(
        store.count('events', `WHERE event_type = 'device_spotted' AND data LIKE '%"location":{"lat":%'`),
      ).toBeGreaterThan(0);
      expect(store.count('stats', "WHERE type = 'network' AND type_key = ?", [id])).toBeGreaterThanOrEqual(72);
      const newest = store.db.get('SELECT MAX(timestamp) AS t FROM events');
      expect(Number(newest?.t)).toBeLessThanOrEqual(SEED_BASE_TIME);

      const again = await Store.open();
      try {
        expect(again.networks.list('acme-logistics').map((n) => n.network_id)).toEqual(
          store.networks.list('acme-logistics').map((n) => n.network_id),
        );
      } finally {
        again.close();
      }
    } finally {
      store.close();
    }
  });
});

describe('persistence', () => {
  const dir = useTempDir('platform-sim-');

  it('keeps a network created through the API across a restart on the same data folder', async () => {
    const keys = await createTestKeys();
    const token = await keys.sign('owner');
    const start = () => startStoreAndApi(keys, { dataDir: dir });

    const first = await start();
    const created = await call<Network>(first.api.url, 'POST', '/v1/accounts/owner-labs/networks', token, {
      name: 'Survives restarts',
    });
    expect(created.status).toBe(201);
    await first.close();
    // The database and its write-ahead log; no temporary copies.
    expect(readdirSync(dir).every((name) => name.startsWith(DATABASE_FILE))).toBe(true);

    const second = await start();
    try {
      const listed = await call<{ networks: Network[] }>(
        second.api.url,
        'GET',
        '/v1/accounts/owner-labs/networks',
        token,
      );
      expect(listed.body.networks.map((n) => n.network_id)).toContain(created.body.network_id);
      // Not seeded again on top: the four demo accounts and the fillers, once.
      expect(second.store.count('accounts')).toBe(4 + SEED_FILLER_ACCOUNTS);
    } finally {
      await second.close();
    }
  });

  it('commits each write before it returns: a second connection sees it at once, with the store still open', async () => {
    const store = await Store.open({ dataDir: dir });
    store.networks.create('owner-labs', 'Committed', { email: 'owner@example.com' });
    const copy = await Store.open({ dataDir: dir });
    try {
      expect(copy.networks.list('owner-labs').map((n) => n.name)).toContain('Committed');
      expect(store.db.pragma('journal_mode')).toBe('wal');
    } finally {
      copy.close();
      store.close();
    }
  });
});
