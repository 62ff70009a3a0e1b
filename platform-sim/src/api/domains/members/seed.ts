/** Seeded invites: two open member invitations to the default account. */
import type { SeedContext } from '../../seed/context.ts';

/** Inserts the invites; draws each code (`inv-` and 12 hex digits) in turn. */
export function seedInvites(ctx: SeedContext, accountId: string): void {
  ctx.db.runMany('INSERT INTO invites (code, account_id, email, level) VALUES (?, ?, ?, ?)', [
    [`inv-${ctx.random.hex(12)}`, accountId, 'new.hire@example.com', 30],
    [`inv-${ctx.random.hex(12)}`, accountId, 'contractor@example.org', 30],
  ]);
}
