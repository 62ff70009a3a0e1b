import { accountParams, ENDPOINT_PATHS, platformApi, silentMutation, type AccountBodyArgs } from '@beacon/shared';
import type { ResponseOf } from '@beacon/shared/contract';

const update = ENDPOINT_PATHS.updateAccount;

export type UpdateAccountArgs = AccountBodyArgs<typeof update>;

/**
 * The account page's edit modal: `POST /v1/accounts/{account} {name}` answers the renamed account.
 * Invalidating 'Account' makes the shell reload the account list (the account menu's names). The call
 * site shows its own failure text (silent).
 */
export const accountPageApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    updateAccount: build.mutation<ResponseOf<typeof update>, UpdateAccountArgs>(
      silentMutation(update, accountParams, { invalidates: ['Account'] }),
    ),
  }),
});

export const { useUpdateAccountMutation } = accountPageApi;
