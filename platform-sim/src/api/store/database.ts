import { mkdirSync, renameSync, writeFileSync, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import initSqlJs from 'sql.js';
import type { BindParams, Database, SqlValue } from 'sql.js';

export const DATABASE_FILE = 'platform-sim.sqlite';

const SCHEMA = `
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
`;

export type Row = Record<string, SqlValue>;

export interface DatabaseOptions {
  /** Folder for `platform-sim.sqlite`; undefined or `:memory:` keeps everything in memory. */
  dataDir?: string;
  /** Milliseconds to wait after a write before saving the file. Default 100. */
  saveDelayMs?: number;
}

/**
 * A sql.js database that saves itself to `<dataDir>/platform-sim.sqlite` (temp file + rename) shortly
 * after each write. Statements are prepared per call: `export()` frees prepared statements.
 */
export class SqliteDatabase {
  readonly file: string | undefined;
  readonly #db: Database;
  readonly #saveDelayMs: number;
  #timer: NodeJS.Timeout | undefined;
  #depth = 0;
  #dirty = false;
  #closed = false;

  private constructor(db: Database, file: string | undefined, saveDelayMs: number) {
    this.#db = db;
    this.file = file;
    this.#saveDelayMs = saveDelayMs;
  }

  static async open(options: DatabaseOptions = {}): Promise<SqliteDatabase> {
    const SQL = await initSqlJs();
    const dir = options.dataDir && options.dataDir !== ':memory:' ? options.dataDir : undefined;
    let file: string | undefined;
    let db: Database;
    if (dir) {
      mkdirSync(dir, { recursive: true });
      file = join(dir, DATABASE_FILE);
      db = existsSync(file) ? new SQL.Database(readFileSync(file)) : new SQL.Database();
    } else {
      db = new SQL.Database();
    }
    db.run(SCHEMA);
    return new SqliteDatabase(db, file, options.saveDelayMs ?? 100);
  }

  all(sql: string, params: BindParams = []): Row[] {
    const stmt = this.#db.prepare(sql);
    try {
      stmt.bind(params);
      const rows: Row[] = [];
      while (stmt.step()) rows.push(stmt.getAsObject());
      return rows;
    } finally {
      stmt.free();
    }
  }

  get(sql: string, params: BindParams = []): Row | undefined {
    return this.all(sql, params)[0];
  }

  /** Runs a write; schedules a save unless inside a transaction (which schedules one at its end). */
  run(sql: string, params: BindParams = []): void {
    this.#db.run(sql, params);
    this.#changed();
  }

  /** Runs one statement for many parameter rows (one prepared statement). */
  runMany(sql: string, rows: readonly BindParams[]): void {
    const stmt = this.#db.prepare(sql);
    try {
      for (const row of rows) stmt.run(row);
    } finally {
      stmt.free();
    }
    this.#changed();
  }

  /** Runs `fn` in a transaction; nested calls join the outer one. */
  transaction<T>(fn: () => T): T {
    if (this.#depth > 0) return fn();
    this.#db.run('BEGIN');
    this.#depth += 1;
    try {
      const result = fn();
      this.#db.run('COMMIT');
      return result;
    } catch (error) {
      this.#db.run('ROLLBACK');
      throw error;
    } finally {
      this.#depth -= 1;
      this.#changed();
    }
  }

  #changed(): void {
    this.#dirty = true;
    if (this.#depth > 0 || !this.file || this.#closed) return;
    if (this.#timer) return;
    this.#timer = setTimeout(() => {
      this.#timer = undefined;
      this.flush();
    }, this.#saveDelayMs);
    this.#timer.unref();
  }

  /** Writes the file now if anything changed (atomic: temp file, then rename). */
  flush(): void {
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = undefined;
    if (!this.file || !this.#dirty || this.#closed) return;
    const temp = `${this.file}.${process.pid}.tmp`;
    writeFileSync(temp, this.#db.export());
    renameSync(temp, this.file);
    this.#dirty = false;
  }

  close(): void {
    if (this.#closed) return;
    this.flush();
    this.#closed = true;
    this.#db.close();
  }
}
