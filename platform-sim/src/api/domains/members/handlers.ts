import { INVITE_EXPIRED_MESSAGE } from '@beacon/shared/contract';
import { HttpError } from '../../errors.ts';
import type { HandlerContext, Handlers } from '../../router.ts';
import { ACCOUNT_NOT_FOUND } from '../accounts/handlers.ts';

export const MEMBER_NOT_FOUND = 'Member not found';
export const OWNER_LEVEL_FIXED = "The owner's level cannot be changed";
export const OWNER_NOT_REMOVABLE = 'The owner cannot be removed';
export const OWN_LEVEL_FIXED = 'You cannot change your own level';
export const INVITE_NOT_FOUND = 'Invite not found';
export const ALREADY_MEMBER = 'This email address is already a member of the account';
export const ALREADY_INVITED = 'This email address has already been invited';
export const INVITE_USED = 'This invite is no longer valid: it was already used or deleted';
export const INVITE_OTHER_EMAIL =
  'This invite was sent to another email address; sign in with that address to accept it';
export const INVITE_ALREADY_MEMBER = 'You are already a member of this account';
export const TOKEN_CANNOT_ACCEPT = 'An API token cannot accept invites';

/** The link of an invite email: the console's accept page. */
export const acceptInviteLink = (consoleOrigin: string, account: string, code: string) =>
  `${consoleOrigin}/accept_invite?account=${encodeURIComponent(account)}&code=${encodeURIComponent(code)}`;

/** Records the invite e-mail in the outbox (the customer invite and the staff invite send the same). */
export function sendInviteEmail(
  ctx: Pick<HandlerContext<'createInvite'>, 'outbox' | 'store' | 'consoleOrigin' | 'caller'>,
  account: string,
  invite: { email: string; code: string },
): void {
  ctx.outbox.record({
    to: invite.email,
    kind: 'invite',
    data: {
      account,
      account_name: ctx.store.accounts.record(account)?.name ?? account,
      invited_by: ctx.caller.email,
      code: invite.code,
      link: acceptInviteLink(ctx.consoleOrigin, account, invite.code),
    },
  });
}

export const memberHandlers = {
  listMembers: ({ store, params }) => ({ members: store.members.list(params.account) }),

  /** Level ≤ 20 (contract); 20, 30 or 40 only (contract); never the owner's, never one's own. */
  updateMember: ({ store, caller, params, body }) => {
    if (caller.token === undefined && params.user === caller.id) throw new HttpError(403, OWN_LEVEL_FIXED);
    const result = store.members.setLevel(params.account, params.user, body.user_level, caller);
    if (result.kind === 'not-found') throw new HttpError(404, MEMBER_NOT_FOUND);
    if (result.kind === 'owner') throw new HttpError(403, OWNER_LEVEL_FIXED);
    return result.member;
  },

  deleteMember: ({ store, caller, params }) => {
    const result = store.members.remove(params.account, params.user, caller);
    if (result.kind === 'not-found') throw new HttpError(404, MEMBER_NOT_FOUND);
    if (result.kind === 'owner') throw new HttpError(403, OWNER_NOT_REMOVABLE);
    return null;
  },

  listInvites: ({ store, params }) => ({ invites: store.members.invites(params.account) }),

  createInvite: (ctx) => {
    const { store, caller, params, body } = ctx;
    const result = store.members.createInvite(params.account, body.user, caller);
    if (result.kind === 'member') throw new HttpError(409, ALREADY_MEMBER);
    if (result.kind === 'invited') throw new HttpError(409, ALREADY_INVITED);
    sendInviteEmail(ctx, params.account, result.invite);
    return result.invite;
  },

  resendInvite: (ctx) => {
    const invite = ctx.store.members.resendInvite(ctx.params.account, ctx.params.code, ctx.caller);
    if (invite === undefined) throw new HttpError(404, INVITE_NOT_FOUND);
    sendInviteEmail(ctx, ctx.params.account, invite);
    return null;
  },

  deleteInvite: ({ store, caller, params }) => {
    if (!store.members.deleteInvite(params.account, params.code, caller)) throw new HttpError(404, INVITE_NOT_FOUND);
    return null;
  },

  /** Any signed-in user (even one without an account) whose email the invite was sent to. */
  acceptInvite: ({ store, caller, params, query }) => {
    if (caller.token !== undefined) throw new HttpError(403, TOKEN_CANNOT_ACCEPT);
    const result = store.members.accept(params.account, query.code, caller);
    if (result.kind === 'not-found') throw new HttpError(404, INVITE_USED);
    if (result.kind === 'wrong-email') throw new HttpError(403, INVITE_OTHER_EMAIL);
    if (result.kind === 'member') throw new HttpError(409, INVITE_ALREADY_MEMBER);
    if (result.kind === 'expired') throw new HttpError(410, INVITE_EXPIRED_MESSAGE);
    const account = store.accounts.get(params.account, caller.id);
    if (account === undefined) throw new HttpError(404, ACCOUNT_NOT_FOUND);
    return account;
  },

  getAccountLog: ({ store, params, query }) => store.accounts.logPage(params.account, query.pagesize, query.cursor),
} satisfies Handlers;
