/** Seeded networks: one row per network of the seeded accounts, the Warehouse with its routes. */
import type { NetworkRecord } from '../../records.ts';
import { DAY, HOUR, SEED_BASE_TIME, WAREHOUSE_NETWORK } from '../../seed/context.ts';
import type { SeedAccount, SeedContext, SeedNetwork, SeedNetworkSpec } from '../../seed/context.ts';
import { WAREHOUSE_ROUTES } from '../integrations/seed.ts';

/** Where a network sits in the seed: its account's and its own position (they set its creation day). */
export interface SeedNetworkPosition {
  account: number;
  network: number;
}

/** Inserts one network; draws its id, then its last update (1 to 48 hours back). */
export function seedNetwork(
  ctx: SeedContext,
  account: SeedAccount,
  spec: SeedNetworkSpec,
  position: SeedNetworkPosition,
): SeedNetwork {
  const { random } = ctx;
  const id = random.hex(16);
  const created = SEED_BASE_TIME - (300 - position.account * 10 - position.network) * DAY;
  const warehouse = spec.name === WAREHOUSE_NETWORK;
  const record: NetworkRecord = {
    name: spec.name,
    last_updated: SEED_BASE_TIME - random.int(1, 48) * HOUR,
    routes: warehouse ? WAREHOUSE_ROUTES : [],
    ...(warehouse ? { device_landing_page: 'https://example.com/devices/{device_id}' } : {}),
  };
  ctx.db.run('INSERT INTO networks (id, account_id, created, data) VALUES (?, ?, ?, ?)', [
    id,
    account.id,
    created,
    JSON.stringify(record),
  ]);
  return { id, accountId: account.id, name: spec.name, created };
}
