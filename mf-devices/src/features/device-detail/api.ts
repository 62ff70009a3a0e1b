import { buildPath, ENDPOINT_PATHS, platformApi, type ApiError, type PlatformExtraOptions } from '@beacon/shared';
import type { BodyOf, ResponseOf } from '@beacon/shared/contract';

const getDevice = ENDPOINT_PATHS.getDevice;
const lookup = ENDPOINT_PATHS.lookupPublicDevice;
const listNetworks = ENDPOINT_PATHS.listNetworks;
const createDevice = ENDPOINT_PATHS.createDevice;

/** The device page's calls show their own messages ("Error loading device", the lookup card). */
const SILENT: PlatformExtraOptions = { silent: true };

/** The networks the device page names: the account's, all of them (customer-console.md §9). */
export const DEVICE_PAGE_NETWORKS = 1000;

export interface AccountDeviceArgs {
  accountId: string;
  deviceId: string;
}

export interface RegisterArgs {
  accountId: string;
  body: BodyOf<typeof createDevice>;
}

/** A device that is not in the account: a 404 (the public lookup says whose it is). */
export function isDeviceNotFound(error: ApiError | undefined): boolean {
  return error?.status === 404;
}

/**
 * The device page (customer-console.md §2, §7): the device, the account's networks (`pagesize=1000`)
 * for the network's name and landing page, and the public lookup for a device not in the account.
 */
export const deviceDetailApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    getDeviceDetail: build.query<ResponseOf<typeof getDevice>, AccountDeviceArgs>({
      query: ({ accountId, deviceId }) => buildPath(getDevice, { account: accountId, deviceId }),
      providesTags: (_result, _error, { deviceId }) => [{ type: 'Device', id: deviceId }],
      extraOptions: SILENT,
    }),
    listDevicePageNetworks: build.query<ResponseOf<typeof listNetworks>['networks'], string>({
      query: (accountId) => buildPath(listNetworks, { account: accountId }, { pagesize: DEVICE_PAGE_NETWORKS }),
      transformResponse: (response: ResponseOf<typeof listNetworks>) => response.networks,
      providesTags: ['Network'],
      extraOptions: SILENT,
    }),
    lookupPublicDevice: build.query<ResponseOf<typeof lookup>, string>({
      query: (deviceId) => buildPath(lookup, { deviceId }),
      extraOptions: SILENT,
    }),
    /** Registers a device that is in no account to a network of this one (the lookup card's offer). */
    registerDeviceToNetwork: build.mutation<ResponseOf<typeof createDevice>, RegisterArgs>({
      query: ({ accountId, body }) => ({
        url: buildPath(createDevice, { account: accountId }),
        method: createDevice.method,
        body,
      }),
      // The device page loads it now; the network's device count and every device list change.
      invalidatesTags: ['Device', 'Network'],
      extraOptions: SILENT,
    }),
  }),
});

export const {
  useGetDeviceDetailQuery,
  useListDevicePageNetworksQuery,
  useLookupPublicDeviceQuery,
  useRegisterDeviceToNetworkMutation,
} = deviceDetailApi;
