import { buildPath, ENDPOINT_PATHS, platformApi, type PlatformExtraOptions } from '@beacon/shared';
import type { BodyOf, ResponseOf } from '@beacon/shared/contract';

/** The call site shows its own failure text. */
const SILENT: PlatformExtraOptions = { silent: true };

const update = ENDPOINT_PATHS.updateAccount;

export interface UpdateAccountArgs {
  accountId: string;
  body: BodyOf<typeof update>;
}

/**
 * The account page's edit modal: `POST /v1/accounts/{account} {name}` answers the renamed account.
 * Invalidating 'Account' makes the shell reload the account list (the account menu's names).
 */
export const accountPageApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    updateAccount: build.mutation<ResponseOf<typeof update>, UpdateAccountArgs>({
      query: ({ accountId, body }) => ({ url: buildPath(update, { account: accountId }), method: update.method, body }),
      invalidatesTags: ['Account'],
      extraOptions: SILENT,
    }),
  }),
});

export const { useUpdateAccountMutation } = accountPageApi;
