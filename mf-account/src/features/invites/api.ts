import {
  accountParams,
  ENDPOINT_PATHS,
  platformApi,
  silentAccountList,
  silentMutation,
  type AccountBodyArgs,
} from '@beacon/shared';
import type { ResponseOf } from '@beacon/shared/contract';

const list = ENDPOINT_PATHS.listInvites;
const create = ENDPOINT_PATHS.createInvite;
const resend = ENDPOINT_PATHS.resendInvite;
const remove = ENDPOINT_PATHS.deleteInvite;

export type InviteList = ResponseOf<typeof list>['invites'];

export interface InviteArgs {
  accountId: string;
  code: string;
}

export type CreateInviteArgs = AccountBodyArgs<typeof create>;

const inviteParams = ({ accountId, code }: InviteArgs) => ({ account: accountId, code });

/**
 * Account invites (admin-and-hotspots.md §7.1): list, send, resend (`?action=resend`), delete. Every call
 * site shows the spec's own texts (silent).
 */
export const invitesApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    listInvites: build.query<InviteList, string>(silentAccountList(list, 'invites', ['Invite'])),
    createInvite: build.mutation<unknown, CreateInviteArgs>(
      silentMutation(create, accountParams, { invalidates: ['Invite'] }),
    ),
    resendInvite: build.mutation<unknown, InviteArgs>(
      silentMutation(resend, inviteParams, { search: () => ({ action: 'resend' }) }),
    ),
    deleteInvite: build.mutation<unknown, InviteArgs>(
      silentMutation(remove, inviteParams, { invalidates: ['Invite'] }),
    ),
  }),
});

export const { useListInvitesQuery, useCreateInviteMutation, useResendInviteMutation, useDeleteInviteMutation } =
  invitesApi;
