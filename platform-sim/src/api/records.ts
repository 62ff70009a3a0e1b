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

/** A random hex id. */
export function newId(bytes = 8): string {
  return randomBytes(bytes).toString('hex');
}

/** A row's JSON column. */
export function parseData<T>(value: unknown): T {
  return JSON.parse(String(value)) as T;
}
