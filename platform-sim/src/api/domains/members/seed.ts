/** Seeded invites: two open member invitations to the default account. */
import { DAY, HOUR, SEED_BASE_TIME, demoUser } from '../../seed/context.ts';
import type { SeedAccount, SeedContext } from '../../seed/context.ts';

/** Inserts the invites; draws each code (`inv-` and 12 hex digits) in turn. */
export function seedInvites(ctx: SeedContext, accountId: string): void {
  ctx.db.runMany('INSERT INTO invites (code, account_id, email, level) VALUES (?, ?, ?, ?)', [
    [`inv-${ctx.random.hex(12)}`, accountId, 'new.hire@example.com', 30],
    [`inv-${ctx.random.hex(12)}`, accountId, 'contractor@example.org', 30],
  ]);
}

/**
 * Administration data for the accounts besides Acme (which has its own above and in tokens/seed.ts):
 * two teammates who are not demo users (so no demo user sees more accounts), an open invite and an API
 * token each. Drawn last, so the rows seeded before keep their values.
 */
export function seedAccountAdministration(ctx: SeedContext, accounts: readonly SeedAccount[]): void {
  for (const account of accounts) {
    const owner = demoUser(account.members[0]?.[0] ?? 'owner');
    ctx.db.runMany('INSERT INTO members (account_id, user_id, email, level) VALUES (?, ?, ?, ?)', [
      [account.id, `auth0|${account.id}-ops`, `ops@${account.id}.example`, 20],
      [account.id, `auth0|${account.id}-field`, `field@${account.id}.example`, 40],
    ]);
    ctx.db.run('INSERT INTO invites (code, account_id, email, level) VALUES (?, ?, ?, ?)', [
      `inv-${ctx.random.hex(12)}`,
      account.id,
      `teammate@${account.id}.example`,
      30,
    ]);
    const tokenId = `tok-${account.id}`;
    ctx.db.run('INSERT INTO api_tokens (id, account_id, data) VALUES (?, ?, ?)', [
      tokenId,
      account.id,
      JSON.stringify({
        token_id: tokenId,
        name: 'Reporting',
        created: SEED_BASE_TIME - 10 * DAY,
        expiration: null,
        user_level: 30,
        created_by: owner.email,
        secret_revealed: true,
        last_used: SEED_BASE_TIME - DAY,
      }),
    ]);
  }
}

/**
 * 36 log records for each of these accounts (edits of their API token, with actor and before/after),
 * four hours apart; collected into the seed's log before it is inserted. Draws no random numbers.
 */
export function collectAccountAdministrationLog(ctx: SeedContext, accounts: readonly SeedAccount[]): void {
  accounts.forEach((account, index) => {
    const owner = demoUser(account.members[0]?.[0] ?? 'owner');
    const tokenId = `tok-${account.id}`;
    for (let i = 35; i >= 0; i -= 1) {
      const timestamp = SEED_BASE_TIME - i * 4 * HOUR - (index + 1) * 60;
      ctx.log.push([
        account.id,
        timestamp,
        JSON.stringify({
          timestamp,
          object_type: 'api_token',
          code: 'update',
          object: tokenId,
          username: owner.email,
          actor: { kind: 'user', email: owner.email },
          before: { name: i === 35 ? 'Reporting' : `Reporting ${35 - i}`, user_level: 30, expiration: null },
          after: { name: `Reporting ${36 - i}`, user_level: 30, expiration: null },
        }),
      ]);
    }
  });
}
