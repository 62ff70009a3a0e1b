import { buildPath, ENDPOINT_PATHS, platformApi, type ApiError } from '@beacon/shared';
import type { ResponseOf } from '@beacon/shared/contract';
import {
  DEFAULT_DEVICE_SORT,
  deviceExplorerBody,
  isDefaultSort,
  type DeviceListQuery,
  type DeviceSort,
} from './deviceListQuery.ts';

export interface DeviceListArgs {
  accountId: string;
  /** One network's devices (its tab); without it, the account's (`query.filters.network`, if set, narrows them). */
  networkId?: string;
  query: DeviceListQuery;
}

const op = ENDPOINT_PATHS.exploreDevices;
type DevicePage = ResponseOf<typeof op>;

export interface DeviceListResult extends DevicePage {
  /** The sort the rows are in. */
  sort: DeviceSort;
  /** The server refused the requested sort, so it was reset to created descending. */
  sortReset: boolean;
}

/** A 400 whose message mentions the sort (customer-console.md §8). */
export function isSortRejection(error: ApiError): boolean {
  return error.status === 400 && /sort/i.test(error.message);
}

export const deviceExplorerApi = platformApi.injectEndpoints({
  endpoints: (b) => ({
    /**
     * device-explorer for one network or the whole account, page size 1000. A 400 mentioning sort resets
     * the sort to created descending and retries once; if that fails too, the list is empty
     * (customer-console.md §8).
     */
    exploreDevices: b.query<DeviceListResult, DeviceListArgs>({
      async queryFn({ accountId, networkId, query }, _api, _extraOptions, baseQuery) {
        const request = (q: DeviceListQuery) =>
          baseQuery({
            url: buildPath(op, { account: accountId }),
            method: op.method,
            body: deviceExplorerBody({ networkId }, q),
          });
        const first = await request(query);
        if (!first.error) return { data: { ...(first.data as DevicePage), sort: query.sort, sortReset: false } };
        if (!isSortRejection(first.error)) return { error: first.error };
        const reset = { ...query, sort: DEFAULT_DEVICE_SORT };
        const retry = await request(reset);
        const rows: DevicePage = retry.error ? { results: [], total: 0, page: query.page } : (retry.data as DevicePage);
        return { data: { ...rows, sort: DEFAULT_DEVICE_SORT, sortReset: true } };
      },
      extraOptions: { silent: true },
      providesTags: ['Device'],
      async onQueryStarted(args, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (!data?.sortReset || isDefaultSort(args.query.sort)) return;
        // The list then drops the refused sort from its URL: that query is already answered.
        const resetArgs = { ...args, query: { ...args.query, sort: DEFAULT_DEVICE_SORT } };
        void dispatch(
          deviceExplorerApi.util.upsertQueryData('exploreDevices', resetArgs, { ...data, sortReset: false }),
        );
      },
    }),
  }),
});

export const { useExploreDevicesQuery } = deviceExplorerApi;
