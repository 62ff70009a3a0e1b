/**
 * Deterministic demo data: the same rows on every machine, created when the database is empty. Each
 * domain seeds its own tables (domains/<domain>/seed.ts); this runs them in one transaction and in a
 * fixed order, which is part of the data: they all draw from one random sequence.
 */
import type { SqliteDatabase } from '../db/database.ts';
import {
  ACME_ACCOUNT,
  SEED_ACCOUNTS,
  insertAccountLog,
  logNetworkCreated,
  seedAccountActivity,
  seedAccounts,
} from '../domains/accounts/seed.ts';
import { seedPlatformAdminData } from '../domains/admin/adminSeed.ts';
import { seedAdmin } from '../domains/admin/seed.ts';
import { seedDevices } from '../domains/devices/seed.ts';
import { insertEvents, seedEvents, seedStats } from '../domains/events/seed.ts';
import { seedGlobalForwarders } from '../domains/forwarders/seed.ts';
import { seedHotspotGroups, seedHotspotHistory, seedHotspots } from '../domains/hotspots/seed.ts';
import { seedWarehouseIntegrations } from '../domains/integrations/seed.ts';
import { collectAccountAdministrationLog, seedAccountAdministration, seedInvites } from '../domains/members/seed.ts';
import { seedNetwork } from '../domains/networks/seed.ts';
import type { SeedNetworkPosition } from '../domains/networks/seed.ts';
import { seedApiTokens } from '../domains/tokens/seed.ts';
import { WAREHOUSE_NETWORK, createSeedContext } from './context.ts';
import type { SeedAccount, SeedContext, SeedNetworkSpec } from './context.ts';

export { SEED_BASE_TIME, SEED_HOTSPOTS, WAREHOUSE_DEVICES, WAREHOUSE_EVENTS } from './context.ts';
export { createRandom, macDeviceId, sgtinDeviceId, uuidV4 } from './random.ts';
export { DELETABLE_SEED_TIER, SEED_TIERS } from './referenceData.ts';
export { SEED_ACCESS_POINT_IDS, SEED_AP_WITHOUT_OS, SEED_FILLER_ACCOUNTS } from '../domains/admin/adminSeed.ts';
export { WAREHOUSE_ROUTES, WAREHOUSE_WEBHOOK_ID } from '../domains/integrations/seed.ts';

/** The seeded accounts besides Acme (whose members, invites, tokens and log are seeded on their own). */
const OTHER_ACCOUNTS = SEED_ACCOUNTS.filter((account) => account.id !== ACME_ACCOUNT.id);

/** Fills an empty database with the demo data in one transaction, then gathers table statistics. */
export function seedDatabase(db: SqliteDatabase): void {
  const ctx = createSeedContext(db);
  db.transaction(() => {
    seedAccounts(ctx, SEED_ACCOUNTS);
    SEED_ACCOUNTS.forEach((account, accountIndex) => {
      account.networks.forEach((spec, networkIndex) => {
        seedNetworkWithContents(ctx, account, spec, { account: accountIndex, network: networkIndex });
      });
    });
    seedAccountActivity(ctx, ACME_ACCOUNT);
    insertEvents(ctx);
    collectAccountAdministrationLog(ctx, OTHER_ACCOUNTS);
    insertAccountLog(ctx);
    const hotspots = seedHotspots(ctx, ACME_ACCOUNT.id, seedHotspotGroups(ctx, ACME_ACCOUNT.id));
    seedAdmin(ctx);
    seedInvites(ctx, ACME_ACCOUNT.id);
    seedGlobalForwarders(ctx);
    seedApiTokens(ctx, ACME_ACCOUNT.id);
    seedAccountAdministration(ctx, OTHER_ACCOUNTS);
    // Last, from its own random sequence: the rows above are as they were before it (issue 15).
    seedHotspotHistory(ctx.db, ACME_ACCOUNT.id, hotspots);
    // Then, from its own random sequence too: filler accounts, device admin state, access points (issue 16).
    seedPlatformAdminData(ctx.db, ACME_ACCOUNT.id);
  });
  // Table statistics let the planner choose the per-network indexes for the explorers.
  db.run('ANALYZE');
}

/** One network and what is in it, drawn in this order: network, devices, events, statistics. */
function seedNetworkWithContents(
  ctx: SeedContext,
  account: SeedAccount,
  spec: SeedNetworkSpec,
  position: SeedNetworkPosition,
): void {
  const network = seedNetwork(ctx, account, spec, position);
  if (network.name === WAREHOUSE_NETWORK) seedWarehouseIntegrations(ctx, network);
  const deviceIds = seedDevices(ctx, network, spec.devices);
  seedEvents(ctx, network, deviceIds, spec.events);
  seedStats(ctx, network, deviceIds, spec.devices);
  logNetworkCreated(ctx, account, network);
}
export { NETWORK_EVENTS } from '../domains/events/seed.ts';
