import { buildPath, ENDPOINT_PATHS, platformApi, type PlatformExtraOptions } from '@beacon/shared';
import type { ResponseOf } from '@beacon/shared/contract';

/** The page shows the spec's own failure text. */
const SILENT: PlatformExtraOptions = { silent: true };

const accept = ENDPOINT_PATHS.acceptInvite;

export type JoinedAccount = ResponseOf<typeof accept>;

export interface AcceptInviteArgs {
  accountId: string;
  code: string;
}

/**
 * `POST /v1/accounts/{account}/accept-invite?code=` answers the joined account. Invalidating
 * 'Account' makes the shell reload the account list, which then holds it.
 */
export const acceptInviteApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    acceptInvite: build.mutation<JoinedAccount, AcceptInviteArgs>({
      query: ({ accountId, code }) => ({
        url: buildPath(accept, { account: accountId }, { code }),
        method: accept.method,
      }),
      invalidatesTags: ['Account', 'Member', 'Invite'],
      extraOptions: SILENT,
    }),
  }),
});

export const { useAcceptInviteMutation } = acceptInviteApi;
