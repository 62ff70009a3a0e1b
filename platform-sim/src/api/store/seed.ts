/** Deterministic demo data: the same rows on every machine, created when the database is empty. */
import { DEMO_USERS } from '../../idp/users.ts';
import type { SqliteDatabase } from './database.ts';
import type { AccountRecord, NetworkRecord } from './store.ts';
import { createRandom, macDeviceId, sgtinDeviceId, uuidV4 } from './seedRandom.ts';
import { WAREHOUSE_ROUTES, warehouseIntegrationRows } from './seedIntegrations.ts';
import { CITIES, FEATURE_DEFINITIONS, SEED_TIERS } from './seedReferenceData.ts';

export { createRandom, macDeviceId, sgtinDeviceId, uuidV4 } from './seedRandom.ts';
export { FEATURE_DEFINITIONS, SEED_TIERS } from './seedReferenceData.ts';

/** 2026-11-01T00:00:00Z: every seeded timestamp is at or before it. */
export const SEED_BASE_TIME = 1_793_491_200;
const HOUR = 3600;
const DAY = 24 * HOUR;
export const WAREHOUSE_DEVICES = 1200;
export const WAREHOUSE_EVENTS = 12_000;
export const SEED_HOTSPOTS = 1000;

const user = (nickname: string) => {
  const found = DEMO_USERS.find((u) => u.nickname === nickname);
  if (!found) throw new Error(`seed: no demo user ${nickname}`);
  return found;
};

interface SeedAccount {
  id: string;
  record: AccountRecord;
  members: Array<[nickname: string, level: number]>;
  networks: Array<{ name: string; devices: number; events: number }>;
}

function accountRecord(name: string, extra: Partial<AccountRecord> = {}): AccountRecord {
  return {
    name,
    models_enabled: false,
    global_forwarders_enabled: false,
    gw_enabled: false,
    tier_name: 'free',
    suspended: false,
    internal_account: false,
    last_updated: SEED_BASE_TIME - 2 * DAY,
    ...extra,
  };
}

const MESSAGE_NAMESPACES = ['sensor', 'telemetry', 'test'] as const;
const MESSAGE_METHODS = ['data', 'temperature', 'battery'] as const;
const REQUEST_KINDS = ['config.get', 'firmware.check', 'time.sync'] as const;
const NETWORK_EVENTS = [
  'device_spotted',
  'device_registered',
  'device_deregistered',
  'routing_failed',
  'protocol_error',
] as const;

