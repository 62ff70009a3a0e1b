/** Seeded accounts: the four demo accounts, their members and their activity log. */
import { newAccountRecord } from '../../records.ts';
import type { AccountRecord } from '../../records.ts';
import {
  DAY,
  HOUR,
  SEED_BASE_TIME,
  WAREHOUSE_DEVICES,
  WAREHOUSE_EVENTS,
  WAREHOUSE_NETWORK,
  demoUser,
} from '../../seed/context.ts';
import type { SeedAccount, SeedContext, SeedNetwork } from '../../seed/context.ts';

function accountRecord(name: string, extra: Partial<AccountRecord> = {}): AccountRecord {
  return newAccountRecord(name, SEED_BASE_TIME - 2 * DAY, extra);
}

/** The default account of the demo users: every member level, the Warehouse at scale, hotspots, tokens. */
export const ACME_ACCOUNT: SeedAccount = {
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
    { name: WAREHOUSE_NETWORK, devices: WAREHOUSE_DEVICES, events: WAREHOUSE_EVENTS },
    { name: 'Office', devices: 40, events: 300 },
    { name: 'Fleet', devices: 25, events: 200 },
    { name: 'Retail Store', devices: 15, events: 100 },
    { name: 'Cold Chain', devices: 30, events: 150 },
    { name: 'Test Bench', devices: 5, events: 50 },
  ],
};

/** The seeded accounts, in creation order (which is also the order their networks are drawn in). */
export const SEED_ACCOUNTS: readonly SeedAccount[] = [
  ACME_ACCOUNT,
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

/** Inserts the accounts (a day apart, 400 days back) and their members. Draws no random numbers. */
export function seedAccounts(ctx: SeedContext, accounts: readonly SeedAccount[]): void {
  ctx.db.runMany(
    'INSERT INTO accounts (id, created, data) VALUES (?, ?, ?)',
    accounts.map((account, index) => [
      account.id,
      SEED_BASE_TIME - (400 - index) * DAY,
      JSON.stringify(account.record),
    ]),
  );
  ctx.db.runMany(
    'INSERT INTO members (account_id, user_id, email, level) VALUES (?, ?, ?, ?)',
    accounts.flatMap((account) =>
      account.members.map(([nickname, level]) => {
        const user = demoUser(nickname);
        return [account.id, user.id, user.email, level];
      }),
    ),
  );
}

/** Logs a network's creation in its account's log, by the account's first member. */
export function logNetworkCreated(ctx: SeedContext, account: SeedAccount, network: SeedNetwork): void {
  ctx.log.push([
    account.id,
    network.created,
    JSON.stringify({
      timestamp: network.created,
      object_type: 'network',
      code: 'create',
      object: network.id,
      username: demoUser(account.members[0]?.[0] ?? 'owner').email,
    }),
  ]);
}

/** Draws a few pages of activity (80 entries, three hours apart) for the account's log. */
export function seedAccountActivity(ctx: SeedContext, account: SeedAccount): void {
  const { random } = ctx;
  const actors = account.members.map(([nickname]) => demoUser(nickname).email);
  const codes = ['update', 'create', 'delete', 'invite', 'login'] as const;
  for (let i = 0; i < 80; i += 1) {
    const timestamp = SEED_BASE_TIME - (80 - i) * 3 * HOUR;
    const code = random.pick(codes);
    ctx.log.push([
      account.id,
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
}

/** Inserts the collected log rows in time order (a stable sort: equal times keep their drawing order). */
export function insertAccountLog(ctx: SeedContext): void {
  ctx.log.sort((a, b) => a[1] - b[1]);
  ctx.db.runMany('INSERT INTO log_records (account_id, timestamp, data) VALUES (?, ?, ?)', ctx.log);
}
