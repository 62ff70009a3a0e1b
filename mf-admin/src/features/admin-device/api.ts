import { ENDPOINT_PATHS, platformApi, silentItem, silentMutation } from '@beacon/shared';
import type { AdminDevice, BodyOf } from '@beacon/shared/contract';
import type { DeviceArg } from '../../components/adminApi.ts';

const getDevice = ENDPOINT_PATHS.getAdminDevice;
const updateDevice = ENDPOINT_PATHS.updateAdminDevice;

type UpdateAdminDeviceBody = BodyOf<typeof updateDevice>;

const deviceParams = ({ deviceId }: DeviceArg) => ({ deviceId });

/** One device (admin-and-hotspots.md §7.4), by id, and its settings; a change invalidates the devices. */
export const adminDeviceApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminDevice: build.query<AdminDevice, string>(
      silentItem(
        getDevice,
        (deviceId) => ({ deviceId }),
        'AdminDevice',
        (deviceId) => deviceId,
      ),
    ),
    updateAdminDevice: build.mutation<AdminDevice, DeviceArg & { body: UpdateAdminDeviceBody }>(
      silentMutation(updateDevice, deviceParams, { invalidates: ['AdminDevice'] }),
    ),
  }),
});

export const { useGetAdminDeviceQuery, useUpdateAdminDeviceMutation } = adminDeviceApi;
