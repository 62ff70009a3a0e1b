import { ENDPOINT_PATHS, platformApi, silentAccountList, silentMutation } from '@beacon/shared';
import type { BodyOf, ResponseOf } from '@beacon/shared/contract';

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

const memberParams = ({ accountId, user }: MemberArgs) => ({ account: accountId, user });

/**
 * Account members (admin-and-hotspots.md §7.1): list, change a level, remove. Every call site shows the
 * spec's own failure text (silent).
 */
export const membersApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    listMembers: build.query<MemberList, string>(silentAccountList(list, 'members', ['Member'])),
    updateMember: build.mutation<unknown, UpdateMemberArgs>(
      silentMutation(update, memberParams, { invalidates: ['Member'] }),
    ),
    deleteMember: build.mutation<unknown, MemberArgs>(
      silentMutation(remove, memberParams, { invalidates: ['Member'] }),
    ),
  }),
});

export const { useListMembersQuery, useUpdateMemberMutation, useDeleteMemberMutation } = membersApi;
