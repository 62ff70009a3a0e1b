import type { ResponseOf } from './contract/index.ts';
import { ENDPOINT_PATHS } from './contract/paths.ts';
import { accountParams, silentMutation, type AccountBodyArgs } from './contractEndpoints.ts';
import { platformApi } from './platformApi.ts';

const createDevice = ENDPOINT_PATHS.createDevice;

export type RegisterDeviceArgs = AccountBodyArgs<typeof createDevice>;

/**
 * Registering a device to a network (customer-console.md §4, §7 `POST …/devices`), one endpoint for
 * every screen that does it: the network page's Register Device card (mf-networks) and the device
 * page's offer for a device in no account (mf-devices). Silent: each screen shows the spec's own toasts.
 */
export const deviceRegistrationApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    // The network's device count, every device list and a device page showing it change.
    registerDevice: build.mutation<ResponseOf<typeof createDevice>, RegisterDeviceArgs>(
      silentMutation(createDevice, accountParams, { invalidates: ['Device', 'Network'] }),
    ),
  }),
});

export const { useRegisterDeviceMutation } = deviceRegistrationApi;
