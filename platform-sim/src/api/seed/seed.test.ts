import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { SqliteDatabase } from '../db/database.ts';
import type { SqlValue } from '../db/database.ts';
import {
  SEED_BASE_TIME,
  SEED_FILLER_ACCOUNTS,
  SEED_HOTSPOTS,
  SEED_TIERS,
  WAREHOUSE_DEVICES,
  WAREHOUSE_EVENTS,
  WAREHOUSE_ROUTES,
  WAREHOUSE_WEBHOOK_ID,
  seedDatabase,
} from './index.ts';
import { seedDigest, userTables } from './olderSeeds.ts';

/** Rows per table after seeding (every table of the schema, empty ones included). */
const ROW_COUNTS: Record<string, number> = {
  access_points: 260,
  accounts: 4 + SEED_FILLER_ACCOUNTS,
  api_tokens: 5,
  deliveries: 0,
  device_admin: 1489,
  devices: 1489,
  events: 13_100,
  global_forwarders: 2,
  hotspot_alerts: 0,
  hotspot_groups: 5,
  hotspot_status_changes: 8460,
  hotspots: SEED_HOTSPOTS,
  integrations: 3,
  invites: 5,
  log_records: 200,
  members: 287,
  meta: 4,
  networks: 27,
  scanner_sessions: 0,
  stats: 5112,
  tiers: SEED_TIERS.length,
};

/**
 * The sha256 of every seeded row, table by table. It was first taken from the seed as it was before it
 * was split by domain (on sql.js), so it leaves out `networks.routes_version`, which that schema lacked.
 * A change here changes ids or values the console's unit and e2e tests rely on: update it only on purpose.
 * Last changed on purpose: account administration (issue 14): API token secret hash columns, an invite,
 * a token, two teammates who are not demo users and 36 log records for every account besides Acme,
 * forwarders to network ids in the account's domain. Then hotspots (issue 15): the tables of status
 * changes and alerts, 7 days of status history and the simulator's two `meta` rows, all seeded last
 * from their own random sequence (every row seeded before is unchanged: without them the digest is
 * the previous one, 6366abbc…). Then platform admin (issue 16): three custom tiers appended to the tier
 * seed, and, last and from their own random sequence, 120 filler accounts (members, 15 small networks
 * and their devices), the admin state of every device and 260 access points (the rows seeded before are
 * unchanged: the first rows of every older table still give the previous digest, 4187bebe…). Then the
 * delivery log (issue 28): five columns of the deliveries table, which the seed leaves empty; no row
 * changed (without the columns the digest is the previous one, 8a79311a…).
 */
const SEED_DIGEST = '6593fe61010c29203f365c9c0f01431f22fe0003b2f8c4a0ea685b7e057d09ec';

const COLD_CHAIN_DEVICE = '00000000-0000-8000-8200-a4c138f06e21';

function single(db: SqliteDatabase, sql: string, params: SqlValue[] = []): SqlValue | undefined {
  const row = db.get(sql, params);
  return row === undefined ? undefined : Object.values(row)[0];
}

describe('seedDatabase', () => {
  let db: SqliteDatabase;
  let warehouseId: string;

  beforeAll(() => {
    db = SqliteDatabase.open();
    seedDatabase(db);
    warehouseId = String(single(db, "SELECT id FROM networks WHERE json_extract(data, '$.name') = 'Warehouse'"));
  });

  afterAll(() => {
    db.close();
  });

  it('fills every table with the expected number of rows', () => {
    const counts = Object.fromEntries(
      userTables(db).map((table) => [table, Number(single(db, `SELECT COUNT(*) FROM "${table}"`))]),
    );
    expect(counts).toEqual(ROW_COUNTS);
  });

  it('gives the Warehouse its scale, routes and integrations', () => {
    expect(single(db, 'SELECT account_id FROM networks WHERE id = ?', [warehouseId])).toBe('acme-logistics');
    expect(single(db, 'SELECT COUNT(*) FROM devices WHERE network_id = ?', [warehouseId])).toBe(WAREHOUSE_DEVICES);
    expect(single(db, 'SELECT COUNT(*) FROM events WHERE network_id = ?', [warehouseId])).toBe(WAREHOUSE_EVENTS);
    const routes = String(
      single(db, "SELECT json_extract(data, '$.routes') FROM networks WHERE id = ?", [warehouseId]),
    );
    expect(JSON.parse(routes)).toEqual(WAREHOUSE_ROUTES);
    const integrations = db.all('SELECT id FROM integrations WHERE network_id = ? ORDER BY created', [warehouseId]);
    expect(integrations.map((row) => row.id)).toEqual([
      WAREHOUSE_WEBHOOK_ID,
      'int-warehouse-memfault',
      'int-warehouse-archive',
    ]);
  });

  it('seeds both device id forms, the cold-chain forwarder and the fixed groups and tokens', () => {
    expect(single(db, "SELECT COUNT(*) FROM devices WHERE id LIKE '00000000-0000-8000-8200-%'")).toBeGreaterThan(0);
    expect(single(db, "SELECT COUNT(*) FROM devices WHERE id LIKE '30%-8000-8100-%'")).toBeGreaterThan(0);
    const forwarder = db.get('SELECT account_id, namespace FROM global_forwarders WHERE device_filter = ?', [
      COLD_CHAIN_DEVICE,
    ]);
    expect(forwarder).toEqual({ account_id: 'owner-labs', namespace: 'global:cold-chain' });
    expect(single(db, "SELECT COUNT(*) FROM hotspot_groups WHERE id = 'ungrouped'")).toBe(1);
    expect(db.all('SELECT id FROM api_tokens ORDER BY rowid').map((row) => row.id)).toEqual([
      'tok-ci',
      'tok-ingest',
      'tok-owner-labs',
      'tok-social-ventures',
      'tok-beacon-internal',
    ]);
    for (const account of ['owner-labs', 'social-ventures', 'beacon-internal']) {
      expect(single(db, 'SELECT COUNT(*) FROM log_records WHERE account_id = ?', [account])).toBeGreaterThan(30);
      expect(single(db, 'SELECT COUNT(*) FROM invites WHERE account_id = ?', [account])).toBe(1);
    }
    expect(db.all('SELECT name FROM tiers ORDER BY rowid').map((row) => row.name)).toEqual(
      SEED_TIERS.map((tier) => tier.tier_name),
    );
    expect(single(db, "SELECT value FROM meta WHERE key = 'seeded_at'")).toBe(String(SEED_BASE_TIME));
  });

  it('inserts events and log records in time order, none after the seed time', () => {
    for (const table of ['events', 'log_records']) {
      const unordered = `SELECT COUNT(*) FROM "${table}" a JOIN "${table}" b ON b.seq = a.seq + 1 WHERE b.timestamp < a.timestamp`;
      expect(single(db, unordered)).toBe(0);
      expect(single(db, `SELECT MAX(timestamp) FROM "${table}"`)).toBeLessThanOrEqual(SEED_BASE_TIME);
    }
  });

  it('produces the same rows as ever (digest of the whole seed)', () => {
    expect(seedDigest(db)).toBe(SEED_DIGEST);
  });
});
