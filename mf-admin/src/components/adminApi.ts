import { buildPath, ENDPOINT_PATHS, platformApi, TIER_PAGE_SIZE, type PlatformExtraOptions } from '@beacon/shared';
import type { AdminNetwork, HotspotSummary, ResponseOf } from '@beacon/shared/contract';

const getAccount = ENDPOINT_PATHS.getAdminAccount;
const listNetworks = ENDPOINT_PATHS.listAdminNetworks;
const hotspotStatus = ENDPOINT_PATHS.getAdminHotspotStatus;
const listTiers = ENDPOINT_PATHS.listTierProfiles;
const clearSession = ENDPOINT_PATHS.clearAdminDeviceSession;
const disconnect = ENDPOINT_PATHS.disconnectAdminDevice;

/** The admin screens show their own messages (admin-and-hotspots.md §8.3): no global toast doubles them. */
export const SILENT: PlatformExtraOptions = { silent: true };

export type AdminAccountDetail = ResponseOf<typeof getAccount>;
export type HotspotSummaryRow = HotspotSummary['hotspots'][number];
type TierProfilePage = ResponseOf<typeof listTiers>;

/** A call about one device. */
export interface DeviceArg {
  deviceId: string;
}

/**
 * The platform-admin calls (admin-and-hotspots.md §7.4) that two or more admin screens make: the
 * account (its page, the network devices and the monitored hotspots), its networks (its page and the
 * network devices), its hotspot status (its page and the monitored hotspots), the tier profiles (the
 * dashboard's filter, the account's tier and the tiers page) and a device's session actions (the device
 * page and the network devices). Account data provides `AdminAccount` (by id), devices `AdminDevice`
 * and tiers `Tier`; every change invalidates what it changes.
 */
export const adminApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminAccount: build.query<AdminAccountDetail, string>({
      query: (accountId) => buildPath(getAccount, { id: accountId }),
      providesTags: (_result, _error, accountId) => [{ type: 'AdminAccount', id: accountId }],
      extraOptions: SILENT,
    }),
    listAdminNetworks: build.query<AdminNetwork[], string>({
      query: (accountId) => buildPath(listNetworks, { id: accountId }),
      transformResponse: (answer: ResponseOf<typeof listNetworks>) => answer.networks,
      providesTags: (_result, _error, accountId) => [{ type: 'AdminAccount', id: `${accountId}/networks` }],
      extraOptions: SILENT,
    }),
    getAdminHotspotStatus: build.query<HotspotSummary, string>({
      query: (accountId) => buildPath(hotspotStatus, { id: accountId }),
      providesTags: (_result, _error, accountId) => [{ type: 'AdminAccount', id: `${accountId}/hotspots` }],
      extraOptions: SILENT,
    }),
    listTierProfiles: build.query<TierProfilePage, { page: number; search?: string | undefined }>({
      query: ({ page, search }) =>
        buildPath(listTiers, {}, { page, page_size: TIER_PAGE_SIZE, search: search || undefined }),
      providesTags: ['Tier'],
      extraOptions: SILENT,
    }),
    clearAdminDeviceSession: build.mutation<null, DeviceArg>({
      query: ({ deviceId }) => ({ url: buildPath(clearSession, { deviceId }), method: clearSession.method }),
      invalidatesTags: ['AdminDevice'],
      extraOptions: SILENT,
    }),
    disconnectAdminDevice: build.mutation<null, DeviceArg>({
      query: ({ deviceId }) => ({ url: buildPath(disconnect, { deviceId }), method: disconnect.method }),
      invalidatesTags: ['AdminDevice'],
      extraOptions: SILENT,
    }),
  }),
});

export const {
  useGetAdminAccountQuery,
  useListAdminNetworksQuery,
  useGetAdminHotspotStatusQuery,
  useListTierProfilesQuery,
  useClearAdminDeviceSessionMutation,
  useDisconnectAdminDeviceMutation,
} = adminApi;
