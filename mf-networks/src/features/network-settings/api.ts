import { buildPath, ENDPOINT_PATHS, platformApi } from '@beacon/shared';
import type { RenameNetworkBody, ResponseOf } from '@beacon/shared/contract';
import { NETWORK_LIST_TAG, networkParams, SILENT, type NetworkArgs } from '../../components/networkApi.ts';
import { ifMatch } from '../../components/versionedNetworkApi.ts';

const update = ENDPOINT_PATHS.updateNetwork;
const remove = ENDPOINT_PATHS.deleteNetwork;

export interface UpdateNetworkSettingsArgs extends NetworkArgs {
  /** The update's rename shape (the other one re-saves the routes). */
  body: RenameNetworkBody;
  /** The network's revision the change was made from, sent as `If-Match` (a stale one gets 409). */
  etag: string | null;
}

/** Network settings (customer-console.md §7): the rename/landing-page update and delete. Silent: own toasts. */
export const networkSettingsApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    updateNetworkSettings: build.mutation<ResponseOf<typeof update>, UpdateNetworkSettingsArgs>({
      query: ({ body, etag, ...args }) => ({
        url: buildPath(update, networkParams(args)),
        method: update.method,
        body,
        ...ifMatch(etag),
      }),
      invalidatesTags: ['Network'],
      extraOptions: SILENT,
    }),
    /**
     * Also deregisters the network's devices and removes its integrations and routes
     * (docs/decisions.md). The list and the cached devices, integrations and routes are invalidated
     * (unused entries are dropped); the network itself is not loaded again by its open page, which
     * leaves, and its entry goes with the page (getNetworkDetail keeps no unused data).
     */
    removeNetwork: build.mutation<ResponseOf<typeof remove>, NetworkArgs>({
      query: (args) => ({ url: buildPath(remove, networkParams(args)), method: remove.method }),
      invalidatesTags: (_result, error, { networkId }) =>
        error ? [] : [NETWORK_LIST_TAG, 'Device', 'Integration', { type: 'Route', id: networkId }],
      extraOptions: SILENT,
    }),
  }),
});

export const { useUpdateNetworkSettingsMutation, useRemoveNetworkMutation } = networkSettingsApi;
