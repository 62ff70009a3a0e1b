/**
 * Demo data for a data folder that an older build seeded: `Store.open` seeds only an empty database, so
 * the seed parts that came with a later schema step would stay empty there. After the migrations, the
 * parts of the steps the folder did not have are copied, in one transaction, from a fresh seed drawn in
 * memory (a few hundred ms), so they are exactly the rows a fresh seed has. They were drawn last, each
 * from its own random sequence, so the older rows of a fresh seed are those the folder was seeded with.
 *
 * The fresh seed is the source, not a seed run on the folder: that would read the folder's current rows
 * (a user's own devices, networks and hotspots, and the statuses the simulator moved on) and draw other
 * values. Rows already there are never changed: a part fills a table of its step only while it is empty,
 * adds to an older table only rows whose key is free, and only for the seed accounts, devices and hotspots
 * that are still there.
 */
import { SqliteDatabase } from '../db/database.ts';
import type { BindParams, Row } from '../db/database.ts';
import { ACME_ACCOUNT, SEED_ACCOUNTS } from '../domains/accounts/seed.ts';
import { FLAPPERS_META_KEY, SIM_TICK_META_KEY } from '../domains/hotspots/simulator.ts';
import { seedDatabase } from './index.ts';
import { PLATFORM_ADMIN_SEED_TIERS } from './referenceData.ts';

/** The seed part that came with a schema step, for a database seeded before that step. */
export interface UpgradeSeed {
  /** The schema step (db/migrations.ts) that brought the part. */
  readonly step: number;
  /** Copies the part from `fresh` (a freshly seeded database) into `db`; adds nothing that is there. */
  readonly fill: (db: SqliteDatabase, fresh: SqliteDatabase) => void;
}

/**
 * The steps with a seed part, in order. Steps 1 to 3 have none: step 1 came with the first seed, steps 2
 * and 3 only added columns, and issue 14's seed (step 3) changed older rows (the account log's order, the
 * forwarders' networks) instead of being drawn last.
 */
export const UPGRADE_SEEDS: readonly UpgradeSeed[] = [
  // 4 (issue 15): the 7-day status history of Acme's seeded hotspots, and the simulator's flappers and last tick.
  { step: 4, fill: fillHotspotHistory },
  // 5 (issue 16): the three custom tiers, the filler accounts (members, networks, devices), the admin state
  //    of the seeded devices and the access points (a quarter of Acme's hotspots, and the ten AP-only ones).
  { step: 5, fill: fillPlatformAdminData },
];

/**
 * Fills in the seed parts of the steps after `fromVersion` (the schema version the database had before
 * this open migrated it), in one transaction, then refreshes the table statistics as the seed does.
 * Answers the steps it ran. Nothing is drawn for a database that had every step.
 */
export function seedUpgrade(db: SqliteDatabase, fromVersion: number): number[] {
  const parts = UPGRADE_SEEDS.filter((part) => part.step > fromVersion);
  if (parts.length === 0) return [];
  const fresh = SqliteDatabase.open();
  try {
    seedDatabase(fresh);
    db.transaction(() => {
      for (const part of parts) part.fill(db, fresh);
    });
  } finally {
    fresh.close();
  }
  db.run('ANALYZE');
  return parts.map((part) => part.step);
}

/** Whether `table` has no rows. */
function isEmpty(db: SqliteDatabase, table: string): boolean {
  return db.get(`SELECT 1 AS found FROM "${table}" LIMIT 1`) === undefined;
}

/** Whether the account (a seed account, or a filler) is in the database. */
function hasAccount(db: SqliteDatabase, accountId: string): boolean {
  return db.get('SELECT 1 AS found FROM accounts WHERE id = ?', [accountId]) !== undefined;
}

/** Which of the fresh seed's rows of a table to copy. */
interface RowSelection {
  /** A WHERE clause on the fresh seed's table, and its parameters. */
  readonly where?: string;
  readonly params?: BindParams;
  /** Keeps only the rows this answers true for (checks against the database being filled). */
  readonly keep?: (row: Row) => boolean;
}

