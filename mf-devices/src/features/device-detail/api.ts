import { buildPath, ENDPOINT_PATHS, platformApi, type ApiError, type PlatformExtraOptions } from '@beacon/shared';
import type { BodyOf, ResponseOf } from '@beacon/shared/contract';

const getDevice = ENDPOINT_PATHS.getDevice;
const lookup = ENDPOINT_PATHS.lookupPublicDevice;
const sendTestEvent = ENDPOINT_PATHS.sendTestEvent;
const sendTestSpottedEvent = ENDPOINT_PATHS.sendTestSpottedEvent;
const deleteDevice = ENDPOINT_PATHS.deleteDevice;

/** The device page's calls show their own messages ("Error loading device", the lookup card). */
const SILENT: PlatformExtraOptions = { silent: true };

export interface AccountDeviceArgs {
  accountId: string;
  deviceId: string;
}

export interface TestEventArgs extends AccountDeviceArgs {
  body: BodyOf<typeof sendTestEvent>;
}

export interface TestSpottedEventArgs extends AccountDeviceArgs {
  body: BodyOf<typeof sendTestSpottedEvent>;
}

/** A device that is not in the account: a 404 (the public lookup says whose it is). */
export function isDeviceNotFound(error: ApiError | undefined): boolean {
  return error?.status === 404;
}

type TestEventOperation = typeof sendTestEvent | typeof sendTestSpottedEvent;

/** A test event posted as the device: the device (its data and its events list) is invalidated. */
function testEventEndpoint<Op extends TestEventOperation>(op: Op) {
  return {
    query: ({ accountId, deviceId, body }: AccountDeviceArgs & { body: BodyOf<Op> }) => ({
      url: buildPath<TestEventOperation>(op, { account: accountId, deviceId }),
      method: op.method,
      body,
    }),
    invalidatesTags: (_result: unknown, _error: unknown, { deviceId }: AccountDeviceArgs) => [
      { type: 'Device' as const, id: deviceId },
    ],
    extraOptions: SILENT,
  };
}

/**
 * The device page (customer-console.md §2, §7): the device, the public lookup for a device not in the
 * account, and the page's actions: test events and delete. The account's networks, which name the
 * device's network, are `components/deviceNetworksApi.ts`.
 */
export const deviceDetailApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    getDeviceDetail: build.query<ResponseOf<typeof getDevice>, AccountDeviceArgs>({
      query: ({ accountId, deviceId }) => buildPath(getDevice, { account: accountId, deviceId }),
      providesTags: (_result, _error, { deviceId }) => [{ type: 'Device', id: deviceId }],
      extraOptions: SILENT,
    }),
    lookupPublicDevice: build.query<ResponseOf<typeof lookup>, string>({
      query: (deviceId) => buildPath(lookup, { deviceId }),
      extraOptions: SILENT,
    }),
    /**
     * A test device message (any member); answers its event type. The modal shows the outcome, and the
     * device's data and its events list (both provide the device's tag) refresh.
     */
    sendTestEvent: build.mutation<ResponseOf<typeof sendTestEvent>, TestEventArgs>(testEventEndpoint(sendTestEvent)),
    /** A test spotted event at a location (any member); answers `device_spotted`. The same refresh. */
    sendTestSpottedEvent: build.mutation<ResponseOf<typeof sendTestSpottedEvent>, TestSpottedEventArgs>(
      testEventEndpoint(sendTestSpottedEvent),
    ),
    /** Deregisters the device (level 20 or lower); its network's device count and every device list change. */
    deleteDevice: build.mutation<ResponseOf<typeof deleteDevice>, AccountDeviceArgs>({
      query: ({ accountId, deviceId }) => ({
        url: buildPath(deleteDevice, { account: accountId, deviceId }),
        method: deleteDevice.method,
      }),
      invalidatesTags: ['Device', 'Network'],
      extraOptions: SILENT,
    }),
  }),
});

export const {
  useGetDeviceDetailQuery,
  useLookupPublicDeviceQuery,
  useSendTestEventMutation,
  useSendTestSpottedEventMutation,
  useDeleteDeviceMutation,
} = deviceDetailApi;
