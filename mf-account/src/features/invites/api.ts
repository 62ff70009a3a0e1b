import { buildPath, ENDPOINT_PATHS, platformApi, type PlatformExtraOptions } from '@beacon/shared';
import type { BodyOf, ResponseOf } from '@beacon/shared/contract';

/** Every call site shows the spec's own texts. */
const SILENT: PlatformExtraOptions = { silent: true };

const list = ENDPOINT_PATHS.listInvites;
const create = ENDPOINT_PATHS.createInvite;
const resend = ENDPOINT_PATHS.resendInvite;
const remove = ENDPOINT_PATHS.deleteInvite;

export type InviteList = ResponseOf<typeof list>['invites'];

export interface InviteArgs {
  accountId: string;
  code: string;
}

export interface CreateInviteArgs {
  accountId: string;
  body: BodyOf<typeof create>;
}

/** Account invites (admin-and-hotspots.md §7.1): list, send, resend (`?action=resend`), delete. */
export const invitesApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    listInvites: build.query<InviteList, string>({
      query: (accountId) => buildPath(list, { account: accountId }),
      transformResponse: (response: ResponseOf<typeof list>) => response.invites,
      providesTags: ['Invite'],
      extraOptions: SILENT,
    }),
    createInvite: build.mutation<unknown, CreateInviteArgs>({
      query: ({ accountId, body }) => ({ url: buildPath(create, { account: accountId }), method: create.method, body }),
      invalidatesTags: ['Invite'],
      extraOptions: SILENT,
    }),
    resendInvite: build.mutation<unknown, InviteArgs>({
      query: ({ accountId, code }) => ({
        url: buildPath(resend, { account: accountId, code }, { action: 'resend' }),
        method: resend.method,
      }),
      extraOptions: SILENT,
    }),
    deleteInvite: build.mutation<unknown, InviteArgs>({
      query: ({ accountId, code }) => ({ url: buildPath(remove, { account: accountId, code }), method: remove.method }),
      invalidatesTags: ['Invite'],
      extraOptions: SILENT,
    }),
  }),
});

export const { useListInvitesQuery, useCreateInviteMutation, useResendInviteMutation, useDeleteInviteMutation } =
  invitesApi;
