/**
 * The platform-admin seed (issue 16): filler accounts (so the admin account table pages), the admin state
 * of every device (sessions, suspensions, AP locks) and access point records. It runs last, from its own
 * random sequence, so every row seeded before it keeps its values.
 */
import type { SqliteDatabase } from '../../db/database.ts';
import { selectData } from '../../db/repository.ts';
import { newAccountRecord, parseData } from '../../records.ts';
import type { AccessPointRecord, DeviceAdminRecord, DeviceRecord } from '../../records.ts';
import { DAY, HOUR, SEED_BASE_TIME } from '../../seed/context.ts';
import type { SeedContext } from '../../seed/context.ts';
import { createRandom } from '../../seed/random.ts';
import type { Random } from '../../seed/random.ts';
import { CITIES } from '../../seed/referenceData.ts';
import type { HotspotRecord } from '../hotspots/repository.ts';
import { seedDevices } from '../devices/seed.ts';

/** Where this seed's random sequence starts. */
const ADMIN_SEED = 20261126;
/** Filler accounts: more than the admin table's 100-a-page search fetch. */
export const SEED_FILLER_ACCOUNTS = 120;

/** Access points that no account monitors (type AP): fixed ids `a9000000-0000-4000-8000-0000000000NN`. */
export const SEED_ACCESS_POINT_IDS: readonly string[] = Array.from(
  { length: 10 },
  (_, i) => `a9000000-0000-4000-8000-0000000000${String(i + 1).padStart(2, '0')}`,
);
/** The AP-only record that never reported its OS (os and os_version absent). */
export const SEED_AP_WITHOUT_OS = SEED_ACCESS_POINT_IDS[2] as string;

const PREFIXES = [
  'Northwind',
  'Bluebird',
  'Redwood',
  'Silverline',
  'Harbor',
  'Summit',
  'Granite',
  'Evergreen',
  'Lighthouse',
  'Maple',
  'Cobalt',
  'Orchard',
];
const SUFFIXES = [
  'Logistics',
  'Retail',
  'Health',
  'Foods',
  'Freight',
  'Energy',
  'Labs',
  'Systems',
  'Mobility',
  'Pharma',
];
const TEAM = ['ops', 'field', 'finance', 'it'];
const DEVICE_MODELS = ['BT Tag T1', 'BT Tag T2 Pro', 'Pallet Tracker P4', 'Cold Chain Sensor C2', 'Asset Beacon A1'];
const DESCRIPTIONS = ['Pallet tag', 'Forklift', 'Reefer sensor', 'Asset tag', 'Trailer'];
const AP_TYPES = ['Indoor gateway G2', 'Outdoor gateway O3', 'Industrial gateway X5'];
const AP_VERSIONS = ['2.1.7', '2.2.0', '3.0.1'];
const FIRMWARE = ['fw-5.3.2', 'fw-5.4.0', 'fw-6.0.0-rc1'];
const OPERATING_SYSTEMS: ReadonlyArray<[string, string]> = [
  ['Linux', '5.10.168'],
  ['Linux', '6.1.55'],
  ['BeaconOS', '3.2'],
];
const CONFIG_PROFILES = ['default', 'warehouse-dense', 'low-power'];
/** The status of an AP-only record, by position (01 … 10). */
const AP_ONLY_STATUS: ReadonlyArray<AccessPointRecord['status']> = [
  'connected',
  'connected',
  'disconnected',
  'connected',
  'pending',
  'connected',
  'disconnected',
  'connected',
  'connected',
  'connected',
];

const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** Every company name once, in a drawn order. */
function companyNames(random: Random): string[] {
  const names = PREFIXES.flatMap((prefix) => SUFFIXES.map((suffix) => `${prefix} ${suffix}`));
  for (let i = names.length - 1; i > 0; i -= 1) {
    const j = random.int(0, i);
    [names[i], names[j]] = [names[j] as string, names[i] as string];
  }
  return names.slice(0, SEED_FILLER_ACCOUNTS);
}

/** A drawn tier: half free, then pro, enterprise and the two assigned custom tiers. */
function drawTier(random: Random, index: number): string {
  if (index === 1) return 'startup-plus';
  if (index === 2) return 'partner-beta';
  const roll = random.next();
  if (roll < 0.5) return 'free';
  if (roll < 0.75) return 'pro';
  if (roll < 0.87) return 'enterprise';
  return roll < 0.94 ? 'startup-plus' : 'partner-beta';
}

