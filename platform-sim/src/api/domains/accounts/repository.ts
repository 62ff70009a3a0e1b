/** Accounts, their members and the account log. */
import type { Account, AccountLevel, LogRecord } from '@beacon/shared/contract';
import type { SqliteDatabase } from '../../db/database.ts';
import { selectData } from '../../db/repository.ts';
import { HttpError } from '../../errors.ts';
import { currentActor } from '../../logActor.ts';
import { changeEntry, newAccountRecord, newId, parseData } from '../../records.ts';
import type { AccountRecord, Actor, LogEntry } from '../../records.ts';

function toAccount(id: string, record: AccountRecord, level: AccountLevel): Account {
  const account: Account = {
    account_id: id,
    name: record.name,
    user_level: level,
    models_enabled: record.models_enabled,
    global_forwarders_enabled: record.global_forwarders_enabled,
    gw_enabled: record.gw_enabled,
  };
  if (record.default !== undefined) account.default = record.default;
  return account;
}

export const INVALID_LOG_CURSOR = 'Invalid cursor';

export class AccountRepository {
  readonly #db: SqliteDatabase;
  readonly #now: () => number;

  constructor(db: SqliteDatabase, now: () => number) {
    this.#db = db;
    this.#now = now;
  }

  memberLevel(accountId: string, userId: string): AccountLevel | undefined {
    const row = this.#db.get('SELECT level FROM members WHERE account_id = ? AND user_id = ?', [accountId, userId]);
    return row === undefined ? undefined : (Number(row.level) as AccountLevel);
  }

  /** The user's accounts, oldest first, each with the user's level in it. */
  forUser(userId: string): Account[] {
    const rows = this.#db.all(
      `SELECT a.id, a.data, m.level FROM members m JOIN accounts a ON a.id = m.account_id
       WHERE m.user_id = ? ORDER BY a.created, a.id`,
      [userId],
    );
    return rows.map((row) =>
      toAccount(String(row.id), parseData<AccountRecord>(row.data), Number(row.level) as AccountLevel),
    );
  }

  record(accountId: string): AccountRecord | undefined {
    const row = this.#db.get('SELECT data FROM accounts WHERE id = ?', [accountId]);
    return row === undefined ? undefined : parseData<AccountRecord>(row.data);
  }

  /** The account as the user sees it; undefined when it does not exist or the user is not a member. */
  get(accountId: string, userId: string): Account | undefined {
    const record = this.record(accountId);
    const level = this.memberLevel(accountId, userId);
    return record === undefined || level === undefined ? undefined : toAccount(accountId, record, level);
  }

  /** Creates an account with the caller as its Owner (level 0). */
  create(input: { name: string; website?: string }, owner: { id: string; email: string }): Account {
    const id = newId();
    const now = this.#now();
    const record = newAccountRecord(input.name, now, input.website ? { website: input.website } : {});
    this.#db.transaction(() => {
      this.#db.run('INSERT INTO accounts (id, created, data) VALUES (?, ?, ?)', [id, now, JSON.stringify(record)]);
      this.#db.run('INSERT INTO members (account_id, user_id, email, level) VALUES (?, ?, ?, 0)', [
        id,
        owner.id,
        owner.email,
      ]);
      this.appendLog(id, {
        object_type: 'account',
        code: 'create',
        object: id,
        username: owner.email,
        before: null,
        after: { name: input.name },
      });
    });
    return toAccount(id, record, 0);
  }

  rename(accountId: string, name: string, actor: { id: string; email: string }): Account | undefined {
    const record = this.record(accountId);
    if (record === undefined) return undefined;
    const updated: AccountRecord = { ...record, name, last_updated: this.#now() };
    this.#db.transaction(() => {
      this.#db.run('UPDATE accounts SET data = ? WHERE id = ?', [JSON.stringify(updated), accountId]);
      this.appendLog(accountId, changeEntry(actor, 'account', 'update', accountId, { name: record.name }, { name }));
    });
    return this.get(accountId, actor.id);
  }

  /** Appends to the account log (joins the caller's transaction); the actor is the current call's. */
  readonly appendLog = (accountId: string, entry: LogEntry): void => {
    const actor = entry.actor ?? currentActor();
    const full: LogRecord = {
      ...entry,
      timestamp: entry.timestamp ?? this.#now(),
      ...(actor === undefined ? {} : { actor }),
    };
    this.#db.run('INSERT INTO log_records (account_id, timestamp, data) VALUES (?, ?, ?)', [
      accountId,
      full.timestamp,
      JSON.stringify(full),
    ]);
  };

  /**
   * One page of the account log, newest first. Cursors: `o<seq>` for the records older than seq,
   * `n<seq>` for those newer; no cursor for the latest page.
   */
  logPage(
    accountId: string,
    pageSize: number,
    cursor: string | undefined,
  ): { records: LogRecord[]; cursor: string | null; newer: string | null } {
    const match = cursor === undefined || cursor === '' ? undefined : /^([on])(\d{1,15})$/.exec(cursor);
    if (match === null) throw HttpError.invalid(INVALID_LOG_CURSOR, 'query.cursor');
    let rows;
    if (match?.[1] === 'n') {
      rows = this.#db
        .all('SELECT seq, data FROM log_records WHERE account_id = ? AND seq > ? ORDER BY seq ASC LIMIT ?', [
          accountId,
          Number(match[2]),
          pageSize,
        ])
        .reverse();
    } else {
      const before = match === undefined ? Number.MAX_SAFE_INTEGER : Number(match[2]);
      rows = this.#db.all(
        'SELECT seq, data FROM log_records WHERE account_id = ? AND seq < ? ORDER BY seq DESC LIMIT ?',
        [accountId, before, pageSize],
      );
    }
    const exists = (sql: string, seq: number) => this.#db.get(sql, [accountId, seq]) !== undefined;
    const first = rows[0];
    const last = rows[rows.length - 1];
    const newest = first === undefined ? undefined : Number(first.seq);
    const oldest = last === undefined ? undefined : Number(last.seq);
    const older =
      oldest !== undefined && exists('SELECT 1 FROM log_records WHERE account_id = ? AND seq < ? LIMIT 1', oldest)
        ? `o${oldest}`
        : null;
    const newer =
      newest !== undefined && exists('SELECT 1 FROM log_records WHERE account_id = ? AND seq > ? LIMIT 1', newest)
        ? `n${newest}`
        : null;
    return { records: rows.map((row) => parseData<LogRecord>(row.data)), cursor: older, newer };
  }

  /** The account log, newest first. */
  log(accountId: string, limit = 30): LogRecord[] {
    return selectData<LogRecord>(
      this.#db,
      'SELECT data FROM log_records WHERE account_id = ? ORDER BY seq DESC LIMIT ?',
      [accountId, limit],
    );
  }
}

export type { Actor };
