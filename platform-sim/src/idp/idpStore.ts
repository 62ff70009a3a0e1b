import { SqliteDatabase } from '../api/db/database.ts';

/** The IdP's own database file in the data folder, beside `idp-keys.json`. */
export const IDP_DATABASE_FILE = 'idp.sqlite';

/** A value the IdP's table stores and answers. */
export type IdpSqlValue = string | number | null;
export type IdpRow = Record<string, IdpSqlValue>;

export interface IdpStoreOptions {
  /** Folder for `idp.sqlite`; undefined or `:memory:` keeps everything in an in-memory database. */
  dataDir?: string;
  /** Clock in epoch milliseconds (default `Date.now`); tests move it forward to expire rows. */
  now?: () => number;
}

/**
 * 1: one row per oidc-provider model instance (Session, Grant, Interaction, AccessToken, RefreshToken, ...):
 * its payload as JSON, the columns the adapter looks rows up by, and when the row expires (epoch ms,
 * NULL: never). `consumed` (epoch seconds) mirrors the payload's, for reading the table by hand.
 */
const IDP_MIGRATIONS: readonly string[] = [
  `
CREATE TABLE IF NOT EXISTS oidc_models (
  model TEXT NOT NULL, id TEXT NOT NULL, payload TEXT NOT NULL,
  grant_id TEXT, user_code TEXT, uid TEXT, expires_at INTEGER, consumed INTEGER,
  PRIMARY KEY (model, id));
CREATE INDEX IF NOT EXISTS oidc_models_grant ON oidc_models (grant_id) WHERE grant_id IS NOT NULL;
CREATE INDEX IF NOT EXISTS oidc_models_user_code ON oidc_models (model, user_code) WHERE user_code IS NOT NULL;
CREATE INDEX IF NOT EXISTS oidc_models_uid ON oidc_models (model, uid) WHERE uid IS NOT NULL;
CREATE INDEX IF NOT EXISTS oidc_models_expires ON oidc_models (expires_at) WHERE expires_at IS NOT NULL;
`,
  // 2: the sign-in throttle (signInThrottle.ts): one row per failed sign-in of an email or a client
  // address (`email:…`, `address:…`, epoch ms), and the locks with when they end.
  `
CREATE TABLE IF NOT EXISTS sign_in_failures (key TEXT NOT NULL, at INTEGER NOT NULL);
CREATE INDEX IF NOT EXISTS sign_in_failures_key ON sign_in_failures (key, at);
CREATE INDEX IF NOT EXISTS sign_in_failures_at ON sign_in_failures (at);
CREATE TABLE IF NOT EXISTS sign_in_locks (key TEXT PRIMARY KEY, locked_until INTEGER NOT NULL);
`,
  // 3: what ends access tokens early (accessTokenChecks.ts): sessions that logged out (their `sid`) and
  // revoked access tokens (their `jti`), each until the last token it covers has expired (epoch ms).
  `
CREATE TABLE IF NOT EXISTS ended_sessions (sid TEXT PRIMARY KEY, expires_at INTEGER NOT NULL);
CREATE INDEX IF NOT EXISTS ended_sessions_expires ON ended_sessions (expires_at);
CREATE TABLE IF NOT EXISTS revoked_access_tokens (jti TEXT PRIMARY KEY, expires_at INTEGER NOT NULL);
CREATE INDEX IF NOT EXISTS revoked_access_tokens_expires ON revoked_access_tokens (expires_at);
`,
];

/** How often, at most, a write also deletes the expired rows (they are never answered meanwhile). */
const SWEEP_INTERVAL_MS = 60_000;

/**
 * The IdP's SQLite database, the storage of the oidc-provider adapter (sqliteAdapter.ts). With a data
 * folder it is `idp.sqlite` there, opened as the platform's own database is (src/api/db/database.ts:
 * write-ahead logging, `synchronous=FULL`, a versioned schema), owner-only as it holds live refresh
 * tokens: every session, grant and refresh token the IdP has handed out survives a restart or a crash.
 * It is a separate file, not a step of the platform's migrations: the IdP starts before the platform's
 * store and shares nothing with it. Without a data folder it is in memory, so tests run the same code.
 */
export class IdpStore {
  readonly now: () => number;
  readonly #db: SqliteDatabase;
  #nextSweep = 0;

  private constructor(db: SqliteDatabase, now: () => number) {
    this.#db = db;
    this.now = now;
  }

  static open(options: IdpStoreOptions = {}): IdpStore {
    const db = SqliteDatabase.open({
      dataDir: options.dataDir,
      fileName: IDP_DATABASE_FILE,
      migrations: IDP_MIGRATIONS,
      ownerOnly: true,
    });
    const store = new IdpStore(db, options.now ?? Date.now);
    store.sweepExpired(true);
    return store;
  }

  /** The file, or undefined in memory. */
  get file(): string | undefined {
    return this.#db.file;
  }

  get(sql: string, params: readonly IdpSqlValue[] = []): IdpRow | undefined {
    return this.#db.get(sql, params) as IdpRow | undefined;
  }

  /** Runs a write; it is committed (and, file-backed, synced) when this returns. Answers the rows changed. */
  run(sql: string, params: readonly IdpSqlValue[] = []): number {
    return this.#db.run(sql, params).changes;
  }

  /** Runs `fn` in one transaction (committed when it returns, rolled back when it throws). */
  transaction<T>(fn: () => T): T {
    return this.#db.transaction(fn);
  }

  /** Deletes the expired rows: at open, then at most once a minute (`force` skips the wait). */
  sweepExpired(force = false): void {
    const now = this.now();
    if (!force && now < this.#nextSweep) return;
    this.#nextSweep = now + SWEEP_INTERVAL_MS;
    this.run('DELETE FROM oidc_models WHERE expires_at <= ?', [now]);
    this.run('DELETE FROM ended_sessions WHERE expires_at <= ?', [now]);
    this.run('DELETE FROM revoked_access_tokens WHERE expires_at <= ?', [now]);
  }

  close(): void {
    this.#db.close();
  }
}
