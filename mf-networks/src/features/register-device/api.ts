import { buildPath, ENDPOINT_PATHS, platformApi } from '@beacon/shared';
import type { BodyOf, ResponseOf } from '@beacon/shared/contract';
import { SILENT, type NetworkArgs } from '../../components/networkApi.ts';

const startScanner = ENDPOINT_PATHS.startScannerSession;
const getDevice = ENDPOINT_PATHS.getDevice;

export interface AccountDeviceArgs {
  accountId: string;
  deviceId: string;
}

/**
 * The Register Device card (customer-console.md §7): the scanner session, and the device get call of
 * Manual Entry (its create call is `useRegisterDeviceMutation` from @beacon/shared). All silent: the card shows the spec's own toasts.
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
  }),
});

export const { useStartScannerSessionMutation, useLazyFindAccountDeviceQuery } = registerDeviceApi;
