import { buildPath, ENDPOINT_PATHS, platformApi, type PlatformExtraOptions } from '@beacon/shared';
import type { BodyOf, ResponseOf } from '@beacon/shared/contract';

/** Every call site shows the spec's own failure text. */
const SILENT: PlatformExtraOptions = { silent: true };

const list = ENDPOINT_PATHS.listMembers;
const update = ENDPOINT_PATHS.updateMember;
const remove = ENDPOINT_PATHS.deleteMember;

export type MemberList = ResponseOf<typeof list>['members'];

export interface MemberArgs {
  accountId: string;
  user: string;
}

export interface UpdateMemberArgs extends MemberArgs {
  body: BodyOf<typeof update>;
}

/** Account members (admin-and-hotspots.md §7.1): list, change a level, remove. */
export const membersApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    listMembers: build.query<MemberList, string>({
      query: (accountId) => buildPath(list, { account: accountId }),
      transformResponse: (response: ResponseOf<typeof list>) => response.members,
      providesTags: ['Member'],
      extraOptions: SILENT,
    }),
    updateMember: build.mutation<unknown, UpdateMemberArgs>({
      query: ({ accountId, user, body }) => ({
        url: buildPath(update, { account: accountId, user }),
        method: update.method,
        body,
      }),
      invalidatesTags: ['Member'],
      extraOptions: SILENT,
    }),
    deleteMember: build.mutation<unknown, MemberArgs>({
      query: ({ accountId, user }) => ({ url: buildPath(remove, { account: accountId, user }), method: remove.method }),
      invalidatesTags: ['Member'],
      extraOptions: SILENT,
    }),
  }),
});

export const { useListMembersQuery, useUpdateMemberMutation, useDeleteMemberMutation } = membersApi;
