/** Members of an account, its open invites, and accepting an invite. */
import { INVITE_VALID_DAYS } from '@beacon/shared/contract';
import type { AccountLevel, AssignableLevel, Invite, Member } from '@beacon/shared/contract';
import { Repository } from '../../db/repository.ts';
import { changeEntry, newId } from '../../records.ts';
import type { Actor } from '../../records.ts';

export type LevelChange = { kind: 'changed'; member: Member } | { kind: 'not-found' } | { kind: 'owner' };
export type Removal = { kind: 'removed' } | { kind: 'not-found' } | { kind: 'owner' };
export type InviteResult = { kind: 'created'; invite: Invite } | { kind: 'member' } | { kind: 'invited' };
export type Acceptance =
  | { kind: 'accepted'; level: AssignableLevel }
  | { kind: 'not-found' }
  | { kind: 'wrong-email' }
  | { kind: 'member' }
  | { kind: 'expired' };

/** Until when an invite sent at `sent` can be accepted (epoch seconds). */
const inviteExpiry = (sent: number) => sent + INVITE_VALID_DAYS * 24 * 3600;

const toInvite = (row: Record<string, unknown>): Invite => ({
  email: String(row.email),
  code: String(row.code),
  sent: Number(row.sent),
  expires: inviteExpiry(Number(row.sent)),
});

const toMember = (row: Record<string, unknown>): Member => ({
  user: String(row.user_id),
  email: String(row.email),
  user_level: Number(row.level) as AccountLevel,
});

export class MemberRepository extends Repository {
  list(accountId: string): Member[] {
    return this.db
      .all('SELECT user_id, email, level FROM members WHERE account_id = ? ORDER BY level, email', [accountId])
      .map(toMember);
  }

  get(accountId: string, userId: string): Member | undefined {
    const row = this.db.get('SELECT user_id, email, level FROM members WHERE account_id = ? AND user_id = ?', [
      accountId,
      userId,
    ]);
    return row === undefined ? undefined : toMember(row);
  }

  /** Sets a member's level; the owner's (level 0) never changes. */
  setLevel(accountId: string, userId: string, level: AssignableLevel, actor: Actor): LevelChange {
    return this.db.transaction((): LevelChange => {
      const before = this.get(accountId, userId);
      if (before === undefined) return { kind: 'not-found' };
      if (before.user_level === 0) return { kind: 'owner' };
      this.db.run('UPDATE members SET level = ? WHERE account_id = ? AND user_id = ?', [level, accountId, userId]);
      const member: Member = { ...before, user_level: level };
      this.log(accountId, changeEntry(actor, 'member', 'update', userId, { ...before }, { ...member }));
      return { kind: 'changed', member };
    });
  }

  /** Removes a member; never the owner. */
  remove(accountId: string, userId: string, actor: Actor): Removal {
    return this.db.transaction((): Removal => {
      const before = this.get(accountId, userId);
      if (before === undefined) return { kind: 'not-found' };
      if (before.user_level === 0) return { kind: 'owner' };
      this.db.run('DELETE FROM members WHERE account_id = ? AND user_id = ?', [accountId, userId]);
      this.log(accountId, changeEntry(actor, 'member', 'delete', userId, { ...before }, null));
      return { kind: 'removed' };
    });
  }

  invites(accountId: string): Invite[] {
    return this.db
      .all('SELECT email, code, sent FROM invites WHERE account_id = ? ORDER BY rowid', [accountId])
      .map((row) => toInvite(row));
  }

  invite(accountId: string, code: string): Invite | undefined {
    return this.invites(accountId).find((i) => i.code === code);
  }

  /** Invites an address (level 30); refused when it is already a member or invited. */
  createInvite(accountId: string, email: string, actor: Actor, level: AssignableLevel = 30): InviteResult {
    const wanted = email.trim().toLowerCase();
    return this.db.transaction((): InviteResult => {
      if (this.db.get('SELECT 1 FROM members WHERE account_id = ? AND lower(email) = ?', [accountId, wanted])) {
        return { kind: 'member' };
      }
      if (this.db.get('SELECT 1 FROM invites WHERE account_id = ? AND lower(email) = ?', [accountId, wanted])) {
        return { kind: 'invited' };
      }
      const sent = this.now();
      const invite = toInvite({ email: wanted, code: `inv-${newId(6)}`, sent });
      this.db.run('INSERT INTO invites (code, account_id, email, level, sent) VALUES (?, ?, ?, ?, ?)', [
        invite.code,
        accountId,
        invite.email,
        level,
        sent,
      ]);
      this.log(
        accountId,
        changeEntry(actor, 'invite', 'create', invite.code, null, { email: invite.email, user_level: level }),
      );
      return { kind: 'created', invite };
    });
  }

  /** Renews the invite (sent now: valid for INVITE_VALID_DAYS again) and logs the resend; undefined for an unknown code. */
  resendInvite(accountId: string, code: string, actor: Actor): Invite | undefined {
    return this.db.transaction(() => {
      if (this.invite(accountId, code) === undefined) return undefined;
      this.db.run('UPDATE invites SET sent = ? WHERE account_id = ? AND code = ?', [this.now(), accountId, code]);
      this.log(accountId, { object_type: 'invite', code: 'resend', object: code, username: actor.email });
      return this.invite(accountId, code);
    });
  }

  /** Moves an invite's send time `seconds` back (the test-only age endpoint); false for an unknown code. */
  ageInvite(code: string, seconds: number): boolean {
    return this.db.run('UPDATE invites SET sent = sent - ? WHERE code = ?', [seconds, code]).changes > 0;
  }

  /** Stamps invites without a send time (the seed's) as sent `at`. */
  stampUnsentInvites(at: number): void {
    this.db.run('UPDATE invites SET sent = ? WHERE sent IS NULL', [at]);
  }

  deleteInvite(accountId: string, code: string, actor: Actor): boolean {
    return this.db.transaction(() => {
      const invite = this.invite(accountId, code);
      if (invite === undefined) return false;
      this.db.run('DELETE FROM invites WHERE account_id = ? AND code = ?', [accountId, code]);
      this.log(accountId, changeEntry(actor, 'invite', 'delete', code, { email: invite.email }, null));
      return true;
    });
  }

  /** The caller joins at the invite's level, and the invite is used up. */
  accept(accountId: string, code: string, caller: { id: string; email: string }): Acceptance {
    return this.db.transaction((): Acceptance => {
      const row = this.db.get('SELECT email, level, sent FROM invites WHERE account_id = ? AND code = ?', [
        accountId,
        code,
      ]);
      if (row === undefined) return { kind: 'not-found' };
      if (String(row.email).toLowerCase() !== caller.email.trim().toLowerCase()) return { kind: 'wrong-email' };
      if (this.get(accountId, caller.id) !== undefined) return { kind: 'member' };
      if (inviteExpiry(Number(row.sent)) < this.now()) return { kind: 'expired' };
      const level = Number(row.level) as AssignableLevel;
      this.db.run('INSERT INTO members (account_id, user_id, email, level) VALUES (?, ?, ?, ?)', [
        accountId,
        caller.id,
        caller.email,
        level,
      ]);
      this.db.run('DELETE FROM invites WHERE account_id = ? AND code = ?', [accountId, code]);
      const after = { user: caller.id, email: caller.email, user_level: level };
      this.log(accountId, changeEntry(caller, 'member', 'accept_invite', caller.id, null, after));
      return { kind: 'accepted', level };
    });
  }
}
