import {
  ADMIN_DEVICE_PAGE_SIZE,
  buildPath,
  ENDPOINT_PATHS,
  platformApi,
  TIER_PAGE_SIZE,
  type PlatformExtraOptions,
} from '@beacon/shared';
import type { BodyOf, ResponseOf } from '@beacon/shared/contract';

const listAccounts = ENDPOINT_PATHS.listAdminAccounts;
const getAccount = ENDPOINT_PATHS.getAdminAccount;
const updateAccount = ENDPOINT_PATHS.updateAdminAccount;
const applyTier = ENDPOINT_PATHS.applyTier;
const sendInvite = ENDPOINT_PATHS.sendAdminInvite;
const listNetworks = ENDPOINT_PATHS.listAdminNetworks;
const hotspotStatus = ENDPOINT_PATHS.getAdminHotspotStatus;
const networkDevices = ENDPOINT_PATHS.listAdminNetworkDevices;
const getDevice = ENDPOINT_PATHS.getAdminDevice;
const updateDevice = ENDPOINT_PATHS.updateAdminDevice;
const clearSession = ENDPOINT_PATHS.clearAdminDeviceSession;
const disconnect = ENDPOINT_PATHS.disconnectAdminDevice;
const getHotspot = ENDPOINT_PATHS.getAdminHotspot;
const listTiers = ENDPOINT_PATHS.listTierProfiles;
const getTier = ENDPOINT_PATHS.getTierProfile;
const saveTier = ENDPOINT_PATHS.saveTierProfile;
const deleteTier = ENDPOINT_PATHS.deleteTierProfile;
const standardTiers = ENDPOINT_PATHS.listStandardTiers;

/** The admin screens show their own messages (admin-and-hotspots.md §8.3): no global toast doubles them. */
const SILENT: PlatformExtraOptions = { silent: true };

export type AdminAccountsPage = ResponseOf<typeof listAccounts>;
export type AdminAccount = AdminAccountsPage['accounts'][number];
export type AdminAccountDetail = ResponseOf<typeof getAccount>;
export type AdminMember = AdminAccountDetail['acc_members'][number];
export type AdminNetwork = ResponseOf<typeof listNetworks>['networks'][number];
export type HotspotSummary = ResponseOf<typeof hotspotStatus>;
export type HotspotSummaryRow = HotspotSummary['hotspots'][number];
export type AdminDevicesPage = ResponseOf<typeof networkDevices>;
export type AdminDevice = ResponseOf<typeof getDevice>;
export type UpdateAdminDeviceBody = BodyOf<typeof updateDevice>;
export type AdminHotspot = ResponseOf<typeof getHotspot>;
export type TierProfilePage = ResponseOf<typeof listTiers>;
export type TierProfile = ResponseOf<typeof getTier>;
export type SaveTierBody = BodyOf<typeof saveTier>;
export type StandardTiers = ResponseOf<typeof standardTiers>;
export type FeatureDefinition = StandardTiers['feature_definitions'][number];

export interface AccountsPageArgs {
  pagesize?: number | undefined;
  cursor?: string | undefined;
  hideInternal?: boolean | undefined;
}
interface AccountArg {
  accountId: string;
}
interface DeviceArg {
  deviceId: string;
}

/** The query of one accounts page (also used by the search and tier-filter scans, which page on their own). */
export function accountsPageQuery({ pagesize, cursor, hideInternal }: AccountsPageArgs) {
  return { pagesize, cursor, hide_internal: hideInternal ? true : undefined };
}

/**
 * Every platform-admin call (admin-and-hotspots.md §7.4), injected into the one platform API. Account
 * data provides `AdminAccount` (by id), devices `AdminDevice` (by id) and tiers `Tier`; every change
 * invalidates what it changes.
 */
