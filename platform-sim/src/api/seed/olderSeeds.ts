/**
 * Test support for seed/upgrade.ts: databases as older builds seeded them, and their rows table by table.
 * An older build's seed is today's without what later schema steps added (they were drawn last), so it
 * is made by taking that away from a fresh seed, and checked against the digest seed.test.ts had then.
 */
import { createHash } from 'node:crypto';
import type { SqliteDatabase } from '../db/database.ts';
import { SEED_ACCOUNTS } from '../domains/accounts/seed.ts';
import { FLAPPERS_META_KEY, SIM_TICK_META_KEY } from '../domains/hotspots/simulator.ts';
import { PLATFORM_ADMIN_SEED_TIERS } from './referenceData.ts';

/** The schema versions an older build seeded here: 3 (issue 14, after f44c694), 4 (issue 15) and 5 (issue 16). */
export type OlderVersion = 3 | 4 | 5;

/** seed.test.ts's SEED_DIGEST in the last build of each schema version (git log of seed.test.ts). */
export const OLDER_SEED_DIGESTS: Record<OlderVersion, string> = {
  3: '6366abbcaa0761c3f26609d77994a083592078eff8e00b052d43658f5870dda0',
  4: '4187bebe5e48521785966200dd3652eeb7fd87fc7094d07f60956ef855751635',
  5: '8a79311abc5fe001df1b6036980ce00c204e57802ec09495bd54231087b03f48',
};

/**
 * Columns left out of the digests and row comparisons: `networks.routes_version` (moved by edits) and
 * `invites.sent` (stamped with the clock when a folder is seeded or upgraded).
 */
const UNCOMPARED = new Set(['networks.routes_version', 'invites.sent']);

const list = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');

/**
 * Takes a freshly seeded database (this build's schema) back to what the build of schema `version`
 * wrote: its tables, its `user_version` and its seeded rows (same rowids).
 */
export function downgradeSeed(db: SqliteDatabase, version: OlderVersion): void {
  const seedAccounts = list(SEED_ACCOUNTS.map((account) => account.id));
  db.transaction(() => {
    // Step 8 (issue 28): the delivery log's columns and indexes (the seed has no deliveries).
    db.exec(`DROP INDEX deliveries_id; DROP INDEX deliveries_route; DROP INDEX deliveries_integration;
      ALTER TABLE deliveries DROP COLUMN delivery_id; ALTER TABLE deliveries DROP COLUMN route_key;
      ALTER TABLE deliveries DROP COLUMN integration_config_id; ALTER TABLE deliveries DROP COLUMN ok;
      ALTER TABLE deliveries DROP COLUMN body;`);
    // Step 7 (issue 26): the hotspot list's indexes as step 4 made them.
    db.exec(`DROP INDEX hotspots_alias_key; DROP INDEX hotspots_group_alias_key; DROP INDEX hotspot_status_changes_history;
      CREATE INDEX hotspots_alias ON hotspots (account_id, json_extract(data, '$.alias'), id);
      CREATE INDEX hotspot_status_changes_hotspot ON hotspot_status_changes (account_id, hotspot_id, at);`);
    // Step 6 (issue 26): the invites' send time.
    db.exec('ALTER TABLE invites DROP COLUMN sent;');
    if (version === 5) {
      db.exec('PRAGMA user_version = 5');
      return;
    }
    // Step 5 (issue 16): the filler accounts and what is in them, the custom tiers, two tables, two indexes.
    for (const table of ['members', 'networks', 'devices']) {
      db.run(`DELETE FROM ${table} WHERE account_id NOT IN (${seedAccounts})`);
    }
    db.run(`DELETE FROM accounts WHERE id NOT IN (${seedAccounts})`);
    db.run(`DELETE FROM tiers WHERE name IN (${list(PLATFORM_ADMIN_SEED_TIERS.map((tier) => tier.tier_name))})`);
    db.exec('DROP TABLE device_admin; DROP TABLE access_points; DROP INDEX accounts_created; DROP INDEX hotspots_id;');
    if (version === 3) {
      // Step 4 (issue 15): the status history and alerts, the alias index, the simulator's meta rows.
      db.exec('DROP TABLE hotspot_status_changes; DROP TABLE hotspot_alerts; DROP INDEX hotspots_alias;');
      db.run(`DELETE FROM meta WHERE key IN (${list([FLAPPERS_META_KEY, SIM_TICK_META_KEY])})`);
    }
    db.exec(`PRAGMA user_version = ${version}`);
  });
}

/** The tables of the schema, by name (SQLite's own tables left out). */
export function userTables(db: SqliteDatabase): string[] {
  return db
    .all("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
    .map((row) => String(row.name));
}

/** A table's columns, but for those `leaveOut` names as `table.column`. */
function columns(db: SqliteDatabase, table: string, leaveOut: ReadonlySet<string>): string[] {
  return db
    .all(`PRAGMA table_info("${table}")`)
    .map((row) => String(row.name))
    .filter((column) => !leaveOut.has(`${table}.${column}`));
}

/** A table's rows, one line each (`quote()`d values), led by the rowid or not. */
function lines(db: SqliteDatabase, table: string, withRowid: boolean, leaveOut: ReadonlySet<string>): string[] {
  const values = columns(db, table, leaveOut)
    .map((column) => `quote("${column}")`)
    .join(' || char(9) || ');
  const line = withRowid ? `rowid || char(9) || ${values}` : values;
  return db.all(`SELECT ${line} AS line FROM "${table}" ORDER BY rowid`).map((row) => String(row.line));
}

/** The digest of seed.test.ts: every table's columns and rows in rowid order (UNCOMPARED columns left out). */
export function seedDigest(db: SqliteDatabase): string {
  const leaveOut = UNCOMPARED;
  const digest = createHash('sha256');
  for (const table of userTables(db)) {
    const dump = `${columns(db, table, leaveOut).join('\t')}\n${lines(db, table, true, leaveOut).join('\n')}`;
    digest.update(`${table}\n${dump}\n`);
  }
  return digest.digest('hex');
}

/** Every table's rows as sorted lines, rowids left out: the same for two databases with the same rows. */
export function tableRows(db: SqliteDatabase): Record<string, string[]> {
  const leaveOut = new Set(['invites.sent']);
  return Object.fromEntries(userTables(db).map((table) => [table, lines(db, table, false, leaveOut).sort()]));
}

/** Every table's row count. */
export function rowCounts(db: SqliteDatabase): Record<string, number> {
  return Object.fromEntries(
    userTables(db).map((table) => [table, Number(db.get(`SELECT COUNT(*) AS n FROM "${table}"`)?.n ?? 0)]),
  );
}
