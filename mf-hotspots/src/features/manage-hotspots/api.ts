import {
  accountParams,
  buildPath,
  ENDPOINT_PATHS,
  HOTSPOT_PAGE_SIZE,
  platformApi,
  silentMutation,
} from '@beacon/shared';
import type { BodyOf, ResponseOf } from '@beacon/shared/contract';
import { SILENT, type AccountArg, type Hotspot, type PageArg } from '../../components/hotspotsApi.ts';

const listHotspots = ENDPOINT_PATHS.listHotspots;
const createHotspot = ENDPOINT_PATHS.createHotspot;

export type CreateHotspotBody = BodyOf<typeof createHotspot>;

/** Manage Hotspots (admin-and-hotspots.md §7.2): the account's hotspots, 50 a page, and registering one. */
export const manageHotspotsApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    listHotspots: build.query<ResponseOf<typeof listHotspots>, AccountArg & PageArg>({
      query: ({ accountId, cursor }) =>
        buildPath(listHotspots, { account: accountId }, { pagesize: HOTSPOT_PAGE_SIZE, cursor }),
      providesTags: ['Hotspot'],
      extraOptions: SILENT,
    }),
    createHotspot: build.mutation<Hotspot, AccountArg & { body: CreateHotspotBody }>(
      silentMutation(createHotspot, accountParams, { invalidates: ['Hotspot'] }),
    ),
  }),
});

export const { useListHotspotsQuery, useCreateHotspotMutation } = manageHotspotsApi;
