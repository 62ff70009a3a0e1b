import type { SqliteDatabase } from './database.ts';

/**
 * The schema, as numbered steps. `PRAGMA user_version` records the last step applied; opening a
 * database applies the steps after it, each in its own transaction, so an existing data folder
 * upgrades in place. Never edit a step that has shipped: add a new one.
 */
export const MIGRATIONS: readonly string[] = [
  // 1: the tables of the first screens (the schema of the sql.js days; IF NOT EXISTS, so a file
  //    written then is taken over as it is).
  `
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS accounts (id TEXT PRIMARY KEY, created INTEGER NOT NULL, data TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS members (
  account_id TEXT NOT NULL, user_id TEXT NOT NULL, email TEXT NOT NULL, level INTEGER NOT NULL,
  PRIMARY KEY (account_id, user_id));
CREATE INDEX IF NOT EXISTS members_user ON members (user_id);
CREATE TABLE IF NOT EXISTS networks (id TEXT PRIMARY KEY, account_id TEXT NOT NULL, created INTEGER NOT NULL, data TEXT NOT NULL);
CREATE INDEX IF NOT EXISTS networks_account ON networks (account_id, created);
CREATE TABLE IF NOT EXISTS devices (
  id TEXT PRIMARY KEY, account_id TEXT NOT NULL, network_id TEXT NOT NULL, created INTEGER NOT NULL, data TEXT NOT NULL);
CREATE INDEX IF NOT EXISTS devices_account ON devices (account_id, created);
CREATE INDEX IF NOT EXISTS devices_network ON devices (network_id);
CREATE TABLE IF NOT EXISTS events (
  seq INTEGER PRIMARY KEY AUTOINCREMENT, account_id TEXT NOT NULL, network_id TEXT NOT NULL, device_id TEXT NOT NULL,
  event_type TEXT NOT NULL, timestamp INTEGER NOT NULL, data TEXT NOT NULL);
CREATE INDEX IF NOT EXISTS events_account ON events (account_id, timestamp);
CREATE INDEX IF NOT EXISTS events_network ON events (network_id, timestamp);
CREATE INDEX IF NOT EXISTS events_device ON events (device_id, timestamp);
CREATE INDEX IF NOT EXISTS events_account_network ON events (account_id, network_id, timestamp);
CREATE INDEX IF NOT EXISTS devices_network_created ON devices (network_id, created);
CREATE INDEX IF NOT EXISTS devices_network_last_seen ON devices (network_id, json_extract(data, '$.last_seen'));
CREATE INDEX IF NOT EXISTS devices_network_last_request ON devices (network_id, json_extract(data, '$.last_request'));
CREATE INDEX IF NOT EXISTS devices_account_last_seen ON devices (account_id, json_extract(data, '$.last_seen'));
CREATE INDEX IF NOT EXISTS devices_account_last_request ON devices (account_id, json_extract(data, '$.last_request'));
CREATE TABLE IF NOT EXISTS scanner_sessions (
  id TEXT PRIMARY KEY, account_id TEXT NOT NULL, network_id TEXT NOT NULL, created INTEGER NOT NULL);
CREATE INDEX IF NOT EXISTS scanner_sessions_network ON scanner_sessions (network_id);
CREATE TABLE IF NOT EXISTS stats (
  account_id TEXT NOT NULL, type TEXT NOT NULL, type_key TEXT NOT NULL, timestamp INTEGER NOT NULL, data TEXT NOT NULL,
  PRIMARY KEY (type, type_key, timestamp));
CREATE TABLE IF NOT EXISTS hotspot_groups (id TEXT PRIMARY KEY, account_id TEXT NOT NULL, data TEXT NOT NULL);
CREATE INDEX IF NOT EXISTS hotspot_groups_account ON hotspot_groups (account_id);
CREATE TABLE IF NOT EXISTS hotspots (
  id TEXT NOT NULL, account_id TEXT NOT NULL, group_id TEXT NOT NULL, data TEXT NOT NULL, PRIMARY KEY (account_id, id));
CREATE INDEX IF NOT EXISTS hotspots_group ON hotspots (account_id, group_id);
CREATE TABLE IF NOT EXISTS tiers (name TEXT PRIMARY KEY, data TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS invites (code TEXT PRIMARY KEY, account_id TEXT NOT NULL, email TEXT NOT NULL, level INTEGER NOT NULL);
CREATE INDEX IF NOT EXISTS invites_account ON invites (account_id);
CREATE TABLE IF NOT EXISTS log_records (
  seq INTEGER PRIMARY KEY AUTOINCREMENT, account_id TEXT NOT NULL, timestamp INTEGER NOT NULL, data TEXT NOT NULL);
CREATE INDEX IF NOT EXISTS log_records_account ON log_records (account_id, seq);
CREATE TABLE IF NOT EXISTS global_forwarders (
  account_id TEXT NOT NULL, namespace TEXT NOT NULL, device_filter TEXT NOT NULL, data TEXT NOT NULL,
  PRIMARY KEY (account_id, namespace, device_filter));
CREATE TABLE IF NOT EXISTS api_tokens (id TEXT PRIMARY KEY, account_id TEXT NOT NULL, data TEXT NOT NULL);
CREATE INDEX IF NOT EXISTS api_tokens_account ON api_tokens (account_id);
CREATE TABLE IF NOT EXISTS integrations (
  id TEXT NOT NULL, account_id TEXT NOT NULL, network_id TEXT NOT NULL, created INTEGER NOT NULL, data TEXT NOT NULL,
  PRIMARY KEY (network_id, id));
CREATE INDEX IF NOT EXISTS integrations_network ON integrations (account_id, network_id, created);
CREATE TABLE IF NOT EXISTS deliveries (
  seq INTEGER PRIMARY KEY AUTOINCREMENT, account_id TEXT NOT NULL, network_id TEXT NOT NULL, at INTEGER NOT NULL,
  data TEXT NOT NULL);
CREATE INDEX IF NOT EXISTS deliveries_network ON deliveries (network_id, seq);
`,
  // 2: the revision of each network's route list, for ETag / If-Match on the whole-list save.
  `ALTER TABLE networks ADD COLUMN routes_version INTEGER NOT NULL DEFAULT 1;`,
  // 3: API token secrets as SHA-256 hashes (the current one, and the one a rotation keeps for a while),
  //    looked up on every call made with a token.
  `
ALTER TABLE api_tokens ADD COLUMN secret_hash TEXT;
ALTER TABLE api_tokens ADD COLUMN previous_hash TEXT;
CREATE UNIQUE INDEX IF NOT EXISTS api_tokens_secret ON api_tokens (secret_hash);
CREATE INDEX IF NOT EXISTS api_tokens_previous ON api_tokens (previous_hash);
`,
  // 4: hotspots (issue 15): their status changes (the simulator's and the seed's history, for the
  //    explorer, uptime and flapping), the alerts sent for groups with alerts on, and a cursor-paging
  //    index by alias.
  `
CREATE TABLE IF NOT EXISTS hotspot_status_changes (
  seq INTEGER PRIMARY KEY AUTOINCREMENT, account_id TEXT NOT NULL, hotspot_id TEXT NOT NULL, at INTEGER NOT NULL,
  status TEXT NOT NULL, previous_status TEXT NOT NULL);
CREATE INDEX IF NOT EXISTS hotspot_status_changes_hotspot ON hotspot_status_changes (account_id, hotspot_id, at);
CREATE INDEX IF NOT EXISTS hotspot_status_changes_account ON hotspot_status_changes (account_id, at);
CREATE TABLE IF NOT EXISTS hotspot_alerts (
  seq INTEGER PRIMARY KEY AUTOINCREMENT, account_id TEXT NOT NULL, group_id TEXT NOT NULL, hotspot_id TEXT NOT NULL,
  created INTEGER NOT NULL, data TEXT NOT NULL);
CREATE INDEX IF NOT EXISTS hotspot_alerts_group ON hotspot_alerts (account_id, group_id, seq);
CREATE INDEX IF NOT EXISTS hotspot_alerts_hotspot ON hotspot_alerts (account_id, hotspot_id, seq);
CREATE INDEX IF NOT EXISTS hotspots_alias ON hotspots (account_id, json_extract(data, '$.alias'), id);
`,
  // 5: platform admin (issue 16): the admin state of devices (session, suspension, AP lock, …; a device
  //    without a row has the defaults), access point records (merged with monitored hotspots on the
  //    admin hotspot page), and the keyset index of the admin account list.
  `
CREATE TABLE IF NOT EXISTS device_admin (device_id TEXT PRIMARY KEY, data TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS access_points (hotspot_id TEXT PRIMARY KEY, data TEXT NOT NULL);
CREATE INDEX IF NOT EXISTS accounts_created ON accounts (created, id);
CREATE INDEX IF NOT EXISTS hotspots_id ON hotspots (id);
`,
  // 6: invites expire (issue 26): when each was last sent (created or resent). An existing invite counts
  //    from its creation in the account log, or from this upgrade when the log has none; a seeded one is
  //    stamped when the data folder is seeded (Store.open).
  `
ALTER TABLE invites ADD COLUMN sent INTEGER;
UPDATE invites SET sent = COALESCE(
  (SELECT MAX(l.timestamp) FROM log_records l WHERE l.account_id = invites.account_id
     AND json_extract(l.data, '$.object_type') = 'invite' AND json_extract(l.data, '$.object') = invites.code),
  CAST(strftime('%s', 'now') AS INTEGER));
`,
  // 7: the hotspot lists under load (issue 26): the list's sort key as the index expression (step 4's
  //    index was on the bare alias, so a page scanned and sorted the account), the same per group, and
  //    the status history of a page's hotspots read from the index alone.
  `
DROP INDEX IF EXISTS hotspots_alias;
CREATE INDEX IF NOT EXISTS hotspots_alias_key ON hotspots (account_id, ifnull(json_extract(data, '$.alias'), ''), id);
CREATE INDEX IF NOT EXISTS hotspots_group_alias_key
  ON hotspots (account_id, group_id, ifnull(json_extract(data, '$.alias'), ''), id);
DROP INDEX IF EXISTS hotspot_status_changes_hotspot;
CREATE INDEX IF NOT EXISTS hotspot_status_changes_history
  ON hotspot_status_changes (account_id, hotspot_id, at, seq, status, previous_status);
`,
  // 8: the delivery log of every route and integration (issue 28): each attempt's id, route key,
  //    integration and outcome as columns (the filters and the health), and the body it sent (for a
  //    redelivery). The route keys of older rows are filled in by the DeliveryLog when it opens (they are
  //    a hash SQL does not compute); their bodies were not kept.
  `
ALTER TABLE deliveries ADD COLUMN delivery_id TEXT;
ALTER TABLE deliveries ADD COLUMN route_key TEXT;
ALTER TABLE deliveries ADD COLUMN integration_config_id TEXT;
ALTER TABLE deliveries ADD COLUMN ok INTEGER NOT NULL DEFAULT 0;
ALTER TABLE deliveries ADD COLUMN body TEXT;
UPDATE deliveries SET
  delivery_id = json_extract(data, '$.delivery_id'),
  integration_config_id = json_extract(data, '$.integration_config_id'),
  ok = ifnull(json_extract(data, '$.ok'), 0);
CREATE INDEX IF NOT EXISTS deliveries_id ON deliveries (network_id, delivery_id);
CREATE INDEX IF NOT EXISTS deliveries_route ON deliveries (network_id, route_key, seq);
CREATE INDEX IF NOT EXISTS deliveries_integration ON deliveries (network_id, integration_config_id, seq);
`,
];

/** The schema version this build writes. */
export const SCHEMA_VERSION = MIGRATIONS.length;

/**
 * Applies the steps the database has not had yet; a database newer than this build is refused. Answers
 * the version the database had before (0: a new file), for the demo data of later steps (seed/upgrade.ts).
 */
export function migrate(db: SqliteDatabase, steps: readonly string[] = MIGRATIONS): number {
  const current = Number(db.pragma('user_version'));
  if (current > steps.length) {
    throw new Error(
      `The platform-sim database ${db.file ?? '(in memory)'} has schema version ${current}, newer than this build's ${steps.length}. ` +
        'Use a newer build or another PLATFORM_SIM_DATA_DIR.',
    );
  }
  for (let version = current + 1; version <= steps.length; version += 1) {
    db.transaction(() => {
      db.exec(steps[version - 1] as string);
      db.exec(`PRAGMA user_version = ${version}`);
    });
  }
  return current;
}
