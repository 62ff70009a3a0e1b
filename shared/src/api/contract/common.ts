import { z } from 'zod';
import { isHttpUrl } from '../../validation/url.ts';
import type { RuleCheck } from './textRule.ts';

export { isHttpUrl };

/**
 * Named response schemas. `toOpenApi()` emits every schema registered here once, under
 * `components.schemas`, and refers to it with `$ref`.
 */
export const contractSchemas = z.registry<{ id: string; description?: string }>();

/** Registers a response schema under a component name and returns it unchanged. */
export function named<S extends z.ZodType>(id: string, schema: S, description?: string): S {
  contractSchemas.add(schema, description === undefined ? { id } : { id, description });
  return schema;
}

/** Seconds since the Unix epoch. Every timestamp in the API is one. */
export const EpochSeconds = z.number().int().nonnegative();

/** Account levels: 0 Owner, 20 Admin, 30 Member, 40 Installer (customer-console.md §6). */
export const ACCOUNT_LEVELS = { owner: 0, admin: 20, member: 30, installer: 40 } as const;
export const AccountLevelSchema = z.union([z.literal(0), z.literal(20), z.literal(30), z.literal(40)]);
export type AccountLevel = z.infer<typeof AccountLevelSchema>;
/** Levels that can be assigned to a member, an invite or an API token (never 0). */
export const AssignableLevelSchema = z.union([z.literal(20), z.literal(30), z.literal(40)]);
export type AssignableLevel = z.infer<typeof AssignableLevelSchema>;

export const LatLonSchema = z.object({
  lat: z.number().min(-90).max(90),
  lon: z.number().min(-180).max(180),
});
export type LatLon = z.infer<typeof LatLonSchema>;

/** A required text, trimmed: `message` when it is missing, not text or empty. */
export function requiredText(message: string) {
  return z.string({ error: message }).trim().min(1, message);
}

/** A required, trimmed http(s) URL with the given messages (`tooLong` defaults to "At most {max} characters"). */
export function httpUrl(messages: { required: string; invalid: string; tooLong?: string }, max?: number) {
  const base = requiredText(messages.required);
  const limited = max === undefined ? base : base.max(max, messages.tooLong ?? `At most ${max} characters`);
  return limited.refine(isHttpUrl, messages.invalid);
}

/** The schema of an e-mail field from its rule (`emailRule` in rules.ts): required, then too long, then the pattern. */
export function email(rule: { required: string; maxLength?: RuleCheck<number>; pattern: RuleCheck<RegExp> }) {
  const base = requiredText(rule.required);
  // The length first, like the forms' rules: a long address hears "At most …" however it is written.
  const limited = rule.maxLength ? base.max(rule.maxLength.value, rule.maxLength.message) : base;
  return limited.regex(rule.pattern.value, rule.pattern.message);
}

/** An opaque paging cursor; `null` (or absent) when there is no further page. */
export const CursorSchema = z.string().nullable();

/** What a list call answers: `{ [key]: item[] }`. */
export type ListOf<K extends string, S extends z.ZodType> = z.ZodObject<Record<K, z.ZodArray<S>>>;

/** The schema of a list answer: `{ [key]: item[] }`. */
export function listOf<K extends string, S extends z.ZodType>(key: K, item: S): ListOf<K, S> {
  return z.object({ [key]: z.array(item) } as Record<K, z.ZodArray<S>>);
}

/** One page of a cursor-paged list: `{ [key]: item[], cursor }`. */
export function pageOf<K extends string, S extends z.ZodType>(key: K, item: S) {
  return listOf(key, item).extend({ cursor: CursorSchema });
}

/** `?pagesize=`: a whole number from 1 to `max`. */
export function pageSizeQuery(max: number) {
  return z.coerce.number().int().positive().max(max);
}

/** `?flag=true` query booleans: 'true' / '1' are true, 'false' / '0' are false. */
export const QueryBoolean = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** Body of every error response (400, 401, 403, 404, 409, 429, 500). */
export const ErrorBodySchema = named(
  'ErrorBody',
  z.object({
    message: z.string().describe('User-visible message; the console shows it in toasts.'),
    detail: z
      .string()
      .optional()
      .describe('Optional human-readable detail; the console shows it in preference to message.'),
    field: z.string().optional().describe('Which input failed validation (400), e.g. body.name.'),
  }),
  'Error response body. 429 responses also carry a Retry-After header (seconds).',
);
export type ErrorBody = z.infer<typeof ErrorBodySchema>;
export const ERROR_STATUSES = [400, 401, 403, 404, 409, 429, 500] as const;
export type ErrorStatus = (typeof ERROR_STATUSES)[number];

/** Response of 204 No Content calls: the client sees `null`. */
export const NoContent = z.null();