/** Whether filler account `index` is internal (about 1 in 10) or suspended (5 of them). */
export const isInternalFiller = (index: number) => index % 10 === 4;
export const isSuspendedFiller = (index: number) => index % 25 === 7;

/**
 * SEED_FILLER_ACCOUNTS accounts a day apart after the demo accounts, each with an owner (a synthetic
 * user `auth0|seed-NNN`), up to three teammates; every eighth with a small network of devices.
 */
function seedFillerAccounts(ctx: SeedContext): void {
  const { db, random } = ctx;
  companyNames(random).forEach((name, index) => {
    const id = slug(name);
    const created = SEED_BASE_TIME - (396 - index) * DAY;
    const user = `auth0|seed-${String(index + 1).padStart(3, '0')}`;
    const ownerEmail = `owner@${id}.example`;
    const record = newAccountRecord(name, Math.min(SEED_BASE_TIME, created + random.int(1, 300) * DAY), {
      tier_name: drawTier(random, index),
      internal_account: isInternalFiller(index),
      suspended: isSuspendedFiller(index),
      gw_enabled: random.next() < 0.3,
      activation_date: created + random.int(1, 72) * HOUR,
      activation_user_email: ownerEmail,
      ...(random.next() < 0.7 ? { hubspot_company_id: String(random.int(1_000_000_000, 9_999_999_999)) } : {}),
    });
    db.run('INSERT INTO accounts (id, created, data) VALUES (?, ?, ?)', [id, created, JSON.stringify(record)]);
    const members: Array<[string, string, number]> = [[user, ownerEmail, 0]];
    const teammates = random.int(0, 3);
    for (let k = 0; k < teammates; k += 1) {
      members.push([`${user}-${k + 1}`, `${TEAM[k] ?? 'team'}@${id}.example`, random.pick([20, 30, 40])]);
    }
    db.runMany(
      'INSERT INTO members (account_id, user_id, email, level) VALUES (?, ?, ?, ?)',
      members.map(([userId, email, level]) => [id, userId, email, level]),
    );
    if (index % 8 === 0) {
      const network = { id: random.hex(16), accountId: id, name: 'Main', created: created + DAY };
      db.run('INSERT INTO networks (id, account_id, created, data) VALUES (?, ?, ?, ?)', [
        network.id,
        id,
        network.created,
        JSON.stringify({ name: 'Main', last_updated: network.created, routes: [] }),
      ]);
      seedDevices(ctx, network, random.int(3, 12));
    }
  });
}

/** The admin state of every device: about a third with a session, a few suspended, AP locks, keys, models. */
function seedDeviceAdmin(ctx: SeedContext): void {
  const { db, random } = ctx;
  const rows = db.all('SELECT id, data FROM devices ORDER BY rowid').map((row, index) => {
    const lastSeen = parseData<DeviceRecord>(row.data).last_seen ?? SEED_BASE_TIME;
    const session = random.next() < 1 / 3 ? random.hex(32) : null;
    const apRoll = random.next();
    const model = random.pick(DEVICE_MODELS);
    const admin: DeviceAdminRecord = {
      description: random.next() < 0.4 ? `${random.pick(DESCRIPTIONS)} ${String(index + 1).padStart(4, '0')}` : null,
      suspended: random.next() < 0.03,
      session,
      ap_lock: apRoll < 0.7 ? '' : apRoll < 0.85 ? 'any' : random.pick(SEED_ACCESS_POINT_IDS),
      internal: random.next() < 0.05,
      request_connection: random.next() < 0.1,
      public_key: random.next() < 0.8 ? random.hex(64) : null,
      device_model: random.next() < 0.9 ? model : null,
      last_connected: session !== null ? lastSeen : random.next() < 0.85 ? lastSeen - random.int(0, 3 * DAY) : null,
    };
    return [String(row.id), JSON.stringify(admin)];
  });
  db.runMany('INSERT INTO device_admin (device_id, data) VALUES (?, ?)', rows);
}

