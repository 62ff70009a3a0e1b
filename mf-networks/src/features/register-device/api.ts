import { buildPath, ENDPOINT_PATHS, platformApi } from '@beacon/shared';
import type { BodyOf, ResponseOf } from '@beacon/shared/contract';
import { SILENT, type NetworkArgs } from '../../components/networkApi.ts';

const startScanner = ENDPOINT_PATHS.startScannerSession;
const getDevice = ENDPOINT_PATHS.getDevice;
const createDevice = ENDPOINT_PATHS.createDevice;

export interface AccountDeviceArgs {
  accountId: string;
  deviceId: string;
}

export interface RegisterDeviceArgs {
  accountId: string;
  body: BodyOf<typeof createDevice>;
}

/**
 * The Register Device card (customer-console.md §7): the scanner session, and the device get and
 * create calls of Manual Entry. All silent: the card shows the spec's own toasts.
 */
export const registerDeviceApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    startScannerSession: build.mutation<ResponseOf<typeof startScanner>, NetworkArgs>({
      query: ({ accountId, networkId }) => ({
        url: buildPath(startScanner, { account: accountId }),
        method: startScanner.method,
        body: { network_id: networkId } satisfies BodyOf<typeof startScanner>,
      }),
      extraOptions: SILENT,
    }),
    /**
     * Whether the device is already in the account: 404 when it is not. A one-off check, always
     * fetched afresh, so it provides no tags (registering must not refetch it).
     */
    findAccountDevice: build.query<ResponseOf<typeof getDevice>, AccountDeviceArgs>({
      query: ({ accountId, deviceId }) => buildPath(getDevice, { account: accountId, deviceId }),
      extraOptions: SILENT,
    }),
    registerDevice: build.mutation<ResponseOf<typeof createDevice>, RegisterDeviceArgs>({
      query: ({ accountId, body }) => ({
        url: buildPath(createDevice, { account: accountId }),
        method: createDevice.method,
        body,
      }),
      // The network's device count and every device list change.
      invalidatesTags: ['Device', 'Network'],
      extraOptions: SILENT,
    }),
  }),
});

export const { useStartScannerSessionMutation, useLazyFindAccountDeviceQuery, useRegisterDeviceMutation } =
  registerDeviceApi;
