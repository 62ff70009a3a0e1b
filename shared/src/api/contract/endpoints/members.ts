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
import { endpoint } from '../endpoint.ts';
import { AccountParams, InviteParams, MemberParams, cursorQuery } from './params.ts';

const tag = 'Account administration';

export const deleteMember = endpoint({
  method: 'DELETE',
  path: '/v1/accounts/{account}/members/{user}',
  params: MemberParams,
  response: NoContent,
  status: 204,
  permission: { maxLevel: 20 },
  summary: 'Remove a member (the owner cannot be removed: 403)',
  tag,
});

export const updateMember = endpoint({
  method: 'POST',
  path: '/v1/accounts/{account}/members/{user}',
  params: MemberParams,
  body: UpdateMemberBodySchema,
  response: MemberSchema,
  status: 200,
  permission: { maxLevel: 20 },
  summary: "Change a member's level (20, 30 or 40; never the owner's)",
  tag,
});

export const listMembers = endpoint({
  method: 'GET',
  path: '/v1/accounts/{account}/members',
  params: AccountParams,
  response: z.object({ members: z.array(MemberSchema) }),
  status: 200,
  permission: 'member',
  summary: 'Members of the account',
  tag,
});

export const listInvites = endpoint({
  method: 'GET',
  path: '/v1/accounts/{account}/invites',
  params: AccountParams,
  response: z.object({ invites: z.array(InviteSchema) }),
  status: 200,
  permission: 'member',
  summary: 'Open invites, as {invites: [...]}',
  tag,
});

export const createInvite = endpoint({
  method: 'POST',
  path: '/v1/accounts/{account}/invites',
  params: AccountParams,
  body: CreateInviteBodySchema,
  response: InviteSchema,
  status: 201,
  permission: { maxLevel: 20 },
  summary: 'Invite an e-mail address (joins as level 30); 409 if already a member or invited',
  tag,
});

export const resendInvite = endpoint({
  method: 'POST',
  path: '/v1/accounts/{account}/invites/{code}',
  params: InviteParams,
  query: z.object({ action: z.literal('resend') }),
  response: NoContent,
  status: 204,
  permission: { maxLevel: 20 },
  summary: 'Resend an invite (?action=resend)',
  tag,
});

export const deleteInvite = endpoint({
  method: 'DELETE',
  path: '/v1/accounts/{account}/invites/{code}',
  params: InviteParams,
  response: NoContent,
  status: 204,
  permission: { maxLevel: 20 },
  summary: 'Delete an invite',
  tag,
});

export const acceptInvite = endpoint({
  method: 'POST',
  path: '/v1/accounts/{account}/accept-invite',
  params: AccountParams,
  query: z.object({ code: z.string().min(1, 'Invite code is required') }),
  response: AccountSchema,
  status: 200,
  permission: 'authenticated',
  summary: 'Accept an invite (?code=); answers the joined account',
  tag,
});

export const getAccountLog = endpoint({
  method: 'GET',
  path: '/v1/accounts/{account}/log',
  params: AccountParams,
  query: cursorQuery(30, 100),
  response: z.object({ records: z.array(LogRecordSchema), cursor: CursorSchema }),
  status: 200,
  permission: 'member',
  summary: 'Account activity log, newest first; cursor is null on the last page',
  tag,
});

const gfTag = 'Global forwarders';
const gfNote = '403 when the account lacks the global-forwarders feature.';

export const listGlobalForwarders = endpoint({
  method: 'GET',
  path: '/v1/accounts/{account}/global-forwarders',
  params: AccountParams,
  response: z.object({ records: z.array(GlobalForwarderSchema) }),
  status: 200,
  permission: 'member',
  summary: 'Global forwarders of the account',
  description: gfNote,
  tag: gfTag,
});

export const createGlobalForwarder = endpoint({
  method: 'POST',
  path: '/v1/accounts/{account}/global-forwarders',
  params: AccountParams,
  body: CreateGlobalForwarderBodySchema,
  response: GlobalForwarderSchema,
  status: 201,
  permission: { maxLevel: 20 },
  summary: "Create a global forwarder (namespace 'global:…', globally unique: 409)",
  description: `${gfNote} The domain is assigned by the server (the account id).`,
  tag: gfTag,
});

export const deleteGlobalForwarder = endpoint({
  method: 'DELETE',
  path: '/v1/accounts/{account}/global-forwarders',
  params: AccountParams,
  query: DeleteGlobalForwarderQuerySchema,
  response: NoContent,
  status: 204,
  permission: { maxLevel: 20 },
  summary: 'Delete a global forwarder (?namespace=&device_filter=&domain=)',
  description: gfNote,
  tag: gfTag,
});
