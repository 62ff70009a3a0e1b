import { randomBytes, randomUUID } from 'node:crypto';
import type {
  Account,
  AccountLevel,
  Device,
  EndpointParsedBody,
  Endpoints,
  EventLogRow,
  ExplorerResponse,
  LogRecord,
  Network,
  Route,
  StatsPoint,
} from '@beacon/shared/contract';
import { SqliteDatabase } from './database.ts';
import type { DatabaseOptions, Row } from './database.ts';
import { DeliveryLog } from './deliveries.ts';
import type { DispatcherOptions } from './dispatcher.ts';
import { IntegrationStore } from './integrations.ts';
import { deviceOwner, exploreDevices, exploreEvents, getDevice, statsPoints } from './devices.ts';
import type { DeviceExplorerQuery, DeviceRecord, LogExplorerQuery } from './devices.ts';
import { seedDatabase } from './seed.ts';

export type { DeviceRecord } from './devices.ts';

/** A network update: rename (and landing page) or the whole route list. */
export type NetworkChange = EndpointParsedBody<Endpoints['updateNetwork']>;

interface Actor {
  email: string;
}

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
  /** Background event deliveries: timeout (default 5 s), concurrency, queue size. */
  delivery?: DispatcherOptions;
}

/** An event log row of a network. */
export type NetworkEvent = EventLogRow & { network_id: string };

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
  /** Installed integrations of the networks. */
  readonly integrations: IntegrationStore;
  /** Event deliveries to the network routes: sending (in the background) and the log. */
  readonly deliveries: DeliveryLog;

  private constructor(db: SqliteDatabase, now: () => number, delivery: DispatcherOptions | undefined) {
    this.db = db;
    this.now = now;
    this.integrations = new IntegrationStore(db, now, (accountId, record) => this.appendLog(accountId, record));
    this.deliveries = new DeliveryLog(db, now, delivery);
  }

  static async open(options: StoreOptions = {}): Promise<Store> {
    const db = await SqliteDatabase.open(options);
    const store = new Store(db, options.now ?? (() => Math.floor(Date.now() / 1000)), options.delivery);
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

  /** Stops the deliveries in flight (nothing more is recorded) and closes the database. */
  close(): void {
    this.deliveries.close();
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

  createNetwork(accountId: string, name: string, actor: Actor): Network {
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

  networkExists(accountId: string, networkId: string): boolean {
    return (
      this.db.get('SELECT 1 AS x FROM networks WHERE id = ? AND account_id = ?', [networkId, accountId]) !== undefined
    );
  }

  #networkRecord(accountId: string, networkId: string): NetworkRecord | undefined {
    const row = this.db.get('SELECT data FROM networks WHERE id = ? AND account_id = ?', [networkId, accountId]);
    return row === undefined ? undefined : parse<NetworkRecord>(row);
  }

  /**
   * Renames (an absent landing page keeps the stored one, `''` clears it) or replaces the whole route
   * list. Undefined when the network is not in the account.
   */
  updateNetwork(accountId: string, networkId: string, change: NetworkChange, actor: Actor): Network | undefined {
    const record = this.#networkRecord(accountId, networkId);
    if (record === undefined) return undefined;
    const updated: NetworkRecord = { ...record, last_updated: this.now() };
    if ('routes' in change) {
      updated.routes = change.routes;
    } else {
      updated.name = change.name;
      if (change.device_landing_page === '') delete updated.device_landing_page;
      else if (change.device_landing_page !== undefined) updated.device_landing_page = change.device_landing_page;
    }
    this.db.transaction(() => {
      this.db.run('UPDATE networks SET data = ? WHERE id = ?', [JSON.stringify(updated), networkId]);
      this.appendLog(accountId, { object_type: 'network', code: 'update', object: networkId, username: actor.email });
    });
    return this.getNetwork(accountId, networkId);
  }

  /**
   * Deletes the network with everything in it: its devices (deregistered, so another account can claim
   * them), their statistics, its events, statistics, scanner sessions, integrations and deliveries.
   * False when not in the account.
   */
  deleteNetwork(accountId: string, networkId: string, actor: Actor): boolean {
    if (!this.networkExists(accountId, networkId)) return false;
    this.db.transaction(() => {
      this.db.run(
        `DELETE FROM stats WHERE type = 'device' AND account_id = ?
         AND type_key IN (SELECT id FROM devices WHERE network_id = ?)`,
        [accountId, networkId],
      );
      this.db.run("DELETE FROM stats WHERE type = 'network' AND type_key = ?", [networkId]);
      this.db.run('DELETE FROM events WHERE network_id = ?', [networkId]);
      this.db.run('DELETE FROM devices WHERE network_id = ?', [networkId]);
      this.db.run('DELETE FROM scanner_sessions WHERE network_id = ?', [networkId]);
      this.db.run('DELETE FROM integrations WHERE network_id = ? AND account_id = ?', [networkId, accountId]);
      this.db.run('DELETE FROM deliveries WHERE network_id = ? AND account_id = ?', [networkId, accountId]);
      this.db.run('DELETE FROM networks WHERE id = ? AND account_id = ?', [networkId, accountId]);
      this.appendLog(accountId, { object_type: 'network', code: 'delete', object: networkId, username: actor.email });
    });
    return true;
  }

  /** Records a scanner session for a network of the account and answers its scan id. */
  startScannerSession(accountId: string, networkId: string): string {
    const scanId = randomUUID();
    this.db.run('INSERT INTO scanner_sessions (id, account_id, network_id, created) VALUES (?, ?, ?, ?)', [
      scanId,
      accountId,
      networkId,
      this.now(),
    ]);
    return scanId;
  }

  // Devices, events and statistics

  getDevice(accountId: string, deviceId: string): Device | undefined {
    return getDevice(this.db, accountId, deviceId);
  }

  /** The account a device is registered to, if any. */
  deviceOwner(deviceId: string): string | undefined {
    return deviceOwner(this.db, deviceId);
  }

  /** Registers a device (the caller checked that the network is in the account and the id is free). */
  createDevice(accountId: string, input: { device_id: string; network_id: string }, actor: Actor): Device {
    const now = this.now();
    const record: DeviceRecord = {
      last_updated: now,
      last_seen: null,
      last_request: null,
      first_connected: null,
      last_customer_request_ts: null,
      last_location: null,
      location_age: null,
      last_location_point: null,
    };
    const event: NetworkEvent = {
      timestamp: now,
      device_id: input.device_id,
      network_id: input.network_id,
      event_type: 'device_registered',
      type: 'INFO',
      text: 'Device registered',
      full_event: { type: 'device_registered', data: {} },
    };
    this.db.transaction(() => {
      this.db.run('INSERT INTO devices (id, account_id, network_id, created, data) VALUES (?, ?, ?, ?, ?)', [
        input.device_id,
        accountId,
        input.network_id,
        now,
        JSON.stringify(record),
      ]);
      this.#insertEvent(accountId, event);
      this.appendLog(accountId, {
        object_type: 'device',
        code: 'create',
        object: input.device_id,
        username: actor.email,
      });
    });
    this.deliveries.deliver(accountId, event);
    return { ...record, device_id: input.device_id, network_id: input.network_id, created: now };
  }

  /**
   * Records an event of a network's device in the event log and starts delivering it to the network's
   * receiving routes in the background. Returns the number of deliveries started.
   */
  recordEvent(accountId: string, event: NetworkEvent): number {
    this.#insertEvent(accountId, event);
    return this.deliveries.deliver(accountId, event);
  }

  #insertEvent(accountId: string, event: NetworkEvent): void {
    this.db.run(
      'INSERT INTO events (account_id, network_id, device_id, event_type, timestamp, data) VALUES (?, ?, ?, ?, ?, ?)',
      [accountId, event.network_id, event.device_id, event.event_type, event.timestamp, JSON.stringify(event)],
    );
  }

  exploreEvents(accountId: string, query: LogExplorerQuery): ExplorerResponse<EventLogRow> {
    return exploreEvents(this.db, accountId, query);
  }

  exploreDevices(accountId: string, query: DeviceExplorerQuery): ExplorerResponse<Device> {
    return exploreDevices(this.db, accountId, query);
  }

  /** Statistics of a network or device in the account, oldest first; undefined when it is not there. */
  stats(accountId: string, type: 'network' | 'device', key: string): StatsPoint[] | undefined {
    const exists =
      type === 'network' ? this.networkExists(accountId, key) : this.getDevice(accountId, key) !== undefined;
    return exists ? statsPoints(this.db, accountId, type, key) : undefined;
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
