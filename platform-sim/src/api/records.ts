/**
 * What the platform stores, row by row: the JSON `data` of each table, besides the columns. Every
 * repository, the seed and the handlers import their record types from here (and only types), so no
 * two domain modules depend on each other through their types.
 */
import { randomBytes } from 'node:crypto';
import type {
  AssignableLevel,
  ConfigurableIntegrationType,
  Device,
  EventLogRow,
  LogRecord,
  Route,
} from '@beacon/shared/contract';

/** Who made a change (the account log names them). */
export interface Actor {
  readonly id?: string;
  readonly email: string;
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
  /** When and by whom the account was activated (absent: not recorded). */
  activation_date?: number;
  activation_user_email?: string;
  /** The account's company in the CRM (absent: not linked). */
  hubspot_company_id?: string;
}

/** A new account's record: the free tier, nothing enabled, not suspended. */
export function newAccountRecord(name: string, lastUpdated: number, extra: Partial<AccountRecord> = {}): AccountRecord {
  return {
    name,
    models_enabled: false,
    global_forwarders_enabled: false,
    gw_enabled: false,
    tier_name: 'free',
    suspended: false,
    internal_account: false,
    last_updated: lastUpdated,
    ...extra,
  };
}

/** `networks.data`; the route list's revision is the `routes_version` column. */
export interface NetworkRecord {
  name: string;
  last_updated: number;
  device_landing_page?: string;
  routes: Route[];
}

/** What the account log keeps of a network (its name and landing page; routes as their count). */
export function loggedNetwork(record: NetworkRecord): Record<string, unknown> {
  return {
    name: record.name,
    device_landing_page: record.device_landing_page ?? null,
    routes: record.routes.length,
  };
}

/**
 * The account log's entry for what `actor` did (`code`: create, update, delete, …) to `object` of
 * `objectType`: what the log keeps of it before and after (null when created, or deleted).
 */
export function changeEntry(
  actor: Actor,
  objectType: string,
  code: string,
  object: string,
  before: LogEntry['before'],
  after: LogEntry['after'],
): LogEntry {
  return { object_type: objectType, code, object, username: actor.email, before, after };
}

/** The account log's entry for a change of a stored network by `actor` (`update`), or its deletion (`delete`: no after). */
export function networkLogEntry(
  networkId: string,
  actor: Actor,
  before: NetworkRecord,
  after: NetworkRecord | null,
): LogEntry {
  const code = after === null ? 'delete' : 'update';
  return changeEntry(
    actor,
    'network',
    code,
    networkId,
    loggedNetwork(before),
    after === null ? null : loggedNetwork(after),
  );
}

/** `devices.data`: every device field besides id, network and created (which are columns). */
export type DeviceRecord = Omit<Device, 'device_id' | 'network_id' | 'created'>;

/** An event log row of a network. */
export type NetworkEvent = EventLogRow & { network_id: string };

/** `integrations.data`: an installed integration, secrets included. */
export interface IntegrationRecord {
  integration_type: ConfigurableIntegrationType;
  name: string;
  config: Record<string, unknown>;
  last_updated: number;
}

/** A record for the account log, its time filled in when absent. */
export type LogEntry = Omit<LogRecord, 'timestamp'> & { timestamp?: number };

/** Appends to an account's log (inside the caller's transaction). */
export type AppendLog = (accountId: string, entry: LogEntry) => void;

/** `api_tokens.data` (the secret only as a hash, in the `secret_hash` / `previous_hash` columns). */
export interface ApiTokenRecord {
  token_id: string;
  name: string;
  created: number;
  expiration: number | null;
  user_level: AssignableLevel;
  created_by: string;
  /** True once the secret was answered (by the secret or the rotate call); it is never answered again. */
  secret_revealed: boolean;
  last_used?: number | null;
  /** Until when `previous_hash` (the secret before the last rotation) is still accepted. */
  previous_valid_until?: number;
}

/** `global_forwarders.data`. */
export interface GlobalForwarderRecord {
  namespace: string;
  domain: string;
  device_filter: string;
  destination_network: string;
  internal_only: boolean;
}

/**
 * `device_admin.data`: what platform staff see and set on a device besides its `devices` row. A device
 * without a row has the defaults of `DEFAULT_DEVICE_ADMIN` (no session, not suspended, no AP lock).
 */
export interface DeviceAdminRecord {
  description: string | null;
  suspended: boolean;
  /** The device's current session id; null when it has none. */
  session: string | null;
  /** '' (none), 'any', or the id of the access point the device is locked to. */
  ap_lock: string;
  internal: boolean;
  request_connection: boolean;
  public_key: string | null;
  device_model: string | null;
  last_connected: number | null;
  /** A location text; absent: the device's last location. */
  location?: string | null;
  /** When staff last changed it (absent: the device's own last update). */
  last_updated?: number;
}

export const DEFAULT_DEVICE_ADMIN: Readonly<DeviceAdminRecord> = {
  description: null,
  suspended: false,
  session: null,
  ap_lock: '',
  internal: false,
  request_connection: false,
  public_key: null,
  device_model: null,
  last_connected: null,
};

/** `access_points.data`: an access point's own report (merged with a monitored hotspot of the same id). */
export interface AccessPointRecord {
  hotspot_id: string;
  name: string;
  ap_type: string;
  version: string;
  firmware_version: string;
  /** Absent when the access point never reported it (the console shows 'Unknown'). */
  os?: string;
  os_version?: string;
  status: 'connected' | 'disconnected' | 'pending';
  ip_address: string | null;
  connected_at: number | null;
  last_seen: number | null;
  devices_connected: number;
  messages_sent: number;
  messages_received: number;
  /** Seconds. */
  uptime: number;
  config_profile: string | null;
  network_id: string | null;
  location: string | null;
  last_location: { lat: number; lon: number } | null;
}

/** A random hex id. */
export function newId(bytes = 8): string {
  return randomBytes(bytes).toString('hex');
}

/** A row's JSON column. */
export function parseData<T>(value: unknown): T {
  return JSON.parse(String(value)) as T;
}
