import { ADMIN_DEVICE_PAGE_SIZE, buildPath, ENDPOINT_PATHS, platformApi } from '@beacon/shared';
import type { ResponseOf } from '@beacon/shared/contract';
import { SILENT } from '../../components/adminApi.ts';

const networkDevices = ENDPOINT_PATHS.listAdminNetworkDevices;

type AdminDevicesPage = ResponseOf<typeof networkDevices>;

/** A network's devices, 20 a page (admin-and-hotspots.md §7.4); the session actions invalidate them. */
export const adminNetworkDevicesApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    listAdminNetworkDevices: build.query<
      AdminDevicesPage,
      { accountId: string; networkId: string; cursor?: string | undefined }
    >({
      query: ({ accountId, networkId, cursor }) =>
        buildPath(networkDevices, { id: accountId, net: networkId }, { pagesize: ADMIN_DEVICE_PAGE_SIZE, cursor }),
      providesTags: ['AdminDevice'],
      extraOptions: SILENT,
    }),
  }),
});

export const { useListAdminNetworkDevicesQuery } = adminNetworkDevicesApi;
