/**
 * The platform's state: one SQLite database (db/) and a repository per domain on it. Handlers reach
 * the domains through `store.<domain>`; a repository that needs another gets it in its constructor.
 */
import { SqliteDatabase } from './db/database.ts';
import type { DatabaseOptions } from './db/database.ts';
import { AccountRepository } from './domains/accounts/repository.ts';
import { AdminAccountRepository } from './domains/admin/accounts.ts';
import { AdminDeviceRepository } from './domains/admin/devices.ts';
import { AdminHotspotRepository } from './domains/admin/hotspots.ts';
import { TierRepository } from './domains/admin/tiers.ts';
import { DeviceRepository } from './domains/devices/repository.ts';
import { EventRepository } from './domains/events/repository.ts';
import { GlobalForwarderRepository } from './domains/forwarders/repository.ts';
import { HotspotAlerts } from './domains/hotspots/alerts.ts';
import type { HotspotAlertOptions } from './domains/hotspots/alerts.ts';
import { HotspotRepository } from './domains/hotspots/repository.ts';
import { IntegrationRepository } from './domains/integrations/repository.ts';
import { MemberRepository } from './domains/members/repository.ts';
import { NetworkRepository } from './domains/networks/repository.ts';
import { DeliveryLog } from './domains/routes/deliveries.ts';
import type { DispatcherOptions } from './domains/routes/dispatcher.ts';
import { RouteRepository } from './domains/routes/repository.ts';
import { ApiTokenRepository } from './domains/tokens/repository.ts';
import { OutboundPolicy } from './outbound/policy.ts';
import type { OutboundPolicyOptions } from './outbound/policy.ts';
import { seedDatabase } from './seed/index.ts';
import { seedUpgrade } from './seed/upgrade.ts';

export interface StoreOptions extends DatabaseOptions {
  /**
   * Seed the deterministic demo data when the database is empty, and fill in that of later schema steps
   * when this open migrates a database an older build seeded (seed/upgrade.ts). Default true.
   */
  seed?: boolean;
  /** Clock in epoch seconds. Default the real time. */
  now?: () => number;
  /** Background event deliveries: timeout (default 5 s), concurrency, queue size. */
  delivery?: DispatcherOptions;
  /** Hotspot alerts: hold time (default PLATFORM_SIM_ALERT_HOLD_SECONDS or 60 s), sweep, webhook timing. */
  hotspotAlerts?: HotspotAlertOptions;
  /** Where deliveries and alert webhooks may go: loopback (default PLATFORM_SIM_OUTBOUND_ALLOW_LOOPBACK), DNS. */
  outbound?: OutboundPolicyOptions;
}

export class Store {
  readonly db: SqliteDatabase;
  readonly now: () => number;
  /** Where the platform may send (outbound/policy.ts): checked when a URL is saved and when it is sent to. */
  readonly outbound: OutboundPolicy;
  readonly accounts: AccountRepository;
  readonly networks: NetworkRepository;
  readonly routes: RouteRepository;
  /** Event deliveries to the network routes: sending (in the background) and the log. */
  readonly deliveries: DeliveryLog;
  readonly events: EventRepository;
  readonly devices: DeviceRepository;
  readonly integrations: IntegrationRepository;
  readonly members: MemberRepository;
  readonly tokens: ApiTokenRepository;
  readonly forwarders: GlobalForwarderRepository;
  readonly hotspots: HotspotRepository;
  /** Alerts of hotspot groups: pending (in memory), sending and the stored list. */
  readonly hotspotAlerts: HotspotAlerts;
  /** Platform admin: accounts, devices and hotspots as staff see them, and the tier profiles. */
  readonly adminAccounts: AdminAccountRepository;
  readonly adminDevices: AdminDeviceRepository;
  readonly adminHotspots: AdminHotspotRepository;
  readonly tiers: TierRepository;

  private constructor(db: SqliteDatabase, now: () => number, options: StoreOptions) {
    this.db = db;
    this.now = now;
    this.accounts = new AccountRepository(db, now);
    const log = this.accounts.appendLog;
    this.networks = new NetworkRepository(db, now, log);
    this.routes = new RouteRepository(db, now, log, this.networks);
    this.outbound = new OutboundPolicy(options.outbound);
    this.deliveries = new DeliveryLog(db, now, this.outbound, options.delivery);
    this.events = new EventRepository(db, this.deliveries);
    this.devices = new DeviceRepository(db, now, log, this.events, this.deliveries);
    this.integrations = new IntegrationRepository(db, now, log, this.networks, this.routes);
    this.members = new MemberRepository(db, now, log);
    this.tokens = new ApiTokenRepository(db, now, log);
    this.forwarders = new GlobalForwarderRepository(db, log);
    this.hotspots = new HotspotRepository(db, now, log);
    this.hotspotAlerts = new HotspotAlerts(db, now, this.hotspots, this.outbound, options.hotspotAlerts);
    this.adminAccounts = new AdminAccountRepository(db, now, log);
    this.adminDevices = new AdminDeviceRepository(db, now, log);
    this.adminHotspots = new AdminHotspotRepository(db);
    this.tiers = new TierRepository(db);
  }

  /**
   * Opens (and migrates) the database; unless `seed: false`, seeds it when empty, or else adds the demo
   * data of the schema steps it did not have before this open.
   */
  static async open(options: StoreOptions = {}): Promise<Store> {
    const db = SqliteDatabase.open(options);
    const store = new Store(db, options.now ?? (() => Math.floor(Date.now() / 1000)), options);
    if (options.seed ?? true) {
      if (store.isEmpty()) seedDatabase(db);
      else seedUpgrade(db, db.versionAtOpen);
      // Seeded invites count from when the folder was seeded, so the demo's stay open for a week.
      store.members.stampUnsentInvites(store.now());
    }
    return Promise.resolve(store);
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

  /** Stops the deliveries and alerts in flight (nothing more is recorded) and closes the database. */
  close(): void {
    this.deliveries.close();
    this.hotspotAlerts.close();
    this.db.close();
  }
}