/**
 * Copies the fresh seed's rows of `table` that `selection` picks (every column, in rowid order) into
 * `db`; a row whose key is taken there already is skipped (ON CONFLICT DO NOTHING), never changed.
 */
function copyRows(db: SqliteDatabase, fresh: SqliteDatabase, table: string, selection: RowSelection = {}): void {
  const names = fresh.all(`PRAGMA table_info("${table}")`).map((row) => String(row.name));
  const columns = names.map((name) => `"${name}"`).join(', ');
  const rows = fresh
    .all(`SELECT ${columns} FROM "${table}" ${selection.where ?? ''} ORDER BY rowid`, selection.params)
    .filter(selection.keep ?? (() => true));
  db.runMany(
    `INSERT INTO "${table}" (${columns}) VALUES (${names.map(() => '?').join(', ')}) ON CONFLICT DO NOTHING`,
    rows.map((row) => names.map((name) => row[name] ?? null)),
  );
}

/** The ids of an account's hotspots in the database. */
function hotspotIds(db: SqliteDatabase, accountId: string): Set<string> {
  return new Set(db.all('SELECT id FROM hotspots WHERE account_id = ?', [accountId]).map((row) => String(row.id)));
}

/**
 * Step 4: the status changes of Acme's seeded hotspots that are still there (with their seeded `seq`),
 * and the simulator's `meta` rows, so that it catches up from the seed's time as on a fresh seed. Only
 * into an empty `hotspot_status_changes` and when Acme is there.
 */
function fillHotspotHistory(db: SqliteDatabase, fresh: SqliteDatabase): void {
  const accountId = ACME_ACCOUNT.id;
  if (!hasAccount(db, accountId) || !isEmpty(db, 'hotspot_status_changes')) return;
  const hotspots = hotspotIds(db, accountId);
  copyRows(db, fresh, 'hotspot_status_changes', {
    where: 'WHERE account_id = ?',
    params: [accountId],
    keep: (row) => hotspots.has(String(row.hotspot_id)),
  });
  copyRows(db, fresh, 'meta', { where: 'WHERE key IN (?, ?)', params: [FLAPPERS_META_KEY, SIM_TICK_META_KEY] });
}

/**
 * Step 5: the custom tiers (by name, when not taken), the filler accounts whose id is free (with their
 * members, networks and devices), then into an empty `device_admin` the rows of the devices that are
 * there and whose account is, and into an empty `access_points` the AP records of Acme's seeded hotspots
 * that are there (when Acme is) and the ten AP-only records (no account's).
 */
function fillPlatformAdminData(db: SqliteDatabase, fresh: SqliteDatabase): void {
  const tierNames = PLATFORM_ADMIN_SEED_TIERS.map((tier) => tier.tier_name);
  copyRows(db, fresh, 'tiers', { where: `WHERE name IN (${tierNames.map(() => '?').join(', ')})`, params: tierNames });

  const seedAccounts = new Set(SEED_ACCOUNTS.map((account) => account.id));
  const fillers = new Set(
    fresh
      .all('SELECT id FROM accounts')
      .map((row) => String(row.id))
      .filter((id) => !seedAccounts.has(id) && !hasAccount(db, id)),
  );
  copyRows(db, fresh, 'accounts', { keep: (row) => fillers.has(String(row.id)) });
  for (const table of ['members', 'networks', 'devices']) {
    copyRows(db, fresh, table, { keep: (row) => fillers.has(String(row.account_id)) });
  }

  if (isEmpty(db, 'device_admin')) {
    const devices = new Set(
      db.all('SELECT d.id FROM devices d JOIN accounts a ON a.id = d.account_id').map((row) => String(row.id)),
    );
    copyRows(db, fresh, 'device_admin', { keep: (row) => devices.has(String(row.device_id)) });
  }

  if (isEmpty(db, 'access_points')) {
    const hotspots = hasAccount(db, ACME_ACCOUNT.id) ? hotspotIds(db, ACME_ACCOUNT.id) : new Set<string>();
    const monitored = hotspotIds(fresh, ACME_ACCOUNT.id);
    copyRows(db, fresh, 'access_points', {
      keep: (row) => !monitored.has(String(row.hotspot_id)) || hotspots.has(String(row.hotspot_id)),
    });
  }
}
