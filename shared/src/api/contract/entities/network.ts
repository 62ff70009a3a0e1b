import { z } from 'zod';
import { INTEGRATION_ROUTE_HEADER } from '../../../routing/constants.ts';
import {
  customHeaderCount,
  DUPLICATE_HEADER_MESSAGE,
  HEADER_LINE_BREAK,
  HEADER_NAME_MESSAGE,
  HEADER_NAME_PATTERN,
  HEADER_NAME_REQUIRED_MESSAGE,
  HEADER_NAME_SYMBOLS,
  HEADER_NAME_TOO_LONG_MESSAGE,
  HEADER_VALUE_MESSAGE,
  HEADER_VALUE_PATTERN,
  HEADER_VALUE_TOO_LONG_MESSAGE,
  HEADERS_MESSAGE,
  hasDuplicateHeaderNames,
  MAX_HEADER_NAME_LENGTH,
  MAX_HEADER_VALUE_LENGTH,
  MAX_HEADERS,
} from '../../../validation/headers.ts';
import {
  FILTER_TOO_LONG_MESSAGE,
  MAX_ROUTE_FILTER_LENGTH,
  MAX_ROUTES_PER_NETWORK,
  MAX_URL_LENGTH,
  TOO_MANY_ROUTES_MESSAGE,
  URL_TOO_LONG_MESSAGE,
} from '../../../validation/limits.ts';
import { EpochSeconds, httpUrl, isHttpUrl, named } from '../common.ts';
import { OUTBOUND_URL_RULE } from '../outboundUrls.ts';
import {
  DEVICE_ID_PLACEHOLDER,
  FILTER_REQUIRED_MESSAGE,
  NETWORK_NAME_MAX_LENGTH,
  NETWORK_NAME_MESSAGE,
  NETWORK_RENAME_MESSAGE,
  URL_REQUIRED_MESSAGE,
  VALID_URL_MESSAGE,
} from '../rules.ts';

/** Messages and caps of the zod-free form rules (`../rules.ts`) that these schemas use. */
export {
  FILTER_REQUIRED_MESSAGE,
  NETWORK_NAME_MESSAGE,
  NETWORK_RENAME_MESSAGE,
  URL_REQUIRED_MESSAGE,
  VALID_URL_MESSAGE,
};
/** Header carried by routes that an integration created (one definition, in the routing rules). */
export { INTEGRATION_ROUTE_HEADER };
/**
 * Header and route caps with their messages, defined without zod in `@beacon/shared` (validation/headers.ts,
 * validation/limits.ts) so that the console's forms check the same rules before sending.
 */
export {
  DUPLICATE_HEADER_MESSAGE,
  FILTER_TOO_LONG_MESSAGE,
  HEADER_NAME_MESSAGE,
  HEADER_NAME_PATTERN,
  HEADER_NAME_REQUIRED_MESSAGE,
  HEADER_NAME_TOO_LONG_MESSAGE,
  HEADER_VALUE_MESSAGE,
  HEADER_VALUE_PATTERN,
  HEADER_VALUE_TOO_LONG_MESSAGE,
  HEADERS_MESSAGE,
  MAX_HEADER_NAME_LENGTH,
  MAX_HEADER_VALUE_LENGTH,
  MAX_HEADERS,
  MAX_ROUTE_FILTER_LENGTH,
  MAX_ROUTES_PER_NETWORK,
  MAX_URL_LENGTH,
  TOO_MANY_ROUTES_MESSAGE,
  URL_TOO_LONG_MESSAGE,
};

/** Route as stored and returned (an integration's route may carry its own header besides 3 custom ones). */
export const RouteSchema = named(
  'Route',
  z.object({
    filter_events: z.string(),
    url: z.string(),
    order: z.number().int().optional().describe('Missing order sorts as 999'),
    headers: z.record(z.string(), z.string()).optional(),
  }),
);
export type Route = z.infer<typeof RouteSchema>;

/**
 * A header name: an HTTP token (RFC 9110 `tchar`) of at most 100 characters, trimmed. CR, LF or NUL
 * anywhere in it is refused, even at an end that trimming would remove.
 */
export const HeaderNameSchema = z
  .string({ error: HEADER_NAME_REQUIRED_MESSAGE })
  .refine((name) => !HEADER_LINE_BREAK.test(name), HEADER_NAME_MESSAGE)
  .trim()
  .min(1, HEADER_NAME_REQUIRED_MESSAGE)
  .max(MAX_HEADER_NAME_LENGTH, HEADER_NAME_TOO_LONG_MESSAGE)
  .regex(HEADER_NAME_PATTERN, HEADER_NAME_MESSAGE);

/** A header value: at most 1000 characters, no CR, LF or NUL. */
export const HeaderValueSchema = z
  .string()
  .max(MAX_HEADER_VALUE_LENGTH, HEADER_VALUE_TOO_LONG_MESSAGE)
  .regex(HEADER_VALUE_PATTERN, HEADER_VALUE_MESSAGE);

const HEADER_RULES =
  `names are HTTP tokens (letters, digits and ${HEADER_NAME_SYMBOLS}) of at most ${MAX_HEADER_NAME_LENGTH} ` +
  `characters, compared ignoring case (two names differing only in case are refused); values are at most ` +
  `${MAX_HEADER_VALUE_LENGTH} characters without CR, LF or NUL`;

/** Headers (name → value) by the header rules; a refused name answers its own message, not zod's "Invalid key". */
function headerRecord() {
  return z
    .record(HeaderNameSchema, HeaderValueSchema, {
      error: (issue) => (issue.code === 'invalid_key' ? issue.issues[0]?.message : undefined),
    })
    .refine((h) => !hasDuplicateHeaderNames(Object.keys(h)), DUPLICATE_HEADER_MESSAGE);
}

