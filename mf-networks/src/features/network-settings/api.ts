import { buildPath, ENDPOINT_PATHS, platformApi } from '@beacon/shared';
import type { RenameNetworkBody, ResponseOf } from '@beacon/shared/contract';
import { networkParams, SILENT, type NetworkArgs } from '../../components/networkApi.ts';

const update = ENDPOINT_PATHS.updateNetwork;
const remove = ENDPOINT_PATHS.deleteNetwork;

export interface UpdateNetworkSettingsArgs extends NetworkArgs {
  /** The update's rename shape (the other one re-saves the routes). */
  body: RenameNetworkBody;
}

/** Network settings (customer-console.md §7): the rename/landing-page update and delete. Silent: own toasts. */
export const networkSettingsApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    updateNetworkSettings: build.mutation<ResponseOf<typeof update>, UpdateNetworkSettingsArgs>({
      query: ({ body, ...args }) => ({ url: buildPath(update, networkParams(args)), method: update.method, body }),
      invalidatesTags: ['Network'],
      extraOptions: SILENT,
    }),
    /** Also deregisters the network's devices and removes its integrations (docs/decisions.md). */
    removeNetwork: build.mutation<ResponseOf<typeof remove>, NetworkArgs>({
      query: (args) => ({ url: buildPath(remove, networkParams(args)), method: remove.method }),
      invalidatesTags: ['Network', 'Device', 'Integration'],
      extraOptions: SILENT,
    }),
  }),
});

export const { useUpdateNetworkSettingsMutation, useRemoveNetworkMutation } = networkSettingsApi;
