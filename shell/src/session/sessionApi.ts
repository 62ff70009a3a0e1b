import { buildPath, ENDPOINT_PATHS, platformApi, type PlatformExtraOptions } from '@beacon/shared';
import type { ResponseOf } from '@beacon/shared/contract';

const SILENT: PlatformExtraOptions = { silent: true };

const accounts = ENDPOINT_PATHS.listAccounts;
const adminFeatures = ENDPOINT_PATHS.getAdminFeatures;

/** The calls the shell makes for the session: the account list and the admin check. */
export const sessionApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    listAccounts: build.query<ResponseOf<typeof accounts>['accounts'], void>({
      query: () => buildPath(accounts, {}),
      transformResponse: (response: ResponseOf<typeof accounts>) => response.accounts,
      providesTags: ['Account'],
      extraOptions: SILENT,
    }),
    getAdminFeatures: build.query<ResponseOf<typeof adminFeatures>, void>({
      query: () => buildPath(adminFeatures, {}),
      extraOptions: SILENT,
    }),
  }),
});

export const { useListAccountsQuery } = sessionApi;
