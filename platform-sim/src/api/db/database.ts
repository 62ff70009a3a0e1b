import { closeSync, mkdirSync, openSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync, type StatementSync } from 'node:sqlite';
import { migrate } from './migrations.ts';

export const DATABASE_FILE = 'platform-sim.sqlite';

/** A value SQLite stores and answers (BLOBs are not used here). */
export type SqlValue = string | number | bigint | null;
export type Row = Record<string, SqlValue>;
export type BindParams = readonly SqlValue[];

export interface DatabaseOptions {
  /** Folder for the database file; undefined or `:memory:` keeps everything in memory. */
  dataDir?: string;
  /** The file's name in the folder: the platform's `platform-sim.sqlite` unless said (the IdP's `idp.sqlite`). */
  fileName?: string;
  /** Its schema as numbered steps (migrations.ts): the platform's unless said. */
  migrations?: readonly string[];
  /** Creates the file owner-only (0600, and SQLite gives its -wal and -shm the same): it holds secrets. */
  ownerOnly?: boolean;
}

/**
 * The platform's SQLite database (and the IdP's, idp/idpStore.ts), file-backed through Node's built-in
 * `node:sqlite` (measured against the libsql driver it replaced: docs/decisions.md) with write-ahead logging and `synchronous=FULL`: each write is
 * committed to the log, and synced, before the call returns, so an answered write survives a crash
 * (`kill -9`) of the process. The schema is versioned (`PRAGMA user_version`, see migrations.ts), so
 * an existing data folder upgrades in place.
 */
export class SqliteDatabase {
  readonly file: string | undefined;
  readonly #db: DatabaseSync;
  readonly #statements = new Map<string, StatementSync>();
  #versionAtOpen = 0;
  #depth = 0;
  #closed = false;

  private constructor(db: DatabaseSync, file: string | undefined) {
    this.#db = db;
    this.file = file;
  }

  static open(options: DatabaseOptions = {}): SqliteDatabase {
    const dir = options.dataDir && options.dataDir !== ':memory:' ? options.dataDir : undefined;
    let file: string | undefined;
    if (dir) {
      mkdirSync(dir, { recursive: true });
      file = join(dir, options.fileName ?? DATABASE_FILE);
      if (options.ownerOnly) closeSync(openSync(file, 'a', 0o600));
    }
    // node:sqlite switches foreign keys on by default; the timeout is SQLite's busy timeout.
    const db = new DatabaseSync(file ?? ':memory:', { timeout: 5000 });
    const database = new SqliteDatabase(db, file);
    try {
      if (file) {
        db.exec('PRAGMA journal_mode = WAL');
        db.exec('PRAGMA synchronous = FULL');
      }
      database.#versionAtOpen = migrate(database, options.migrations);
    } catch (error) {
      database.close();
      throw error;
    }
    return database;
  }

  /** The schema version the file had before this open migrated it (0: a new file or in memory). */
  get versionAtOpen(): number {
    return this.#versionAtOpen;
  }

  #prepare(sql: string): StatementSync {
    let statement = this.#statements.get(sql);
    if (statement === undefined) {
      statement = this.#db.prepare(sql);
      this.#statements.set(sql, statement);
    }
    return statement;
  }

  all(sql: string, params: BindParams = []): Row[] {
    return this.#prepare(sql).all(...params) as Row[];
  }

  get(sql: string, params: BindParams = []): Row | undefined {
    return this.#prepare(sql).get(...params) as Row | undefined;
  }

  /** Runs a write; outside a transaction it is committed (and synced) when this returns. */
  run(sql: string, params: BindParams = []): { changes: number } {
    const result = this.#prepare(sql).run(...params);
    return { changes: Number(result.changes) };
  }

  /** Runs one statement for many parameter rows, in one transaction. */
  runMany(sql: string, rows: readonly BindParams[]): void {
    const statement = this.#prepare(sql);
    this.transaction(() => {
      for (const row of rows) statement.run(...row);
    });
  }

  /** Runs statements with no parameters (schema changes). */
  exec(sql: string): void {
    this.#db.exec(sql);
  }

  /**
   * How many rows this connection has inserted, updated or deleted since it opened (SQLite's
   * `total_changes()`): unchanged means nothing was written, so a result read from the data still holds.
   */
  totalChanges(): number {
    return Number(this.get('SELECT total_changes() AS n')?.n ?? 0);
  }

  /** A pragma's single value, e.g. `user_version`. */
  pragma(name: string): SqlValue {
    const row = this.#db.prepare(`PRAGMA ${name}`).get() as Row | undefined;
    return row === undefined ? null : (Object.values(row)[0] ?? null);
  }

  /** Runs `fn` in a transaction (committed when it returns, rolled back when it throws); nested calls join. */
  transaction<T>(fn: () => T): T {
    if (this.#depth > 0) return fn();
    this.#db.exec('BEGIN IMMEDIATE');
    this.#depth += 1;
    try {
      const result = fn();
      this.#db.exec('COMMIT');
      return result;
    } catch (error) {
      this.#db.exec('ROLLBACK');
      throw error;
    } finally {
      this.#depth -= 1;
    }
  }

  close(): void {
    if (this.#closed) return;
    this.#closed = true;
    this.#statements.clear();
    this.#db.close();
  }
}
