/**
 * What the domain seeds share: the seed's clock, its one random sequence, the demo-user lookup and the
 * rows that are inserted only once every network is drawn (they go in sorted by time).
 */
import { DEMO_USERS } from '../../idp/users.ts';
import type { DemoUser } from '../../idp/users.ts';
import type { SqliteDatabase } from '../db/database.ts';
import type { AccountRecord } from '../records.ts';
import { createRandom } from './random.ts';
import type { Random } from './random.ts';

/** 2026-11-01T00:00:00Z: every seeded timestamp is at or before it. */
export const SEED_BASE_TIME = 1_793_491_200;
export const HOUR = 3600;
export const DAY = 24 * HOUR;
export const WAREHOUSE_DEVICES = 1200;
export const WAREHOUSE_EVENTS = 12_000;
export const SEED_HOTSPOTS = 1000;
/** The network at scale, with the routes, the integrations and the device landing page. */
export const WAREHOUSE_NETWORK = 'Warehouse';

/** Where the random sequence starts: changing it changes every seeded id and value. */
const RANDOM_SEED = 20261101;

/** A network to create: how many devices and events it gets. */
export interface SeedNetworkSpec {
  name: string;
  devices: number;
  events: number;
}

/** An account to create, its members (demo nickname, level) and its networks, in creation order. */
export interface SeedAccount {
  id: string;
  record: AccountRecord;
  members: Array<[nickname: string, level: number]>;
  networks: SeedNetworkSpec[];
}

/** A network once inserted: what its devices, events, statistics and integrations are filed under. */
export interface SeedNetwork {
  id: string;
  accountId: string;
  name: string;
  created: number;
}

/** An `events` row: [account_id, network_id, device_id, event_type, timestamp, data]. */
export type EventRow = [string, string, string, string, number, string];
/** A `log_records` row: [account_id, timestamp, data]. */
export type LogRow = [string, number, string];

/** The state one seed run threads through the domain seeds. */
export interface SeedContext {
  readonly db: SqliteDatabase;
  /**
   * The one random sequence of the seed. Every draw moves it on, so the domain seeds must be called,
   * and must draw, in the same order for the rows (ids included) to stay the same.
   */
  readonly random: Random;
  /** Events of every network, inserted in time order once all networks are drawn. */
  readonly events: EventRow[];
  /** Account log rows (network creations and account activity), inserted in time order. */
  readonly log: LogRow[];
}

export function createSeedContext(db: SqliteDatabase): SeedContext {
  return { db, random: createRandom(RANDOM_SEED), events: [], log: [] };
}

/** The demo user with this nickname (members, log actors, token creators). */
export function demoUser(nickname: string): DemoUser {
  const found = DEMO_USERS.find((u) => u.nickname === nickname);
  if (!found) throw new Error(`seed: no demo user ${nickname}`);
  return found;
}
