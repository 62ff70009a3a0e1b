import { buildPath, ENDPOINT_PATHS, platformApi } from '@beacon/shared';
import type { AdminHotspot } from '@beacon/shared/contract';
import { SILENT } from '../../components/adminApi.ts';

const getHotspot = ENDPOINT_PATHS.getAdminHotspot;

/** The merged admin record of one hotspot (admin-and-hotspots.md §7.4). */
export const adminHotspotApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminHotspot: build.query<AdminHotspot, string>({
      query: (hotspotId) => buildPath(getHotspot, { hotspotId }),
      extraOptions: SILENT,
    }),
  }),
});

export const { useGetAdminHotspotQuery } = adminHotspotApi;