/** An access point's report; `status` and position come from the caller. */
function accessPoint(
  random: Random,
  input: Pick<
    AccessPointRecord,
    'hotspot_id' | 'name' | 'status' | 'last_seen' | 'location' | 'last_location' | 'network_id'
  >,
  withOs: boolean,
): AccessPointRecord {
  const connected = input.status === 'connected';
  const connectedAt = connected ? SEED_BASE_TIME - random.int(60, 30 * DAY) : null;
  const [os, osVersion] = random.pick(OPERATING_SYSTEMS);
  return {
    ...input,
    ap_type: random.pick(AP_TYPES),
    version: random.pick(AP_VERSIONS),
    firmware_version: random.pick(FIRMWARE),
    ...(withOs ? { os, os_version: osVersion } : {}),
    ip_address: `10.${random.int(0, 255)}.${random.int(0, 255)}.${random.int(1, 254)}`,
    connected_at: connectedAt,
    devices_connected: connected ? random.int(0, 120) : 0,
    messages_sent: random.int(0, 2_000_000),
    messages_received: random.int(0, 2_000_000),
    uptime: connectedAt === null ? 0 : SEED_BASE_TIME - connectedAt,
    config_profile: random.pick(CONFIG_PROFILES),
  };
}

const AP_STATUS: Record<HotspotRecord['status'], AccessPointRecord['status']> = {
  online: 'connected',
  offline: 'disconnected',
  unknown: 'pending',
};

/**
 * AP data for every fourth hotspot of the account (AP+MonitoredHotspot; the second of them, and about
 * one in twelve others, without OS), then the ten AP-only records (the third without OS, the fourth up
 * for under a minute).
 */
function seedAccessPoints(ctx: SeedContext, accountId: string): void {
  const { db, random } = ctx;
  const networks = db.all('SELECT id FROM networks WHERE account_id = ? ORDER BY created', [accountId]);
  const hotspots = selectData<HotspotRecord>(db, 'SELECT data FROM hotspots WHERE account_id = ? ORDER BY rowid', [
    accountId,
  ]);
  const rows: Array<[string, string]> = [];
  hotspots.forEach((hotspot, index) => {
    if (index % 4 !== 0) return;
    const ap = accessPoint(
      random,
      {
        hotspot_id: hotspot.hotspot_id,
        name: `Gateway ${hotspot.alias ?? hotspot.hotspot_id.slice(0, 8)}`,
        status: AP_STATUS[hotspot.status],
        last_seen: hotspot.last_seen ?? null,
        location: `${hotspot.site_id ?? 'site'}, bay ${random.int(1, 40)}`,
        last_location: hotspot.last_location ?? null,
        network_id: networks.length === 0 ? null : String(random.pick(networks).id),
      },
      index !== 4 && random.next() > 1 / 12,
    );
    rows.push([ap.hotspot_id, JSON.stringify(ap)]);
  });
  SEED_ACCESS_POINT_IDS.forEach((hotspotId, index) => {
    const city = random.pick(CITIES);
    const status = AP_ONLY_STATUS[index] ?? 'connected';
    const ap = accessPoint(
      random,
      {
        hotspot_id: hotspotId,
        name: `Field AP ${String(index + 1).padStart(2, '0')}`,
        status,
        last_seen: status === 'pending' ? null : SEED_BASE_TIME - random.int(0, status === 'connected' ? 600 : 3 * DAY),
        location: index % 3 === 1 ? null : `${city[0]} depot`,
        last_location: { lat: city[1], lon: city[2] },
        network_id: index % 2 === 0 ? null : `net-field-${index + 1}`,
      },
      hotspotId !== SEED_AP_WITHOUT_OS,
    );
    if (index === 3) {
      ap.connected_at = SEED_BASE_TIME - 42;
      ap.uptime = 42;
    }
    rows.push([hotspotId, JSON.stringify(ap)]);
  });
  db.runMany('INSERT INTO access_points (hotspot_id, data) VALUES (?, ?)', rows);
}

/** The platform-admin seed; call it last (it reads the devices and hotspots seeded before). */
export function seedPlatformAdminData(db: SqliteDatabase, accountId: string): void {
  const ctx: SeedContext = { db, random: createRandom(ADMIN_SEED), events: [], log: [] };
  seedFillerAccounts(ctx);
  seedDeviceAdmin(ctx);
  seedAccessPoints(ctx, accountId);
}