export const adminApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    listAdminAccounts: build.query<AdminAccountsPage, AccountsPageArgs>({
      query: (args) => buildPath(listAccounts, {}, accountsPageQuery(args)),
      providesTags: ['AdminAccount'],
      extraOptions: SILENT,
    }),
    getAdminAccount: build.query<AdminAccountDetail, string>({
      query: (accountId) => buildPath(getAccount, { id: accountId }),
      providesTags: (_result, _error, accountId) => [{ type: 'AdminAccount', id: accountId }],
      extraOptions: SILENT,
    }),
    setAccountSuspended: build.mutation<AdminAccount, AccountArg & { suspended: boolean }>({
      query: ({ accountId, suspended }) => ({
        url: buildPath(updateAccount, { id: accountId }),
        method: updateAccount.method,
        body: { suspended },
      }),
      invalidatesTags: ['AdminAccount'],
      extraOptions: SILENT,
    }),
    applyTier: build.mutation<AdminAccount, AccountArg & { tierName: string }>({
      query: ({ accountId, tierName }) => ({
        url: buildPath(applyTier, { id: accountId }),
        method: applyTier.method,
        body: { tier_name: tierName },
      }),
      invalidatesTags: ['AdminAccount'],
      extraOptions: SILENT,
    }),
    sendAdminInvite: build.mutation<ResponseOf<typeof sendInvite>, AccountArg & { email: string }>({
      query: ({ accountId, email }) => ({
        url: buildPath(sendInvite, { id: accountId }),
        method: sendInvite.method,
        body: { user: email },
      }),
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
    listAdminNetworkDevices: build.query<
      AdminDevicesPage,
      AccountArg & { networkId: string; cursor?: string | undefined }
    >({
      query: ({ accountId, networkId, cursor }) =>
        buildPath(networkDevices, { id: accountId, net: networkId }, { pagesize: ADMIN_DEVICE_PAGE_SIZE, cursor }),
      providesTags: ['AdminDevice'],
      extraOptions: SILENT,
    }),
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
    getAdminHotspot: build.query<AdminHotspot, string>({
      query: (hotspotId) => buildPath(getHotspot, { hotspotId }),
      extraOptions: SILENT,
    }),
    listTierProfiles: build.query<TierProfilePage, { page: number; search?: string | undefined }>({
      query: ({ page, search }) =>
        buildPath(listTiers, {}, { page, page_size: TIER_PAGE_SIZE, search: search || undefined }),
      providesTags: ['Tier'],
      extraOptions: SILENT,
    }),
    getTierProfile: build.query<TierProfile, string>({
      query: (tier) => buildPath(getTier, { tier }),
      providesTags: (_result, _error, tier) => [{ type: 'Tier', id: tier }],
      extraOptions: SILENT,
    }),
    saveTierProfile: build.mutation<TierProfile, SaveTierBody>({
      query: (body) => ({ url: buildPath(saveTier, {}), method: saveTier.method, body }),
      invalidatesTags: ['Tier', 'AdminAccount'],
      extraOptions: SILENT,
    }),
    deleteTierProfile: build.mutation<null, string>({
      query: (tier) => ({ url: buildPath(deleteTier, { tier }), method: deleteTier.method }),
      invalidatesTags: ['Tier'],
      extraOptions: SILENT,
    }),
    listStandardTiers: build.query<StandardTiers, void>({
      query: () => buildPath(standardTiers, {}),
      providesTags: ['Tier'],
      extraOptions: SILENT,
    }),
  }),
});

export const {
  useListAdminAccountsQuery,
  useGetAdminAccountQuery,
  useSetAccountSuspendedMutation,
  useApplyTierMutation,
  useSendAdminInviteMutation,
  useListAdminNetworksQuery,
  useGetAdminHotspotStatusQuery,
  useListAdminNetworkDevicesQuery,
  useGetAdminDeviceQuery,
  useUpdateAdminDeviceMutation,
  useClearAdminDeviceSessionMutation,
  useDisconnectAdminDeviceMutation,
  useGetAdminHotspotQuery,
  useListTierProfilesQuery,
  useGetTierProfileQuery,
  useSaveTierProfileMutation,
  useDeleteTierProfileMutation,
  useListStandardTiersQuery,
} = adminApi;
