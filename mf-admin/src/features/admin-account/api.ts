import { buildPath, ENDPOINT_PATHS, platformApi } from '@beacon/shared';
import type { AdminAccount, ResponseOf } from '@beacon/shared/contract';
import { SILENT } from '../../components/adminApi.ts';

const applyTier = ENDPOINT_PATHS.applyTier;
const sendInvite = ENDPOINT_PATHS.sendAdminInvite;

interface AccountArg {
  accountId: string;
}

/**
 * The account page's changes (admin-and-hotspots.md §7.4): assigning a tier, which invalidates the
 * account data, and sending an invite.
 */
export const adminAccountApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
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
  }),
});

export const { useApplyTierMutation, useSendAdminInviteMutation } = adminAccountApi;
