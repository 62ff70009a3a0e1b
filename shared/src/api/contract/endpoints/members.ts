import { z } from 'zod';
import { CursorSchema, NoContent } from '../common.ts';
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
import { endpointGroup } from '../endpoint.ts';
import { AccountParams, InviteParams, MemberParams, cursorQuery } from './params.ts';

const accountAdmin = endpointGroup({ tag: 'Account administration', permission: { maxLevel: 20 } });

export const deleteMember = accountAdmin.delete('/v1/accounts/{account}/members/{user}', {
  params: MemberParams,
  response: NoContent,
  summary: 'Remove a member (the owner cannot be removed: 403)',
});

export const updateMember = accountAdmin.post('/v1/accounts/{account}/members/{user}', {
  params: MemberParams,
  body: UpdateMemberBodySchema,
  response: MemberSchema,
  summary: "Change a member's level (20, 30 or 40; never the owner's)",
});

export const listMembers = accountAdmin.get('/v1/accounts/{account}/members', {
  params: AccountParams,
  response: z.object({ members: z.array(MemberSchema) }),
  permission: 'member',
  summary: 'Members of the account',
});

export const listInvites = accountAdmin.get('/v1/accounts/{account}/invites', {
  params: AccountParams,
  response: z.object({ invites: z.array(InviteSchema) }),
  permission: 'member',
  summary: 'Open invites, as {invites: [...]}',
});

export const createInvite = accountAdmin.create('/v1/accounts/{account}/invites', {
  params: AccountParams,
  body: CreateInviteBodySchema,
  response: InviteSchema,
  summary: 'Invite an e-mail address (joins as level 30); 409 if already a member or invited',
});

export const resendInvite = accountAdmin.post('/v1/accounts/{account}/invites/{code}', {
  params: InviteParams,
  query: z.object({ action: z.literal('resend') }),
  response: NoContent,
  status: 204,
  summary: 'Resend an invite (?action=resend)',
});

export const deleteInvite = accountAdmin.delete('/v1/accounts/{account}/invites/{code}', {
  params: InviteParams,
  response: NoContent,
  summary: 'Delete an invite',
});

export const acceptInvite = accountAdmin.post('/v1/accounts/{account}/accept-invite', {
  params: AccountParams,
  query: z.object({ code: z.string().min(1, 'Invite code is required') }),
  response: AccountSchema,
  permission: 'authenticated',
  summary: 'Accept an invite (?code=); answers the joined account',
});

export const getAccountLog = accountAdmin.get('/v1/accounts/{account}/log', {
  params: AccountParams,
  query: cursorQuery(30, 100),
  response: z.object({ records: z.array(LogRecordSchema), cursor: CursorSchema }),
  permission: 'member',
  summary: 'Account activity log, newest first; cursor is null on the last page',
});

const globalForwarders = endpointGroup({ tag: 'Global forwarders', permission: { maxLevel: 20 } });
const gfNote = '403 when the account lacks the global-forwarders feature.';

export const listGlobalForwarders = globalForwarders.get('/v1/accounts/{account}/global-forwarders', {
  params: AccountParams,
  response: z.object({ records: z.array(GlobalForwarderSchema) }),
  permission: 'member',
  summary: 'Global forwarders of the account',
  description: gfNote,
});

export const createGlobalForwarder = globalForwarders.create('/v1/accounts/{account}/global-forwarders', {
  params: AccountParams,
  body: CreateGlobalForwarderBodySchema,
  response: GlobalForwarderSchema,
  summary: "Create a global forwarder (namespace 'global:…', globally unique: 409)",
  description: `${gfNote} The domain is assigned by the server (the account id).`,
});

export const deleteGlobalForwarder = globalForwarders.delete('/v1/accounts/{account}/global-forwarders', {
  params: AccountParams,
  query: DeleteGlobalForwarderQuerySchema,
  response: NoContent,
  summary: 'Delete a global forwarder (?namespace=&device_filter=&domain=)',
  description: gfNote,
});
