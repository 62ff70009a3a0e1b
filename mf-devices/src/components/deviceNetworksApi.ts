import { buildPath, ENDPOINT_PATHS, platformApi } from '@beacon/shared';
import type { ResponseOf } from '@beacon/shared/contract';

const listNetworks = ENDPOINT_PATHS.listNetworks;

/** The networks that name devices: the account's, all of them (customer-console.md §9). */
export const DEVICE_NETWORKS_PAGE_SIZE = 1000;

/**
 * The account's networks (`pagesize=1000`), which name a device's network: on the device page (its
 * name and landing page) and in the account's device list (the Network filter and column). The pages
 * show their own messages when it fails.
 */
export const deviceNetworksApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    listDeviceNetworks: build.query<ResponseOf<typeof listNetworks>['networks'], string>({
      query: (accountId) => buildPath(listNetworks, { account: accountId }, { pagesize: DEVICE_NETWORKS_PAGE_SIZE }),
      transformResponse: (response: ResponseOf<typeof listNetworks>) => response.networks,
      providesTags: ['Network'],
      extraOptions: { silent: true },
    }),
  }),
});

export const { useListDeviceNetworksQuery } = deviceNetworksApi;
