/*
 * Bulk import (issue 28): the caps and messages of the batch registration calls (`createDevicesBatch`,
 * `createHotspotsBatch`) as plain data, zod-free like rules.ts (which re-exports them), so a remote
 * checks a file against them before sending and shows the platform's own words.
 */

/** The most items one batch call takes; a larger file goes in several calls. */
export const MAX_BATCH_ITEMS = 500;
/** 400 for a batch of more than `MAX_BATCH_ITEMS` items. */
export const BATCH_TOO_LARGE_MESSAGE = `At most ${MAX_BATCH_ITEMS} items per call`;
/** 400 for a batch without items. */
export const BATCH_EMPTY_MESSAGE = 'At least 1 item per call';

/** What became of one item of a batch. */
export const BATCH_OUTCOMES = ['created', 'skipped', 'failed'] as const;
export type BatchOutcome = (typeof BATCH_OUTCOMES)[number];

/** How many results had each outcome (a batch answer's `created`, `skipped` and `failed`). */
export function countOutcomes(
  results: ReadonlyArray<{ readonly outcome: BatchOutcome }>,
): Record<BatchOutcome, number> {
  const counts: Record<BatchOutcome, number> = { created: 0, skipped: 0, failed: 0 };
  for (const { outcome } of results) counts[outcome] += 1;
  return counts;
}

/** A device already in the caller's account (a 409 of createDevice, a skipped batch item). */
export const DEVICE_IN_ACCOUNT_MESSAGE = 'This device is already registered to your account';
/** A device another account holds (a 409 of createDevice, a failed batch item). */
export const DEVICE_IN_OTHER_ACCOUNT_MESSAGE = 'This device is registered to another account';
/** The device limit message with `{max}` in place of the tier's `max_devices`. */
export const DEVICE_LIMIT_MESSAGE = "Device limit reached: this account's tier allows {max} devices";

/** A device the account's tier has no room for (a 409 of createDevice, a failed batch item). */
export function deviceLimitMessage(max: number): string {
  return DEVICE_LIMIT_MESSAGE.replace('{max}', String(max));
}

/** A hotspot already in the caller's account (a skipped batch item). */
export const HOTSPOT_IN_ACCOUNT_MESSAGE = 'This hotspot is already registered to your account';
/** A hotspot registered to another account: createHotspot's 409, a failed batch item. */
export const HOTSPOT_EXISTS_MESSAGE = 'Hotspot already registered';
/** A batch item whose group (a name or a group id) is not a group of the account. */
export const GROUP_NOT_FOUND_MESSAGE = 'Group not found: {group}';

export function groupNotFoundMessage(group: string): string {
  return GROUP_NOT_FOUND_MESSAGE.replace('{group}', group);
}
