import { buildPath, ENDPOINT_PATHS, platformApi } from '@beacon/shared';
import type { BodyOf } from '@beacon/shared/contract';
import { SILENT, type AccountArg, type Hotspot } from '../../components/hotspotsApi.ts';

const getHotspot = ENDPOINT_PATHS.getHotspot;
const updateHotspot = ENDPOINT_PATHS.updateHotspot;
const deleteHotspot = ENDPOINT_PATHS.deleteHotspot;

export type UpdateHotspotBody = BodyOf<typeof updateHotspot>;

interface HotspotArg extends AccountArg {
  hotspotId: string;
}

/** The hotspot page (admin-and-hotspots.md §7.2): one hotspot, its edit and its delete. */
export const hotspotViewApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    getHotspot: build.query<Hotspot, HotspotArg>({
      query: ({ accountId, hotspotId }) => buildPath(getHotspot, { account: accountId, hotspotId }),
      providesTags: (_result, _error, { hotspotId }) => [{ type: 'Hotspot', id: hotspotId }],
      extraOptions: SILENT,
    }),
    updateHotspot: build.mutation<Hotspot, HotspotArg & { body: UpdateHotspotBody }>({
      query: ({ accountId, hotspotId, body }) => ({
        url: buildPath(updateHotspot, { account: accountId, hotspotId }),
        method: updateHotspot.method,
        body,
      }),
      invalidatesTags: ['Hotspot'],
      extraOptions: SILENT,
    }),
    deleteHotspot: build.mutation<null, HotspotArg>({
      query: ({ accountId, hotspotId }) => ({
        url: buildPath(deleteHotspot, { account: accountId, hotspotId }),
        method: deleteHotspot.method,
      }),
      invalidatesTags: ['Hotspot'],
      extraOptions: SILENT,
    }),
  }),
});

export const { useGetHotspotQuery, useUpdateHotspotMutation, useDeleteHotspotMutation } = hotspotViewApi;
