/** Seeded platform administration: the tier profiles, the feature definitions and the seed's time. */
import { FEATURE_DEFINITIONS } from '@beacon/shared/contract';
import { SEED_BASE_TIME } from '../../seed/context.ts';
import type { SeedContext } from '../../seed/context.ts';
import { SEED_TIERS } from '../../seed/referenceData.ts';

/** Inserts the tiers and the `meta` rows `feature_definitions` and `seeded_at`. Draws no random numbers. */
export function seedAdmin(ctx: SeedContext): void {
  ctx.db.runMany(
    'INSERT INTO tiers (name, data) VALUES (?, ?)',
    SEED_TIERS.map((tier) => [tier.tier_name, JSON.stringify(tier)]),
  );
  ctx.db.run('INSERT INTO meta (key, value) VALUES (?, ?)', [
    'feature_definitions',
    JSON.stringify(FEATURE_DEFINITIONS),
  ]);
  ctx.db.run('INSERT INTO meta (key, value) VALUES (?, ?)', ['seeded_at', String(SEED_BASE_TIME)]);
}
