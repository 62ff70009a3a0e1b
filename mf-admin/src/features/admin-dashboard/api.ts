import { buildPath, ENDPOINT_PATHS, platformApi } from '@beacon/shared';
import type { AdminAccount, ResponseOf } from '@beacon/shared/contract';
import { SILENT } from '../../components/adminApi.ts';

const listAccounts = ENDPOINT_PATHS.listAdminAccounts;
const updateAccount = ENDPOINT_PATHS.updateAdminAccount;

type AdminAccountsPage = ResponseOf<typeof listAccounts>;

export interface AccountsPageArgs {
  pagesize?: number | undefined;
  cursor?: string | undefined;
  hideInternal?: boolean | undefined;
}

/** The query of one accounts page (also used by the search and tier-filter scans, which page on their own). */
function accountsPageQuery({ pagesize, cursor, hideInternal }: AccountsPageArgs) {
  return { pagesize, cursor, hide_internal: hideInternal ? true : undefined };
}

/**
 * The admin dashboard's account list (admin-and-hotspots.md §7.4): the accounts a page, and suspending or
 * unsuspending one, which invalidates the account data.
 */
export const adminDashboardApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    listAdminAccounts: build.query<AdminAccountsPage, AccountsPageArgs>({
      query: (args) => buildPath(listAccounts, {}, accountsPageQuery(args)),
      providesTags: ['AdminAccount'],
      extraOptions: SILENT,
    }),
    setAccountSuspended: build.mutation<AdminAccount, { accountId: string; suspended: boolean }>({
      query: ({ accountId, suspended }) => ({
        url: buildPath(updateAccount, { id: accountId }),
        method: updateAccount.method,
        body: { suspended },
      }),
      invalidatesTags: ['AdminAccount'],
      extraOptions: SILENT,
    }),
  }),
});

export const { useListAdminAccountsQuery, useSetAccountSuspendedMutation } = adminDashboardApi;
