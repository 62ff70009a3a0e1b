import { MAX_BATCH_ITEMS } from '@beacon/shared';
import type { BatchAnswer, BatchItem, SendBatch, ServerCheck } from './types.ts';

/** `items` in slices of `size` (the batch call's cap). */
export function inBatches<T>(items: readonly T[], size: number = MAX_BATCH_ITEMS): T[][] {
  const batches: T[][] = [];
  for (let start = 0; start < items.length; start += size) batches.push(items.slice(start, start + size));
  return batches;
}

/** An item to send and what its answer is filed under (a row's key, or a dry run's item key). */
export interface Sendable<K> {
  key: K;
  item: BatchItem;
}

export interface RunBatchesOptions<K> {
  items: readonly Sendable<K>[];
  send: SendBatch;
  dryRun: boolean;
  /** Asked before each batch: true stops there. A batch under way is never broken off. */
  stopped?: () => boolean;
  /** After each batch: its answers by key, the answer itself and how many items are done. */
  onBatch: (checks: Map<K, ServerCheck>, answer: BatchAnswer, done: number) => void;
}

export interface RunBatchesResult {
  /** Items sent and answered. */
  done: number;
  /** Stopped by `stopped()` before every item was sent. */
  stopped: boolean;
  /** The failure that ended the run (a network error, a 4xx/5xx): the items after `done` were not sent. */
  error?: unknown;
}

/**
 * Sends `items` in batches of `MAX_BATCH_ITEMS`, one call at a time (each counts once for the rate
 * limit), and files each item's answer under its key. Stops at a failed call, or when `stopped()`
 * says so between two batches, keeping what was done.
 */
export async function runBatches<K>({
  items,
  send,
  dryRun,
  stopped,
  onBatch,
}: RunBatchesOptions<K>): Promise<RunBatchesResult> {
  let done = 0;
  for (const batch of inBatches(items)) {
    if (stopped?.()) return { done, stopped: true };
    let answer: BatchAnswer;
    try {
      answer = await send(
        batch.map((entry) => entry.item),
        dryRun,
      );
    } catch (error) {
      return { done, stopped: false, error };
    }
    const checks = new Map<K, ServerCheck>();
    batch.forEach((entry, index) => {
      const check = answer.results[index];
      if (check) checks.set(entry.key, check);
    });
    done += batch.length;
    onBatch(checks, answer, done);
  }
  return { done, stopped: false };
}