/** Fills an empty database with the demo data in one transaction. */
export function seedDatabase(db: SqliteDatabase): void {
  const random = createRandom(20261101);
  const accounts: SeedAccount[] = [
    {
      id: 'acme-logistics',
      record: accountRecord('Acme Logistics', {
        default: true,
        gw_enabled: true,
        models_enabled: true,
        tier_name: 'acme-custom',
      }),
      members: [
        ['owner', 0],
        ['admin', 20],
        ['member', 30],
        ['installer', 40],
        ['staff', 30],
      ],
      networks: [
        { name: 'Warehouse', devices: WAREHOUSE_DEVICES, events: WAREHOUSE_EVENTS },
        { name: 'Office', devices: 40, events: 300 },
        { name: 'Fleet', devices: 25, events: 200 },
        { name: 'Retail Store', devices: 15, events: 100 },
        { name: 'Cold Chain', devices: 30, events: 150 },
        { name: 'Test Bench', devices: 5, events: 50 },
      ],
    },
    {
      id: 'owner-labs',
      record: accountRecord('Owner Labs', { global_forwarders_enabled: true, tier_name: 'enterprise' }),
      members: [['owner', 0]],
      networks: [
        { name: 'Lab', devices: 20, events: 100 },
        { name: 'Prototype', devices: 8, events: 40 },
        { name: 'Field Trial', devices: 12, events: 60 },
      ],
    },
    {
      id: 'social-ventures',
      record: accountRecord('Social Ventures', { tier_name: 'pro' }),
      members: [['social', 0]],
      networks: [
        { name: 'Home', devices: 6, events: 30 },
        { name: 'Garden', devices: 4, events: 20 },
      ],
    },
    {
      id: 'beacon-internal',
      record: accountRecord('Beacon Internal', { internal_account: true, tier_name: 'enterprise' }),
      members: [['staff', 0]],
      networks: [{ name: 'Internal QA', devices: 10, events: 50 }],
    },
  ];

  const accountRows: Array<[string, number, string]> = [];
  const memberRows: Array<[string, string, string, number]> = [];
  const networkRows: Array<[string, string, number, string]> = [];
  const deviceRows: Array<[string, string, string, number, string]> = [];
  const eventRows: Array<[string, string, string, string, number, string]> = [];
  const statRows: Array<[string, string, string, number, string]> = [];
  const logRows: Array<[string, number, string]> = [];
  const integrationRows: Array<[string, string, string, number, string]> = [];

  accounts.forEach((account, accountIndex) => {
    accountRows.push([account.id, SEED_BASE_TIME - (400 - accountIndex) * DAY, JSON.stringify(account.record)]);
    for (const [nickname, level] of account.members) {
      const u = user(nickname);
      memberRows.push([account.id, u.id, u.email, level]);
    }
    account.networks.forEach((spec, networkIndex) => {
      const networkId = random.hex(16);
      const created = SEED_BASE_TIME - (300 - accountIndex * 10 - networkIndex) * DAY;
      const record: NetworkRecord = {
        name: spec.name,
        last_updated: SEED_BASE_TIME - random.int(1, 48) * HOUR,
        routes: spec.name === 'Warehouse' ? WAREHOUSE_ROUTES : [],
        ...(spec.name === 'Warehouse' ? { device_landing_page: 'https://example.com/devices/{device_id}' } : {}),
      };
      networkRows.push([networkId, account.id, created, JSON.stringify(record)]);
      if (spec.name === 'Warehouse') integrationRows.push(...warehouseIntegrationRows(account.id, networkId, created));

      const deviceIds: string[] = [];
      for (let i = 0; i < spec.devices; i += 1) {
        const deviceId = i % 4 === 3 ? sgtinDeviceId(random) : macDeviceId(random);
        deviceIds.push(deviceId);
        const deviceCreated = created + random.int(0, 200) * DAY;
        const lastSeen = SEED_BASE_TIME - random.int(0, 7 * DAY);
        const located = random.next() < 0.7;
        const city = random.pick(CITIES);
        const lat = Number((city[1] + (random.next() - 0.5) * 0.2).toFixed(5));
        const lon = Number((city[2] + (random.next() - 0.5) * 0.2).toFixed(5));
        const data = {
          created: deviceCreated,
          last_updated: lastSeen,
          last_seen: lastSeen,
          last_request: random.next() < 0.6 ? lastSeen - random.int(0, DAY) : null,
          first_connected: deviceCreated + random.int(60, DAY),
          last_customer_request_ts: random.next() < 0.3 ? lastSeen - random.int(0, 3 * DAY) : null,
          last_location: located ? `${lat},${lon}` : null,
          location_age: located ? random.int(10, 5 * DAY) : null,
          last_location_point: located ? { lat, lon } : null,
        };
        deviceRows.push([deviceId, account.id, networkId, deviceCreated, JSON.stringify(data)]);
      }

      for (let i = 0; i < spec.events; i += 1) {
        const deviceId = random.pick(deviceIds);
        const timestamp = SEED_BASE_TIME - random.int(0, 3 * DAY);
        const roll = random.next();
        let eventType: string;
        let type = 'INFO';
        let text: string;
        const data: Record<string, unknown> = {};
        if (roll < 0.45) {
          const ns = random.pick(MESSAGE_NAMESPACES);
          const method = random.pick(MESSAGE_METHODS);
          eventType = `device.message.${ns}.${method}`;
          data.payload = random.hex(random.int(4, 32));
          text = `Message ${ns}.${method} (${String(data.payload).length / 2} bytes)`;
        } else if (roll < 0.7) {
          const kind = random.pick(REQUEST_KINDS);
          eventType = `device.request.${kind}`;
          const failed = random.next() < 0.1;
          if (failed) type = 'ERROR';
          data.status = failed ? 502 : 200;
          text = failed ? `Request ${kind} failed: upstream answered 502` : `Request ${kind} answered 200`;
        } else {
          eventType = NETWORK_EVENTS[i % NETWORK_EVENTS.length] as string;
          if (eventType === 'routing_failed' || eventType === 'protocol_error') type = 'ERROR';
          if (eventType === 'device_spotted') {
            const city = random.pick(CITIES);
            data.location = { lat: city[1], lon: city[2] };
            data.gateway_type = random.pick(['phone', 'hotspot', 'gateway']);
            text = `Spotted near ${city[0]}`;
          } else if (eventType === 'routing_failed') {
            data.url = 'https://hooks.example.com/warehouse';
            text = 'Routing failed: destination timed out';
          } else if (eventType === 'protocol_error') {
            text = 'Protocol error: malformed frame';
          } else {
            text = eventType === 'device_registered' ? 'Device registered' : 'Device deregistered';
          }
        }
        const row = {
          timestamp,
          device_id: deviceId,
          network_id: networkId,
          event_type: eventType,
          type,
          text,
          full_event: { type: eventType, data },
        };
        eventRows.push([account.id, networkId, deviceId, eventType, timestamp, JSON.stringify(row)]);
      }

      const statKeys: Array<['network' | 'device', string, number]> = [['network', networkId, spec.devices]];
      for (const deviceId of deviceIds.slice(0, 5)) statKeys.push(['device', deviceId, 1]);
      for (const [type, key, scale] of statKeys) {
        for (let h = 72; h >= 1; h -= 1) {
          const timestamp = SEED_BASE_TIME - h * HOUR;
          const active = Math.round(scale * (0.4 + random.next() * 0.5));
          const point = {
            timestamp,
            requests: random.int(0, 20) * Math.max(1, active),
            bytes_up: random.int(100, 4000) * Math.max(1, active),
            bytes_down: random.int(50, 1000) * Math.max(1, active),
            connected_time: random.int(0, 3600) * Math.max(1, active),
            connections: random.int(0, 4) * Math.max(1, active),
            active_devices: active,
            registered_devices: scale,
            seen_devices: Math.min(scale, active + random.int(0, Math.max(1, Math.round(scale * 0.1)))),
          };
          statRows.push([account.id, type, key, timestamp, JSON.stringify(point)]);
        }
      }
      logRows.push([
        account.id,
        created,
        JSON.stringify({
          timestamp: created,
          object_type: 'network',
          code: 'create',
          object: networkId,
          username: user(account.members[0]?.[0] ?? 'owner').email,
        }),
      ]);
    });
  });

  // Account activity log: a few pages for the first account.
  const acme = accounts[0] as SeedAccount;
  const actors = acme.members.map(([nickname]) => user(nickname).email);
  const codes = ['update', 'create', 'delete', 'invite', 'login'] as const;
  for (let i = 0; i < 80; i += 1) {
    const timestamp = SEED_BASE_TIME - (80 - i) * 3 * HOUR;
    const code = random.pick(codes);
    logRows.push([
      acme.id,
      timestamp,
      JSON.stringify({
        timestamp,
        object_type: random.pick(['device', 'network', 'member', 'api_token']),
        code,
        object: random.hex(12),
        username: random.pick(actors),
      }),
    ]);
  }
  logRows.sort((a, b) => a[1] - b[1]);

  // Hotspots and groups (first account).
  const groupNames: Array<[string, string]> = [
    ['Ungrouped', 'Hotspots not assigned to any group'],
    ['Dock A', 'Loading dock A'],
    ['Dock B', 'Loading dock B'],
    ['Cold Storage', 'Refrigerated area'],
    ['Yard', 'Outdoor yard'],
  ];
  const groupRows: Array<[string, string, string]> = [];
  const groupIds: string[] = [];
  groupNames.forEach(([name, description], index) => {
    const groupId = index === 0 ? 'ungrouped' : `grp-${random.hex(8)}`;
    groupIds.push(groupId);
    const alerts = index === 3;
    groupRows.push([
      groupId,
      acme.id,
      JSON.stringify({
        group_id: groupId,
        name,
        description,
        alert_enabled: alerts,
        alerts_enabled: alerts,
        alert_target_type: alerts ? 'email' : null,
        alert_target_value: alerts ? 'coldchain@example.com' : null,
        alert_email: alerts ? 'coldchain@example.com' : null,
        alert_webhook: null,
      }),
    ]);
  });
  const hotspotRows: Array<[string, string, string, string]> = [];
  for (let i = 0; i < SEED_HOTSPOTS; i += 1) {
    const hotspotId = uuidV4(random);
    const groupId = i % 7 === 0 ? 'ungrouped' : (groupIds[1 + (i % 4)] as string);
    const roll = random.next();
    const status = roll < 0.8 ? 'online' : roll < 0.95 ? 'offline' : 'unknown';
    const city = random.pick(CITIES);
    hotspotRows.push([
      hotspotId,
      acme.id,
      groupId,
      JSON.stringify({
        hotspot_id: hotspotId,
        alias: `HS-${String(i + 1).padStart(4, '0')}`,
        site_id: `site-${1 + (i % 12)}`,
        group_id: groupId,
        status,
        cellular_signal: status === 'unknown' ? null : random.int(5, 100),
        last_seen: SEED_BASE_TIME - (status === 'online' ? random.int(0, 600) : random.int(3600, 5 * DAY)),
        last_location: { lat: city[1] + (random.next() - 0.5) * 0.1, lon: city[2] + (random.next() - 0.5) * 0.1 },
      }),
    ]);
  }

  db.transaction(() => {
    db.runMany('INSERT INTO accounts (id, created, data) VALUES (?, ?, ?)', accountRows);
    db.runMany('INSERT INTO members (account_id, user_id, email, level) VALUES (?, ?, ?, ?)', memberRows);
    db.runMany('INSERT INTO networks (id, account_id, created, data) VALUES (?, ?, ?, ?)', networkRows);
    db.runMany('INSERT INTO devices (id, account_id, network_id, created, data) VALUES (?, ?, ?, ?, ?)', deviceRows);
    db.runMany(
      'INSERT INTO integrations (id, account_id, network_id, created, data) VALUES (?, ?, ?, ?, ?)',
      integrationRows,
    );
    eventRows.sort((a, b) => a[4] - b[4]);
    db.runMany(
      'INSERT INTO events (account_id, network_id, device_id, event_type, timestamp, data) VALUES (?, ?, ?, ?, ?, ?)',
      eventRows,
    );
    db.runMany('INSERT INTO stats (account_id, type, type_key, timestamp, data) VALUES (?, ?, ?, ?, ?)', statRows);
    db.runMany('INSERT INTO log_records (account_id, timestamp, data) VALUES (?, ?, ?)', logRows);
    db.runMany('INSERT INTO hotspot_groups (id, account_id, data) VALUES (?, ?, ?)', groupRows);
    db.runMany('INSERT INTO hotspots (id, account_id, group_id, data) VALUES (?, ?, ?, ?)', hotspotRows);
    db.runMany(
      'INSERT INTO tiers (name, data) VALUES (?, ?)',
      SEED_TIERS.map((tier) => [tier.tier_name, JSON.stringify(tier)]),
    );
    db.run('INSERT INTO meta (key, value) VALUES (?, ?)', ['feature_definitions', JSON.stringify(FEATURE_DEFINITIONS)]);
    db.run('INSERT INTO meta (key, value) VALUES (?, ?)', ['seeded_at', String(SEED_BASE_TIME)]);
    db.runMany('INSERT INTO invites (code, account_id, email, level) VALUES (?, ?, ?, ?)', [
      [`inv-${random.hex(12)}`, acme.id, 'new.hire@example.com', 30],
      [`inv-${random.hex(12)}`, acme.id, 'contractor@example.org', 30],
    ]);
    const owner = user('owner');
    db.runMany('INSERT INTO global_forwarders (account_id, namespace, device_filter, data) VALUES (?, ?, ?, ?)', [
      ['owner-labs', 'global:fleet-tracker', '*', forwarder('global:fleet-tracker', '*', 'Lab', false)],
      [
        'owner-labs',
        'global:cold-chain',
        '00000000-0000-8000-8200-a4c138f06e21',
        forwarder('global:cold-chain', '00000000-0000-8000-8200-a4c138f06e21', 'Field Trial', true),
      ],
    ]);
    db.runMany('INSERT INTO api_tokens (id, account_id, data) VALUES (?, ?, ?)', [
      ['tok-ci', acme.id, token('tok-ci', 'CI pipeline', 30, null, owner.email)],
      ['tok-ingest', acme.id, token('tok-ingest', 'Ingest service', 20, SEED_BASE_TIME + 365 * DAY, owner.email)],
    ]);
  });
  // Table statistics let the planner choose the per-network indexes for the explorers.
  db.run('ANALYZE');
}

function forwarder(namespace: string, deviceFilter: string, destination: string, internal: boolean): string {
  return JSON.stringify({
    namespace,
    domain: 'beacon.local',
    device_filter: deviceFilter,
    destination_network: destination,
    internal_only: internal,
  });
}

function token(id: string, name: string, level: number, expiration: number | null, createdBy: string): string {
  return JSON.stringify({
    token_id: id,
    name,
    created: SEED_BASE_TIME - 30 * DAY,
    expiration,
    user_level: level,
    created_by: createdBy,
    secret_revealed: true,
  });
}
