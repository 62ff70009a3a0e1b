import { platformApi, type PlatformExtraOptions } from '@beacon/shared';
import type { Account } from '@beacon/shared/contract';

const SILENT: PlatformExtraOptions = { silent: true };

/** The calls the shell makes for the session: the account list and the admin check. */
export const sessionApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    listAccounts: build.query<Account[], void>({
      query: () => '/v1/accounts',
      transformResponse: (response: { accounts: Account[] }) => response.accounts,
      providesTags: ['Account'],
      extraOptions: SILENT,
    }),
    getAdminFeatures: build.query<{ features: string[] }, void>({
      query: () => '/admin/features',
      extraOptions: SILENT,
    }),
  }),
});

export const { useListAccountsQuery } = sessionApi;
