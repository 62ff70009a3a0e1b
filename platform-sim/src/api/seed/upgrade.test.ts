import { createHash } from 'node:crypto';
import { cpSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { DatabaseSync } from 'node:sqlite';
import { DATABASE_FILE, SqliteDatabase } from '../db/database.ts';
import { SCHEMA_VERSION } from '../db/migrations.ts';
import { FLAPPERS_META_KEY, SIM_TICK_META_KEY } from '../domains/hotspots/simulator.ts';
import { Store } from '../store.ts';
import { useTempDir } from '../testSupport.ts';
import { SEED_ACCESS_POINT_IDS, SEED_TIERS, seedDatabase } from './index.ts';
import { OLDER_SEED_DIGESTS, downgradeSeed, rowCounts, seedDigest, tableRows } from './olderSeeds.ts';
import type { OlderVersion } from './olderSeeds.ts';
import { UPGRADE_SEEDS, seedUpgrade } from './upgrade.ts';

const ACME = 'acme-logistics';
const MY_NETWORK = JSON.stringify({ name: 'Mine', last_updated: 1_793_000_000, routes: [] });
const MY_DEVICE = '00000000-0000-8000-8200-00000000beef';
const MY_TIER = JSON.stringify({ tier_name: 'my-tier', profile_name: 'Mine', features: { max_devices: 7 } });

/** Every table as its row count and a hash of its sorted rows: equal for databases with the same rows. */
function tableSums(db: SqliteDatabase): Record<string, string> {
  return Object.fromEntries(
    Object.entries(tableRows(db)).map(([table, lines]) => [
      table,
      `${lines.length} ${createHash('sha256').update(lines.join('\n')).digest('hex').slice(0, 16)}`,
    ]),
  );
}

const ids = (db: SqliteDatabase, sql: string, params: string[] = []) => db.all(sql, params).map((row) => row.id);

describe('the seed upgrade of a data folder an older build seeded', () => {
  const dir = useTempDir('platform-sim-upgrade-');
  let fresh: SqliteDatabase;
  const olderDigests = new Map<OlderVersion, string>();

  beforeAll(() => {
    fresh = SqliteDatabase.open();
    seedDatabase(fresh);
    for (const version of [3, 4, 5] as const) {
      const db = SqliteDatabase.open({ dataDir: join(dir, `v${version}`) });
      seedDatabase(db);
      downgradeSeed(db, version);
      olderDigests.set(version, seedDigest(db));
      db.close();
    }
  });

  afterAll(() => {
    fresh.close();
  });

  /** A copy of the folder of schema `version`, with `sql` (a user's own changes) run on it unmigrated. */
  function olderFolder(version: OlderVersion, name: string, sql = ''): string {
    const folder = join(dir, name);
    cpSync(join(dir, `v${version}`), folder, { recursive: true });
    const raw = new DatabaseSync(join(folder, DATABASE_FILE));
    raw.exec(sql);
    raw.close();
    return folder;
  }

  /** Opening the folder again migrates nothing and adds nothing: it is still a fresh seed. */
  async function expectReopenedAsFresh(folder: string): Promise<void> {
    const again = await Store.open({ dataDir: folder });
    try {
      expect(again.db.versionAtOpen).toBe(SCHEMA_VERSION);
      expect(seedDigest(again.db)).toBe(seedDigest(fresh));
    } finally {
      again.close();
    }
  }

  it('starts from folders as the builds of schema 3, 4 and 5 seeded them (their seed digests)', () => {
    expect(olderDigests.get(3)).toBe(OLDER_SEED_DIGESTS[3]);
    expect(olderDigests.get(4)).toBe(OLDER_SEED_DIGESTS[4]);
    expect(olderDigests.get(5)).toBe(OLDER_SEED_DIGESTS[5]);
    // Step 6 (invites' send time) brings no seed part: only a column, filled when the folder is opened;
    // step 7 (the hotspot lists' indexes) none either, nor step 8 (the delivery log's columns).
    expect(UPGRADE_SEEDS.map((part) => part.step)).toEqual([4, 5]);
    expect(SCHEMA_VERSION).toBe(8);
  });

  it('gives the invites of a schema 5 folder a send time, so they expire a week after the upgrade', async () => {
    const folder = olderFolder(5, 'plain-v5');
    const opened = Math.floor(Date.now() / 1000);
    const store = await Store.open({ dataDir: folder });
    try {
      expect(store.db.versionAtOpen).toBe(5);
      const sent = store.db.all('SELECT sent FROM invites').map((row) => Number(row.sent));
      expect(sent).toHaveLength(rowCounts(fresh).invites!);
      for (const time of sent) expect(time).toBeGreaterThanOrEqual(opened);
      expect(seedDigest(store.db)).toBe(seedDigest(fresh));
    } finally {
      store.close();
    }
    await expectReopenedAsFresh(folder);
  });

  it('fills in step 5 on a schema 4 folder as a fresh seed has it, leaving the user’s rows as they are', async () => {
    const folder = olderFolder(
      4,
      'user-v4',
      `INSERT INTO networks (id, account_id, created, data) VALUES ('net-mine', '${ACME}', 1793000000, '${MY_NETWORK}');
       INSERT INTO devices (id, account_id, network_id, created, data)
         VALUES ('${MY_DEVICE}', '${ACME}', 'net-mine', 1793000000, '{"created":1793000000}');
       INSERT INTO tiers (name, data) VALUES ('my-tier', '${MY_TIER}');
       UPDATE hotspots SET data = json_set(data, '$.alias', 'Renamed', '$.status', 'offline') WHERE rowid = 1;`,
    );
    const store = await Store.open({ dataDir: folder });
    try {
      const db = store.db;
      expect(db.versionAtOpen).toBe(4);
      expect(Number(db.pragma('user_version'))).toBe(SCHEMA_VERSION);
      // The new rows: those of a fresh seed.
      expect(ids(db, 'SELECT name AS id FROM tiers ORDER BY name')).toEqual(
        [...SEED_TIERS.map((tier) => tier.tier_name), 'my-tier'].sort(),
      );
      const accessPoints = 'SELECT hotspot_id AS id FROM access_points WHERE hotspot_id LIKE ? ORDER BY hotspot_id';
      expect(ids(db, accessPoints, ['a9000000-%'])).toEqual(SEED_ACCESS_POINT_IDS);
      for (const table of ['access_points', 'device_admin', 'accounts', 'hotspots', 'hotspot_status_changes']) {
        expect([table, store.count(table)]).toEqual([table, rowCounts(fresh)[table]]);
      }
      expect(store.count('device_admin', 'WHERE device_id = ?', [MY_DEVICE])).toBe(0);
      // The user's rows: unchanged.
      expect(db.get("SELECT account_id, data FROM networks WHERE id = 'net-mine'")).toEqual({
        account_id: ACME,
        data: MY_NETWORK,
      });
      expect(db.get('SELECT data FROM devices WHERE id = ?', [MY_DEVICE])).toEqual({ data: '{"created":1793000000}' });
      expect(db.get("SELECT data FROM tiers WHERE name = 'my-tier'")).toEqual({ data: MY_TIER });
      const first = db.get(
        "SELECT json_extract(data, '$.alias') AS alias, json_extract(data, '$.status') AS status FROM hotspots WHERE rowid = 1",
      );
      expect(first).toEqual({ alias: 'Renamed', status: 'offline' });

      // Without the user's changes, every table has the rows of a fresh seed.
      db.exec(`DELETE FROM networks WHERE id = 'net-mine'; DELETE FROM devices WHERE id = '${MY_DEVICE}';
               DELETE FROM tiers WHERE name = 'my-tier';`);
      db.run('UPDATE hotspots SET data = ? WHERE rowid = 1', [
        fresh.get('SELECT data FROM hotspots WHERE rowid = 1')?.data ?? null,
      ]);
      expect(tableSums(db)).toEqual(tableSums(fresh));
    } finally {
      store.close();
    }
  });

  it('fills in steps 4 and 5 on an untouched schema 3 folder: the same digest as a fresh seed; then nothing more', async () => {
    const folder = olderFolder(
      3,
      'plain-v3',
      "INSERT INTO hotspot_groups (id, account_id, data) VALUES ('grp-mine', 'owner-labs', '{}');",
    );
    const store = await Store.open({ dataDir: folder });
    try {
      expect(store.db.versionAtOpen).toBe(3);
      expect(store.count('hotspot_status_changes')).toBe(rowCounts(fresh).hotspot_status_changes);
      expect(
        store.db.all('SELECT key, value FROM meta WHERE key IN (?, ?) ORDER BY key', [
          FLAPPERS_META_KEY,
          SIM_TICK_META_KEY,
        ]),
      ).toEqual(
        fresh.all('SELECT key, value FROM meta WHERE key IN (?, ?) ORDER BY key', [
          FLAPPERS_META_KEY,
          SIM_TICK_META_KEY,
        ]),
      );
      expect(store.db.get("SELECT data FROM hotspot_groups WHERE id = 'grp-mine'")).toEqual({ data: '{}' });
      store.db.run("DELETE FROM hotspot_groups WHERE id = 'grp-mine'");
      expect(seedDigest(store.db)).toBe(seedDigest(fresh));
      // Forced again, it adds nothing: every part fills only what it left empty or missing.
      const counts = rowCounts(store.db);
      expect(seedUpgrade(store.db, 3)).toEqual([4, 5]);
      expect(rowCounts(store.db)).toEqual(counts);
    } finally {
      store.close();
    }
    await expectReopenedAsFresh(folder);
  });

  it('skips what depends on a seed account the user deleted', async () => {
    const folder = olderFolder(3, 'no-acme-v3', `DELETE FROM accounts WHERE id = '${ACME}';`);
    const store = await Store.open({ dataDir: folder });
    try {
      expect(store.count('accounts', 'WHERE id = ?', [ACME])).toBe(0);
      expect(store.count('hotspot_status_changes')).toBe(0);
      expect(store.count('meta', 'WHERE key IN (?, ?)', [FLAPPERS_META_KEY, SIM_TICK_META_KEY])).toBe(0);
      expect(ids(store.db, 'SELECT hotspot_id AS id FROM access_points ORDER BY hotspot_id')).toEqual(
        SEED_ACCESS_POINT_IDS,
      );
      const acmeDevices = Number(fresh.get('SELECT COUNT(*) AS n FROM devices WHERE account_id = ?', [ACME])?.n);
      expect(store.count('device_admin')).toBe(rowCounts(fresh).device_admin! - acmeDevices);
      expect(
        store.count('device_admin', 'WHERE device_id IN (SELECT id FROM devices WHERE account_id = ?)', [ACME]),
      ).toBe(0);
      // What depends on no demo account is there: the tiers and the filler accounts.
      expect(store.count('tiers')).toBe(SEED_TIERS.length);
      expect(store.count('accounts')).toBe(rowCounts(fresh).accounts! - 1);
    } finally {
      store.close();
    }
  });

  it('adds nothing to a fresh database, nor to one this build seeded', async () => {
    const folder = join(dir, 'fresh');
    const store = await Store.open({ dataDir: folder });
    try {
      expect(store.db.versionAtOpen).toBe(0);
      expect(seedDigest(store.db)).toBe(seedDigest(fresh));
      expect(seedUpgrade(store.db, SCHEMA_VERSION)).toEqual([]);
    } finally {
      store.close();
    }
    await expectReopenedAsFresh(folder);
  });
});
