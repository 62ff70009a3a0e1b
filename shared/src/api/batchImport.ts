import { useCallback } from 'react';
import type { ResponseOf } from './contract/index.ts';
import { ENDPOINT_PATHS } from './contract/paths.ts';
import { accountParams, silentMutation, type AccountBodyArgs, type PlatformTag } from './contractEndpoints.ts';
import { platformApi } from './platformApi.ts';
import { useAppDispatch } from './store.ts';

const createDevicesBatch = ENDPOINT_PATHS.createDevicesBatch;
const createHotspotsBatch = ENDPOINT_PATHS.createHotspotsBatch;

export type CreateDevicesBatchArgs = AccountBodyArgs<typeof createDevicesBatch>;
export type CreateDevicesBatchAnswer = ResponseOf<typeof createDevicesBatch>;
export type CreateHotspotsBatchArgs = AccountBodyArgs<typeof createHotspotsBatch>;
export type CreateHotspotsBatchAnswer = ResponseOf<typeof createHotspotsBatch>;

/**
 * What an import changes: every device list and the networks' device counts (as after registerDevice),
 * or the hotspot lists, the account's and each group's (as after createHotspot).
 */
const IMPORT_CHANGES = {
  devices: ['Device', 'Network'],
  hotspots: ['Hotspot'],
} as const satisfies Record<string, readonly PlatformTag[]>;

/**
 * For the end of an import: fetches again what it changed. The batch calls themselves invalidate
 * nothing, or the page behind the dialog would be fetched and drawn again after each of them.
 */
export function useRefreshAfterImport(kind: keyof typeof IMPORT_CHANGES): () => void {
  const dispatch = useAppDispatch();
  return useCallback(() => void dispatch(platformApi.util.invalidateTags([...IMPORT_CHANGES[kind]])), [dispatch, kind]);
}

/**
 * Bulk import (issue 28): registering up to `MAX_BATCH_ITEMS` devices or hotspots in one call, each item
 * answered with its outcome.
 */
export const batchImportApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    // Silent: the import screen reports every row itself.
    createDevicesBatch: build.mutation<CreateDevicesBatchAnswer, CreateDevicesBatchArgs>(
      silentMutation(createDevicesBatch, accountParams),
    ),
    createHotspotsBatch: build.mutation<CreateHotspotsBatchAnswer, CreateHotspotsBatchArgs>(
      silentMutation(createHotspotsBatch, accountParams),
    ),
  }),
});

export const { useCreateDevicesBatchMutation, useCreateHotspotsBatchMutation } = batchImportApi;
