import { buildPath, ENDPOINT_PATHS, platformApi } from '@beacon/shared';
import type { AdminDevice, BodyOf } from '@beacon/shared/contract';
import { SILENT, type DeviceArg } from '../../components/adminApi.ts';

const getDevice = ENDPOINT_PATHS.getAdminDevice;
const updateDevice = ENDPOINT_PATHS.updateAdminDevice;

type UpdateAdminDeviceBody = BodyOf<typeof updateDevice>;

/** One device (admin-and-hotspots.md §7.4), by id, and its settings; a change invalidates the devices. */
export const adminDeviceApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminDevice: build.query<AdminDevice, string>({
      query: (deviceId) => buildPath(getDevice, { deviceId }),
      providesTags: (_result, _error, deviceId) => [{ type: 'AdminDevice', id: deviceId }],
      extraOptions: SILENT,
    }),
    updateAdminDevice: build.mutation<AdminDevice, DeviceArg & { body: UpdateAdminDeviceBody }>({
      query: ({ deviceId, body }) => ({
        url: buildPath(updateDevice, { deviceId }),
        method: updateDevice.method,
        body,
      }),
      invalidatesTags: ['AdminDevice'],
      extraOptions: SILENT,
    }),
  }),
});

export const { useGetAdminDeviceQuery, useUpdateAdminDeviceMutation } = adminDeviceApi;
