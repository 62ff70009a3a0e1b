import type { BodyOf, ResponseOf } from './contract/index.ts';
import { buildPath, ENDPOINT_PATHS } from './contract/paths.ts';
import { platformApi } from './platformApi.ts';

const createDevice = ENDPOINT_PATHS.createDevice;

export interface RegisterDeviceArgs {
  accountId: string;
  body: BodyOf<typeof createDevice>;
}

/**
 * Registering a device to a network (customer-console.md §4, §7 `POST …/devices`), one endpoint for
 * every screen that does it: the network page's Register Device card (mf-networks) and the device
 * page's offer for a device in no account (mf-devices). Silent: each screen shows the spec's own toasts.
 */
export const deviceRegistrationApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    registerDevice: build.mutation<ResponseOf<typeof createDevice>, RegisterDeviceArgs>({
      query: ({ accountId, body }) => ({
        url: buildPath(createDevice, { account: accountId }),
        method: createDevice.method,
        body,
      }),
      // The network's device count, every device list and a device page showing it change.
      invalidatesTags: ['Device', 'Network'],
      extraOptions: { silent: true },
    }),
  }),
});

export const { useRegisterDeviceMutation } = deviceRegistrationApi;