/** Up to 3 custom headers (name → value) by the header rules. */
export const HeadersInputSchema = headerRecord()
  .refine((h) => Object.keys(h).length <= MAX_HEADERS, HEADERS_MESSAGE)
  .describe(`Up to ${MAX_HEADERS} headers; ${HEADER_RULES}`);

/**
 * A route's headers as re-saved with the whole list: up to 3 custom headers, plus the integration
 * header on a route that an integration created (it does not count towards the 3, whatever its case,
 * and appears once: two case variants of a name are duplicates).
 */
export const RouteHeadersInputSchema = headerRecord()
  .refine((h) => customHeaderCount(Object.keys(h)) <= MAX_HEADERS, HEADERS_MESSAGE)
  .describe(
    `Up to ${MAX_HEADERS} custom headers, plus ${INTEGRATION_ROUTE_HEADER} on a route an integration created ` +
      `(not counted, whatever its case); ${HEADER_RULES}`,
  );

/** A route as sent in the routes update. */
export const RouteInputSchema = z.object({
  filter_events: z
    .string({ error: FILTER_REQUIRED_MESSAGE })
    .trim()
    .min(1, FILTER_REQUIRED_MESSAGE)
    .max(MAX_ROUTE_FILTER_LENGTH, FILTER_TOO_LONG_MESSAGE)
    .describe(
      `Event type filter, * = any characters (e.g. device.message.*); at most ${MAX_ROUTE_FILTER_LENGTH} characters`,
    ),
  url: httpUrl(
    { required: URL_REQUIRED_MESSAGE, invalid: VALID_URL_MESSAGE, tooLong: URL_TOO_LONG_MESSAGE },
    MAX_URL_LENGTH,
  ).describe(`http(s) URL the events are POSTed to; at most ${MAX_URL_LENGTH} characters; ${OUTBOUND_URL_RULE}`),
  order: z.number().int().optional(),
  headers: RouteHeadersInputSchema.optional(),
});
export type RouteInput = z.input<typeof RouteInputSchema>;

/** customer-console.md §3 Network. */
export const NetworkSchema = named(
  'Network',
  z.object({
    network_id: z.string(),
    name: z.string(),
    created: EpochSeconds,
    last_updated: EpochSeconds,
    device_count: z.number().int().nonnegative(),
    device_landing_page: z.string().optional(),
    routes: z.array(RouteSchema),
  }),
);
export type Network = z.infer<typeof NetworkSchema>;

export const NetworkNameSchema = z
  .string({ error: NETWORK_NAME_MESSAGE })
  .trim()
  .min(1, NETWORK_NAME_MESSAGE)
  .max(NETWORK_NAME_MAX_LENGTH, NETWORK_NAME_MESSAGE);

export const CreateNetworkBodySchema = z.object({ name: NetworkNameSchema });
export type CreateNetworkBody = z.infer<typeof CreateNetworkBodySchema>;

/** A URL that may contain a `{device_id}` placeholder, at most 2000 characters; empty string clears it. */
export const LandingPageSchema = z
  .string({ error: VALID_URL_MESSAGE })
  .trim()
  .max(MAX_URL_LENGTH, URL_TOO_LONG_MESSAGE)
  .refine((v) => v === '' || isHttpUrl(v.replaceAll(DEVICE_ID_PLACEHOLDER, 'device')), VALID_URL_MESSAGE)
  .describe(
    `http(s) URL; {device_id} in it is replaced by the device ID; at most ${MAX_URL_LENGTH} characters; ` +
      'empty removes the landing page',
  );

/** Network settings: rename and landing page (any member). */
export const RenameNetworkBodySchema = z.strictObject({
  name: z
    .string({ error: NETWORK_RENAME_MESSAGE })
    .trim()
    .min(1, NETWORK_RENAME_MESSAGE)
    .max(NETWORK_NAME_MAX_LENGTH, NETWORK_NAME_MESSAGE),
  device_landing_page: LandingPageSchema.optional(),
});
export type RenameNetworkBody = z.infer<typeof RenameNetworkBodySchema>;

/** Route list update: the whole list is re-saved (level ≤ 20). */
export const UpdateRoutesBodySchema = z.strictObject({
  routes: z
    .array(RouteInputSchema)
    .max(MAX_ROUTES_PER_NETWORK, TOO_MANY_ROUTES_MESSAGE)
    .describe(`The whole route list (it replaces the stored one); at most ${MAX_ROUTES_PER_NETWORK} routes`),
});
export type UpdateRoutesBody = z.input<typeof UpdateRoutesBodySchema>;

export const UPDATE_NETWORK_SHAPE_MESSAGE = 'Send either {name, device_landing_page} or {routes}, not both';

const hasKey = (input: unknown, key: string) => typeof input === 'object' && input !== null && key in input;

/**
 * The network update accepts exactly one of the two body shapes. When neither shape fits, the message
 * is the rename form's ("Valid name required"), the routes shape's first message for a body with
 * `routes`, or a note that the two shapes cannot be mixed.
 */
export const UpdateNetworkBodySchema = z.union([RenameNetworkBodySchema, UpdateRoutesBodySchema], {
  error: (issue) => {
    if (hasKey(issue.input, 'routes') && hasKey(issue.input, 'name')) return UPDATE_NETWORK_SHAPE_MESSAGE;
    if (hasKey(issue.input, 'routes')) {
      const branches = (issue as { errors?: ReadonlyArray<ReadonlyArray<{ message: string }>> }).errors;
      return branches?.[1]?.[0]?.message;
    }
    return NETWORK_RENAME_MESSAGE;
  },
});
export type UpdateNetworkBody = z.input<typeof UpdateNetworkBodySchema>;
