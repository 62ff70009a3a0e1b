import type { AppendLog } from '../records.ts';
import type { SqliteDatabase } from './database.ts';

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
