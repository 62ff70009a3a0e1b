import { accountParams, ENDPOINT_PATHS, platformApi, silentMutation } from '@beacon/shared';
import type { ResponseOf } from '@beacon/shared/contract';

const accept = ENDPOINT_PATHS.acceptInvite;

export type JoinedAccount = ResponseOf<typeof accept>;

export interface AcceptInviteArgs {
  accountId: string;
  code: string;
}

/**
 * `POST /v1/accounts/{account}/accept-invite?code=` answers the joined account. Invalidating
 * 'Account' makes the shell reload the account list, which then holds it. The page shows the spec's own
 * failure text (silent).
 */
export const acceptInviteApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    acceptInvite: build.mutation<JoinedAccount, AcceptInviteArgs>(
      silentMutation(accept, accountParams, {
        search: ({ code }: AcceptInviteArgs) => ({ code }),
        invalidates: ['Account', 'Member', 'Invite'],
      }),
    ),
  }),
});

export const { useAcceptInviteMutation } = acceptInviteApi;
