import { buildPath, ENDPOINT_PATHS, platformApi, silentItem, silentList, silentMutation } from '@beacon/shared';
import type { BodyOf, ResponseOf, TierProfile } from '@beacon/shared/contract';
import { SILENT } from '../../components/adminApi.ts';

const getTier = ENDPOINT_PATHS.getTierProfile;
const saveTier = ENDPOINT_PATHS.saveTierProfile;
const deleteTier = ENDPOINT_PATHS.deleteTierProfile;
const standardTiers = ENDPOINT_PATHS.listStandardTiers;

export type SaveTierBody = BodyOf<typeof saveTier>;
type StandardTiers = ResponseOf<typeof standardTiers>;

const tierParams = (tier: string) => ({ tier });

/**
 * Tier management (admin-and-hotspots.md §7.4): one tier profile, saving (which changes the accounts on
 * it too) and deleting one, and the standard tiers with the feature definitions. The list is in
 * `components/adminApi.ts`: the dashboard and the account page list the tiers too.
 */
export const tiersApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    getTierProfile: build.query<TierProfile, string>(silentItem(getTier, tierParams, 'Tier', (tier) => tier)),
    saveTierProfile: build.mutation<TierProfile, SaveTierBody>({
      query: (body) => ({ url: buildPath(saveTier, {}), method: saveTier.method, body }),
      invalidatesTags: ['Tier', 'AdminAccount'],
      extraOptions: SILENT,
    }),
    deleteTierProfile: build.mutation<null, string>(silentMutation(deleteTier, tierParams, { invalidates: ['Tier'] })),
    listStandardTiers: build.query<StandardTiers, void>(silentList(standardTiers, () => ({}), { tags: ['Tier'] })),
  }),
});

export const {
  useGetTierProfileQuery,
  useSaveTierProfileMutation,
  useDeleteTierProfileMutation,
  useListStandardTiersQuery,
} = tiersApi;
