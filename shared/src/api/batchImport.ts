import type { ResponseOf } from './contract/index.ts';
import { ENDPOINT_PATHS } from './contract/paths.ts';
import { accountParams, silentMutation, type AccountBodyArgs, type PlatformTag } from './contractEndpoints.ts';
import { platformApi } from './platformApi.ts';

const createDevicesBatch = ENDPOINT_PATHS.createDevicesBatch;
const createHotspotsBatch = ENDPOINT_PATHS.createHotspotsBatch;

export type CreateDevicesBatchArgs = AccountBodyArgs<typeof createDevicesBatch>;
export type CreateDevicesBatchAnswer = ResponseOf<typeof createDevicesBatch>;
export type CreateHotspotsBatchArgs = AccountBodyArgs<typeof createHotspotsBatch>;
export type CreateHotspotsBatchAnswer = ResponseOf<typeof createHotspotsBatch>;
type BatchCall = typeof createDevicesBatch | typeof createHotspotsBatch;
type BatchArgs = CreateDevicesBatchArgs | CreateHotspotsBatchArgs;

/**
 * The mutation of a batch call (silent: the import screen reports every row itself). It changes what
 * `tags` cache, unless it was a dry run, which writes nothing.
 */
export function batchMutation(op: BatchCall, tags: readonly PlatformTag[]) {
  return {
    ...silentMutation<BatchCall, BatchArgs>(op, accountParams),
    invalidatesTags: (_answer: unknown, _error: unknown, { body }: BatchArgs) =>
      body.dry_run === true ? [] : [...tags],
  };
}

/**
 * Bulk import (issue 28): registering up to `MAX_BATCH_ITEMS` devices or hotspots in one call, each item
 * answered with its outcome.
 */
export const batchImportApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    // Every device list and the networks' device counts change, as after registerDevice.
    createDevicesBatch: build.mutation<CreateDevicesBatchAnswer, CreateDevicesBatchArgs>(
      batchMutation(createDevicesBatch, ['Device', 'Network']),
    ),
    // The hotspot lists (the account's and each group's), as after createHotspot.
    createHotspotsBatch: build.mutation<CreateHotspotsBatchAnswer, CreateHotspotsBatchArgs>(
      batchMutation(createHotspotsBatch, ['Hotspot']),
    ),
  }),
});

export const { useCreateDevicesBatchMutation, useCreateHotspotsBatchMutation } = batchImportApi;
