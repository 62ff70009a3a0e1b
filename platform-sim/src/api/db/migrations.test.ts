import { join } from 'node:path';
import { describe, expect, it } from '@rstest/core';
import { routeKey } from '@beacon/shared/contract';
import { Store } from '../store.ts';
import { useTempDir } from '../testSupport.ts';
import { SqliteDatabase } from './database.ts';
import { MIGRATIONS, SCHEMA_VERSION, migrate } from './migrations.ts';

describe('migrations', () => {
  const dir = useTempDir('platform-sim-migrate-');

  it('upgrades a data folder written by an older build in place, keeping its rows', () => {
    // A folder from before the route revisions: schema step 1 only, with a network in it.
    const first = SqliteDatabase.open({ dataDir: join(dir, 'old') });
    first.exec('DROP TABLE networks');
    first.exec(
      'CREATE TABLE networks (id TEXT PRIMARY KEY, account_id TEXT NOT NULL, created INTEGER NOT NULL, data TEXT NOT NULL)',
    );
    first.exec('DROP TABLE api_tokens');
    first.exec('CREATE TABLE api_tokens (id TEXT PRIMARY KEY, account_id TEXT NOT NULL, data TEXT NOT NULL)');
    first.exec('DROP TABLE invites');
    first.exec(
      'CREATE TABLE invites (code TEXT PRIMARY KEY, account_id TEXT NOT NULL, email TEXT NOT NULL, level INTEGER NOT NULL)',
    );
    first.exec('DROP TABLE deliveries');
    first.exec(
      'CREATE TABLE deliveries (seq INTEGER PRIMARY KEY AUTOINCREMENT, account_id TEXT NOT NULL, network_id TEXT NOT NULL, at INTEGER NOT NULL, data TEXT NOT NULL)',
    );
    first.exec('PRAGMA user_version = 1');
    // Two invites: one whose creation is in the account log, one without a log entry.
    first.run('INSERT INTO invites (code, account_id, email, level) VALUES (?, ?, ?, ?), (?, ?, ?, ?)', [
      'inv-logged',
      'acc',
      'a@example.com',
      30,
      'inv-unlogged',
      'acc',
      'b@example.com',
      30,
    ]);
    first.run('INSERT INTO log_records (account_id, timestamp, data) VALUES (?, ?, ?)', [
      'acc',
      1_790_000_000,
      JSON.stringify({ object_type: 'invite', code: 'create', object: 'inv-logged' }),
    ]);
    first.run('INSERT INTO networks (id, account_id, created, data) VALUES (?, ?, ?, ?)', [
      'net-old',
      'acc',
      1,
      JSON.stringify({ name: 'Old', last_updated: 1, routes: [] }),
    ]);
    // A delivery of an integration's route, recorded before the delivery log had columns.
    first.run('INSERT INTO deliveries (account_id, network_id, at, data) VALUES (?, ?, ?, ?)', [
      'acc',
      'net-old',
      1,
      JSON.stringify({ delivery_id: 'dlv-old', ok: true, integration_config_id: 'int-1', route_url: 'https://x.test' }),
    ]);
    first.close();

    const upgraded = SqliteDatabase.open({ dataDir: join(dir, 'old') });
    try {
      expect(Number(upgraded.pragma('user_version'))).toBe(SCHEMA_VERSION);
      expect(upgraded.versionAtOpen).toBe(1);
      expect(upgraded.get('SELECT id, routes_version FROM networks')).toEqual({ id: 'net-old', routes_version: 1 });
      expect(upgraded.all('SELECT secret_hash, previous_hash FROM api_tokens')).toEqual([]);
      // Step 6: an invite counts from its logged creation, else from the upgrade.
      const before = Math.floor(Date.now() / 1000) - 5;
      const sent = new Map(upgraded.all('SELECT code, sent FROM invites').map((r) => [String(r.code), r.sent]));
      expect(sent.get('inv-logged')).toBe(1_790_000_000);
      expect(Number(sent.get('inv-unlogged'))).toBeGreaterThanOrEqual(before);
      // Step 8: the delivery's id, integration and outcome as columns; its route key is the DeliveryLog's to fill.
      expect(upgraded.get('SELECT delivery_id, integration_config_id, ok, route_key, body FROM deliveries')).toEqual({
        delivery_id: 'dlv-old',
        integration_config_id: 'int-1',
        ok: 1,
        route_key: null,
        body: null,
      });
    } finally {
      upgraded.close();
    }
  });

  it('applies nothing twice, and refuses a database newer than the build', () => {
    const db = SqliteDatabase.open();
    try {
      expect(Number(db.pragma('user_version'))).toBe(MIGRATIONS.length);
      expect(db.versionAtOpen).toBe(0);
      expect(migrate(db)).toBe(MIGRATIONS.length);
      expect(Number(db.pragma('user_version'))).toBe(MIGRATIONS.length);
      db.exec(`PRAGMA user_version = ${MIGRATIONS.length + 1}`);
      expect(() => migrate(db)).toThrow(/newer than this build/);
    } finally {
      db.close();
    }
  });
});

describe('the delivery log of a data folder from before issue 28', () => {
  const dir = useTempDir('platform-sim-deliveries-');

  it('gives the attempts recorded then a route key; they cannot be redelivered', async () => {
    const route = { filter_events: '*', url: 'https://old.test/hook' };
    const old = {
      delivery_id: 'dlv-old',
      event_type: 'network.device_registered',
      route_url: route.url,
      filter_events: route.filter_events,
      status: 500,
      ok: false,
      at: 1_700_000_000,
      duration_ms: 12,
    };
    const before = SqliteDatabase.open({ dataDir: dir, migrations: MIGRATIONS.slice(0, 7) });
    before.run('INSERT INTO networks (id, account_id, created, data) VALUES (?, ?, ?, ?)', [
      'net-old',
      'acc',
      1,
      JSON.stringify({ name: 'Old', last_updated: 1, routes: [route] }),
    ]);
    before.run('INSERT INTO deliveries (account_id, network_id, at, data) VALUES (?, ?, ?, ?)', [
      'acc',
      'net-old',
      old.at,
      JSON.stringify(old),
    ]);
    before.close();

    const store = await Store.open({ dataDir: dir, seed: false });
    try {
      const key = routeKey(route);
      expect(store.deliveries.list('acc', 'net-old', { limit: 20 })).toEqual({
        deliveries: [{ ...old, route_key: key, event_id: 'dlv-old', attempt: 1 }],
        cursor: null,
      });
      expect(
        store.deliveries.list('acc', 'net-old', { limit: 20, route_key: key, outcome: 'failure' })?.deliveries,
      ).toHaveLength(1);
      expect(store.deliveries.health('acc', 'net-old')?.routes).toEqual([
        { route_key: key, total: 0, succeeded: 0, success_rate: null, failing: false, last_at: old.at },
      ]);
      expect(await store.deliveries.redeliver('acc', 'net-old', 'dlv-old')).toEqual({ kind: 'no-body' });
    } finally {
      store.close();
    }
  });
});
