import { parseData } from '../records.ts';
import type { AppendLog } from '../records.ts';
import type { BindParams, SqliteDatabase } from './database.ts';

/**
 * A repository that writes what the account log must record: the database, the platform's clock (epoch
 * seconds) and the account log's append (store.ts hands it from the account repository, which owns the log).
 * A repository that needs more takes it after these three in its own constructor; one that needs fewer
 * (no clock, no log) does not extend this, so that every constructor names what its class uses.
 */
export abstract class Repository {
  protected readonly db: SqliteDatabase;
  protected readonly now: () => number;
  protected readonly log: AppendLog;

  constructor(db: SqliteDatabase, now: () => number, log: AppendLog) {
    this.db = db;
    this.now = now;
    this.log = log;
  }
}

/**
 * A repository that writes to the account log but keeps no clock: the database and the account log's append
 * (as for `Repository`, a class that needs more takes it after these two in its own constructor).
 */
export abstract class UnclockedRepository {
  protected readonly db: SqliteDatabase;
  protected readonly log: AppendLog;

  constructor(db: SqliteDatabase, log: AppendLog) {
    this.db = db;
    this.log = log;
  }
}

/** The parsed JSON `data` column of every row a query answers (the query selects `data`). */
export function selectData<T>(db: SqliteDatabase, sql: string, params: BindParams = []): T[] {
  return db.all(sql, params).map((row) => parseData<T>(row.data));
}
