/** Seeded API tokens of the default account, both created by the owner 30 days back. */
import { DAY, SEED_BASE_TIME, demoUser } from '../../seed/context.ts';
import type { SeedContext } from '../../seed/context.ts';

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

/** Inserts a member-level CI token that never expires and an admin-level ingest token that does. */
export function seedApiTokens(ctx: SeedContext, accountId: string): void {
  const owner = demoUser('owner');
  ctx.db.runMany('INSERT INTO api_tokens (id, account_id, data) VALUES (?, ?, ?)', [
    ['tok-ci', accountId, token('tok-ci', 'CI pipeline', 30, null, owner.email)],
    ['tok-ingest', accountId, token('tok-ingest', 'Ingest service', 20, SEED_BASE_TIME + 365 * DAY, owner.email)],
  ]);
}
