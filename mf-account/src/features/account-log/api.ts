import { buildPath, ENDPOINT_PATHS, platformApi, type PlatformExtraOptions } from '@beacon/shared';
import type { ResponseOf } from '@beacon/shared/contract';

/** The page shows its own load failure and toast. */
const SILENT: PlatformExtraOptions = { silent: true };

/** admin-and-hotspots.md §9: the log is read 30 records at a time. */
export const LOG_PAGE_SIZE = 30;

const log = ENDPOINT_PATHS.getAccountLog;

export type AccountLogPage = ResponseOf<typeof log>;

export interface AccountLogArgs {
  accountId: string;
  /** Absent for the latest page. */
  cursor?: string;
}

/** `GET /v1/accounts/{account}/log?pagesize=30&cursor=` (admin-and-hotspots.md §7.1). */
export const accountLogApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    getAccountLog: build.query<AccountLogPage, AccountLogArgs>({
      query: ({ accountId, cursor }) =>
        buildPath(log, { account: accountId }, { pagesize: LOG_PAGE_SIZE, cursor: cursor ?? '' }),
      extraOptions: SILENT,
    }),
  }),
});

export const { useGetAccountLogQuery } = accountLogApi;
