import { ENDPOINT_PATHS, platformApi, silentItem, silentMutation } from '@beacon/shared';
import type { BodyOf } from '@beacon/shared/contract';
import type { AccountArg, Hotspot } from '../../components/hotspotsApi.ts';

const getHotspot = ENDPOINT_PATHS.getHotspot;
const updateHotspot = ENDPOINT_PATHS.updateHotspot;
const deleteHotspot = ENDPOINT_PATHS.deleteHotspot;

export type UpdateHotspotBody = BodyOf<typeof updateHotspot>;

interface HotspotArg extends AccountArg {
  hotspotId: string;
}

const hotspotParams = ({ accountId, hotspotId }: HotspotArg) => ({ account: accountId, hotspotId });

/** The hotspot page (admin-and-hotspots.md §7.2): one hotspot, its edit and its delete. */
export const hotspotViewApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    getHotspot: build.query<Hotspot, HotspotArg>(
      silentItem(getHotspot, hotspotParams, 'Hotspot', ({ hotspotId }) => hotspotId),
    ),
    updateHotspot: build.mutation<Hotspot, HotspotArg & { body: UpdateHotspotBody }>(
      silentMutation(updateHotspot, hotspotParams, { invalidates: ['Hotspot'] }),
    ),
    deleteHotspot: build.mutation<null, HotspotArg>(
      silentMutation(deleteHotspot, hotspotParams, { invalidates: ['Hotspot'] }),
    ),
  }),
});

export const { useGetHotspotQuery, useUpdateHotspotMutation, useDeleteHotspotMutation } = hotspotViewApi;
