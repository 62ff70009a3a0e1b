import { randomBytes } from 'node:crypto';
import type { Account, AccountLevel, LogRecord, Network, Route } from '@beacon/shared/contract';
import { SqliteDatabase } from './database.ts';
import type { DatabaseOptions, Row } from './database.ts';
import { seedDatabase } from './seed.ts';

/** What is stored for an account besides the caller-dependent user_level. */
export interface AccountRecord {
  name: string;
  website?: string;
  models_enabled: boolean;
  global_forwarders_enabled: boolean;
  gw_enabled: boolean;
  default?: boolean;
  tier_name: string;
  suspended: boolean;
  internal_account: boolean;
  last_updated: number;
}

export interface NetworkRecord {
  name: string;
  last_updated: number;
  device_landing_page?: string;
  routes: Route[];
}

export interface StoreOptions extends DatabaseOptions {
  /** Seed the deterministic demo data when the database is empty. Default true. */
  seed?: boolean;
  /** Clock in epoch seconds. Default the real time. */
  now?: () => number;
}

export function newId(bytes = 8): string {
  return randomBytes(bytes).toString('hex');
}

function parse<T>(row: Row, column = 'data'): T {
  return JSON.parse(String(row[column])) as T;
}

/** The platform's state, on one embedded SQLite database. */
export class Store {
  readonly db: SqliteDatabase;
  readonly now: () => number;

  private constructor(db: SqliteDatabase, now: () => number) {
    this.db = db;
    this.now = now;
  }

  static async open(options: StoreOptions = {}): Promise<Store> {
    const db = await SqliteDatabase.open(options);
    const store = new Store(db, options.now ?? (() => Math.floor(Date.now() / 1000)));
    if ((options.seed ?? true) && store.isEmpty()) seedDatabase(db);
    return store;
  }

  isEmpty(): boolean {
    return this.count('accounts') === 0;
  }

  /** Row count of a table (for tests and diagnostics). */
  count(table: string, where = '', params: (string | number)[] = []): number {
    if (!/^[a-z_]+$/.test(table)) throw new Error(`bad table ${table}`);
    const row = this.db.get(`SELECT COUNT(*) AS n FROM ${table} ${where}`, params);
    return Number(row?.n ?? 0);
  }

  close(): void {
    this.db.close();
  }

  // Accounts and members

  memberLevel(accountId: string, userId: string): AccountLevel | undefined {
    const row = this.db.get('SELECT level FROM members WHERE account_id = ? AND user_id = ?', [accountId, userId]);
    return row === undefined ? undefined : (Number(row.level) as AccountLevel);
  }

  #toAccount(id: string, record: AccountRecord, level: AccountLevel): Account {
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

  accountsForUser(userId: string): Account[] {
    const rows = this.db.all(
      `SELECT a.id, a.data, m.level FROM members m JOIN accounts a ON a.id = m.account_id
       WHERE m.user_id = ? ORDER BY a.created, a.id`,
      [userId],
    );
    return rows.map((row) => this.#toAccount(String(row.id), parse(row), Number(row.level) as AccountLevel));
  }

  accountRecord(accountId: string): AccountRecord | undefined {
    const row = this.db.get('SELECT data FROM accounts WHERE id = ?', [accountId]);
    return row === undefined ? undefined : parse<AccountRecord>(row);
  }

  accountForUser(accountId: string, userId: string): Account | undefined {
    const record = this.accountRecord(accountId);
    const level = this.memberLevel(accountId, userId);
    return record === undefined || level === undefined ? undefined : this.#toAccount(accountId, record, level);
  }

  createAccount(input: { name: string; website?: string }, owner: { id: string; email: string }): Account {
    const id = newId();
    const now = this.now();
    const record: AccountRecord = {
      name: input.name,
      ...(input.website ? { website: input.website } : {}),
      models_enabled: false,
      global_forwarders_enabled: false,
      gw_enabled: false,
      tier_name: 'free',
      suspended: false,
      internal_account: false,
      last_updated: now,
    };
    this.db.transaction(() => {
      this.db.run('INSERT INTO accounts (id, created, data) VALUES (?, ?, ?)', [id, now, JSON.stringify(record)]);
      this.db.run('INSERT INTO members (account_id, user_id, email, level) VALUES (?, ?, ?, 0)', [
        id,
        owner.id,
        owner.email,
      ]);
      this.appendLog(id, { object_type: 'account', code: 'create', object: id, username: owner.email });
    });
    return this.#toAccount(id, record, 0);
  }

  renameAccount(accountId: string, name: string, actor: { id: string; email: string }): Account | undefined {
    const record = this.accountRecord(accountId);
    if (record === undefined) return undefined;
    const updated: AccountRecord = { ...record, name, last_updated: this.now() };
    this.db.transaction(() => {
      this.db.run('UPDATE accounts SET data = ? WHERE id = ?', [JSON.stringify(updated), accountId]);
      this.appendLog(accountId, { object_type: 'account', code: 'update', object: accountId, username: actor.email });
    });
    return this.accountForUser(accountId, actor.id);
  }

  // Networks

  #toNetwork(row: Row): Network {
    const record = parse<NetworkRecord>(row);
    const network: Network = {
      network_id: String(row.id),
      name: record.name,
      created: Number(row.created),
      last_updated: record.last_updated,
      device_count: Number(row.device_count ?? 0),
      routes: record.routes,
    };
    if (record.device_landing_page !== undefined) network.device_landing_page = record.device_landing_page;
    return network;
  }

  listNetworks(accountId: string, limit = 1000): Network[] {
    const rows = this.db.all(
      `SELECT n.id, n.created, n.data, (SELECT COUNT(*) FROM devices d WHERE d.network_id = n.id) AS device_count
       FROM networks n WHERE n.account_id = ? ORDER BY n.created, n.id LIMIT ?`,
      [accountId, limit],
    );
    return rows.map((row) => this.#toNetwork(row));
  }

  getNetwork(accountId: string, networkId: string): Network | undefined {
    const row = this.db.get(
      `SELECT n.id, n.created, n.data, (SELECT COUNT(*) FROM devices d WHERE d.network_id = n.id) AS device_count
       FROM networks n WHERE n.account_id = ? AND n.id = ?`,
      [accountId, networkId],
    );
    return row === undefined ? undefined : this.#toNetwork(row);
  }

  createNetwork(accountId: string, name: string, actor: { email: string }): Network {
    const id = newId();
    const now = this.now();
    const record: NetworkRecord = { name, last_updated: now, routes: [] };
    this.db.transaction(() => {
      this.db.run('INSERT INTO networks (id, account_id, created, data) VALUES (?, ?, ?, ?)', [
        id,
        accountId,
        now,
        JSON.stringify(record),
      ]);
      this.appendLog(accountId, { object_type: 'network', code: 'create', object: id, username: actor.email });
    });
    return { network_id: id, name, created: now, last_updated: now, device_count: 0, routes: [] };
  }

  // Account log

  appendLog(accountId: string, record: Omit<LogRecord, 'timestamp'> & { timestamp?: number }): void {
    const full: LogRecord = { ...record, timestamp: record.timestamp ?? this.now() };
    this.db.run('INSERT INTO log_records (account_id, timestamp, data) VALUES (?, ?, ?)', [
      accountId,
      full.timestamp,
      JSON.stringify(full),
    ]);
  }

  /** Newest first. */
  accountLog(accountId: string, limit = 30): LogRecord[] {
    return this.db
      .all('SELECT data FROM log_records WHERE account_id = ? ORDER BY seq DESC LIMIT ?', [accountId, limit])
      .map((row) => parse<LogRecord>(row));
  }
}
