import { z } from 'zod';
import { CursorSchema, pageOf } from '../common.ts';
import {
  AccountSchema,
  CreateGlobalForwarderBodySchema,
  CreateInviteBodySchema,
  DeleteGlobalForwarderQuerySchema,
  GlobalForwarderSchema,
  InviteSchema,
  LogRecordSchema,
  MemberSchema,
  UpdateMemberBodySchema,
} from '../entities/account.ts';
import { INVITE_EXPIRED_MESSAGE, INVITE_VALID_DAYS } from '../rules.ts';
import { endpointGroup } from '../endpoint.ts';
import { AccountParams, InviteParams, MemberParams, cursorQuery } from './params.ts';

const accountAdmin = endpointGroup({
  tag: 'Account administration',
  permission: { maxLevel: 20 },
  readPermission: 'member',
});
const member = accountAdmin.resource('/v1/accounts/{account}/members', AccountParams, MemberParams, MemberSchema);
const invite = accountAdmin.resource('/v1/accounts/{account}/invites', AccountParams, InviteParams, InviteSchema);

export const deleteMember = member.delete({ summary: 'Remove a member (the owner cannot be removed: 403)' });

export const updateMember = member.update(UpdateMemberBodySchema, {
  summary: "Change a member's level (20, 30 or 40; never the owner's)",
});

export const listMembers = member.list('members', { summary: 'Members of the account' });

export const listInvites = invite.list('invites', {
  summary: 'Open invites, as {invites: [...]}',
  description: `Each with when it was last sent and until when it can be accepted (${INVITE_VALID_DAYS} days after; expired ones stay listed until resent or deleted).`,
});

export const createInvite = invite.create(CreateInviteBodySchema, {
  summary: 'Invite an e-mail address (joins as level 30); 409 if already a member or invited',
});

export const resendInvite = accountAdmin.command('/v1/accounts/{account}/invites/{code}', {
  params: InviteParams,
  query: z.object({ action: z.literal('resend') }),
  summary: 'Resend an invite (?action=resend)',
  description: `Sends the e-mail again and renews the invite: valid for ${INVITE_VALID_DAYS} days from now.`,
});

export const deleteInvite = invite.delete({ summary: 'Delete an invite' });

export const acceptInvite = accountAdmin.post('/v1/accounts/{account}/accept-invite', {
  params: AccountParams,
  query: z.object({ code: z.string().min(1, 'Invite code is required') }),
  response: AccountSchema,
  permission: 'authenticated',
  summary: 'Accept an invite (?code=); answers the joined account',
  description:
    `An invite can be accepted for ${INVITE_VALID_DAYS} days after it was last sent (created or resent); ` +
    `after that it answers 410 Gone "${INVITE_EXPIRED_MESSAGE}".`,
});

export const getAccountLog = accountAdmin.get('/v1/accounts/{account}/log', {
  params: AccountParams,
  query: cursorQuery(30, 100),
  response: pageOf('records', LogRecordSchema).extend({
    newer: CursorSchema.optional().describe('Cursor of the page of newer records; null on the latest page'),
  }),
  summary: 'Account activity log, newest first; cursor (older records) is null on the last page',
  description:
    'Without a cursor the latest page. `cursor` leads to older records, `newer` to newer ones; pass either as `?cursor=`.',
});

const globalForwarders = endpointGroup({
  tag: 'Global forwarders',
  permission: { maxLevel: 20 },
  readPermission: 'member',
});
const globalForwarderList = globalForwarders.collection(
  '/v1/accounts/{account}/global-forwarders',
  AccountParams,
  GlobalForwarderSchema,
);
const gfNote = '403 when the account lacks the global-forwarders feature (docs/decisions.md).';

export const listGlobalForwarders = globalForwarderList.list('records', {
  summary: 'Global forwarders of the account',
  description: gfNote,
});

export const createGlobalForwarder = globalForwarderList.create(CreateGlobalForwarderBodySchema, {
  summary: "Create a global forwarder (namespace 'global:…', globally unique: 409)",
  description: `${gfNote} The domain is assigned by the server (the account id).`,
});

export const deleteGlobalForwarder = globalForwarders.delete('/v1/accounts/{account}/global-forwarders', {
  params: AccountParams,
  query: DeleteGlobalForwarderQuerySchema,
  summary: 'Delete a global forwarder (?namespace=&device_filter=&domain=)',
  description: gfNote,
});
