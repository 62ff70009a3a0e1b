import { z } from 'zod';
import { tooLongMessage } from '../../../validation/limits.ts';
import { EpochSeconds } from '../common.ts';
import { DeviceSchema, EventLogRowSchema } from './device.ts';

export const SORT_FIELD_MESSAGE = 'Invalid sort field';
export const DATE_RANGE_MESSAGE = 'Invalid date range: start is after end';
/** Filters (`fields`) and date ranges per explorer request; the console sends at most 3 and 1. */
export const MAX_EXPLORER_FILTERS = 10;
export const TOO_MANY_FILTERS_MESSAGE = `At most ${MAX_EXPLORER_FILTERS} filters`;
export const MAX_DATE_RANGES = 10;
export const TOO_MANY_DATE_RANGES_MESSAGE = `At most ${MAX_DATE_RANGES} date ranges`;
/** A filter value (a full event type is at most 216 characters). */
export const MAX_FILTER_VALUE_LENGTH = 500;
export const FILTER_VALUE_TOO_LONG_MESSAGE = tooLongMessage('Filter value', MAX_FILTER_VALUE_LENGTH);

/**
 * Builds an explorer request schema:
 * `{ sort{field,order}, pagination{page_size,page}, fields[{field,value}], date_ranges[{field,start,end}] }`.
 * An unknown sort field answers 400 with a message that mentions "sort"; a range whose start is after
 * its end answers 400. Bounds are inclusive epoch seconds.
 */
export function explorerRequest<
  const F extends readonly [string, ...string[]],
  const S extends readonly [string, ...string[]],
  const D extends readonly [string, ...string[]],
>(spec: { fields: F; sortFields: S; dateFields: D; maxPageSize: number; defaultSort: S[number] }) {
  return z.object({
    sort: z
      .object({
        field: z.enum(spec.sortFields, { error: `${SORT_FIELD_MESSAGE}: one of ${spec.sortFields.join(', ')}` }),
        order: z.enum(['asc', 'desc'], { error: 'Invalid sort order: asc or desc' }),
      })
      .default({ field: spec.defaultSort, order: 'desc' }),
    pagination: z
      .object({
        page_size: z.number().int().positive().max(spec.maxPageSize),
        page: z.number().int().positive(),
      })
      .default({ page_size: Math.min(100, spec.maxPageSize), page: 1 }),
    fields: z
      .array(
        z.object({
          field: z.enum(spec.fields),
          value: z.string().max(MAX_FILTER_VALUE_LENGTH, FILTER_VALUE_TOO_LONG_MESSAGE),
        }),
      )
      .max(MAX_EXPLORER_FILTERS, TOO_MANY_FILTERS_MESSAGE)
      .default([])
      .describe(`At most ${MAX_EXPLORER_FILTERS} filters; values at most ${MAX_FILTER_VALUE_LENGTH} characters`),
    date_ranges: z
      .array(
        z
          .object({ field: z.enum(spec.dateFields), start: EpochSeconds, end: EpochSeconds })
          .refine((range) => range.start <= range.end, DATE_RANGE_MESSAGE),
      )
      .max(MAX_DATE_RANGES, TOO_MANY_DATE_RANGES_MESSAGE)
      .default([])
      .describe(`At most ${MAX_DATE_RANGES} date ranges`),
  });
}

export function explorerResponse<T extends z.ZodType>(row: T) {
  return z.object({
    results: z.array(row),
    total: z.number().int().nonnegative(),
    page: z.number().int().positive(),
  });
}

/** Event log: filter on network_id, device_id, event_type; page size 100 in the console. */
export const LogExplorerRequestSchema = explorerRequest({
  fields: ['network_id', 'device_id', 'event_type'],
  sortFields: ['timestamp'],
  dateFields: ['timestamp'],
  maxPageSize: 1000,
  defaultSort: 'timestamp',
});
export type LogExplorerRequest = z.input<typeof LogExplorerRequestSchema>;
export const LogExplorerResponseSchema = explorerResponse(EventLogRowSchema);

/** Device list: sortable columns Created, Last Spotted, Last Request; page size 1000 in the console. */
export const DEVICE_SORT_FIELDS = ['created', 'last_seen', 'last_request'] as const;
export const DeviceExplorerRequestSchema = explorerRequest({
  fields: ['network_id', 'device_id'],
  sortFields: DEVICE_SORT_FIELDS,
  dateFields: DEVICE_SORT_FIELDS,
  maxPageSize: 1000,
  defaultSort: 'created',
});
export type DeviceExplorerRequest = z.input<typeof DeviceExplorerRequestSchema>;
export const DeviceExplorerResponseSchema = explorerResponse(DeviceSchema);

export type ExplorerResponse<T> = { results: T[]; total: number; page: number };

/** At most this many events per live-tail answer; `more` says when others are waiting. */
export const MAX_TAIL_EVENTS = 1000;
export const TAIL_CURSOR_MESSAGE = 'Invalid cursor';

/**
 * The live tail (beyond the spec): the log-explorer's filters and date ranges, and the cursor of the
 * last answer (`after`). Without `after` the tail starts now.
 */
export const LogTailRequestSchema = LogExplorerRequestSchema.pick({ fields: true, date_ranges: true }).extend({
  after: z
    .string()
    .regex(/^\d{1,15}$/, TAIL_CURSOR_MESSAGE)
    .optional()
    .describe('The `cursor` of the previous answer; absent to start at the newest event'),
  limit: z
    .number()
    .int()
    .positive()
    .max(MAX_TAIL_EVENTS)
    .default(500)
    .describe(`Events per answer, at most ${MAX_TAIL_EVENTS}`),
});
export type LogTailRequest = z.input<typeof LogTailRequestSchema>;
export const LogTailResponseSchema = z.object({
  results: z.array(EventLogRowSchema).describe('Events recorded after `after` that match the filters, oldest first'),
  cursor: z.string().describe('Pass it as `after` in the next request'),
  more: z.boolean().describe('More matching events are waiting: ask again at once'),
});
export type LogTailResponse = z.infer<typeof LogTailResponseSchema>;
