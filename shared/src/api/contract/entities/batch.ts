import { z } from 'zod';
import { BATCH_EMPTY_MESSAGE, BATCH_OUTCOMES, BATCH_TOO_LARGE_MESSAGE, MAX_BATCH_ITEMS } from '../batchRules.ts';

/*
 * The parts the two batch registration calls share (issue 28): the item list's caps, and an answer of
 * one result per item, in body order, with the counts of each outcome.
 */

export const BatchOutcomeSchema = z.enum(BATCH_OUTCOMES);

/** The items of a batch: 1 to `MAX_BATCH_ITEMS`. */
export function batchItems<S extends z.ZodType>(item: S) {
  return z
    .array(item)
    .min(1, BATCH_EMPTY_MESSAGE)
    .max(MAX_BATCH_ITEMS, BATCH_TOO_LARGE_MESSAGE)
    .describe(`1 to ${MAX_BATCH_ITEMS} items; each is checked on its own, and its result says what became of it`);
}

export const DryRunSchema = z
  .boolean()
  .default(false)
  .describe('true: check every item and answer what would happen, writing nothing');

/** One result per item of the body, in its order, keyed by `idKey` (the id as stored, or as sent when invalid). */
export function batchResults<K extends string>(idKey: K) {
  return z.array(
    z.object({
      index: z.number().int().nonnegative().describe('Position of the item in the body, from 0'),
      ...({ [idKey]: z.string() } as Record<K, z.ZodString>),
      outcome: BatchOutcomeSchema,
      message: z.string().optional().describe('Why the item was skipped or failed'),
    }),
  );
}

const Count = z.number().int().nonnegative();
/** How many items had each outcome. */
export const BatchCounts = { created: Count, skipped: Count, failed: Count };
