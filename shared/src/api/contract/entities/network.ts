import { z } from 'zod';
import { INTEGRATION_ROUTE_HEADER } from '../../../routing/constants.ts';
import { EpochSeconds, httpUrl, isHttpUrl, named } from '../common.ts';

export const NETWORK_NAME_MESSAGE = 'Valid Network Name required';
export const NETWORK_RENAME_MESSAGE = 'Valid name required';
export const VALID_URL_MESSAGE = 'Valid URL required';
export const FILTER_REQUIRED_MESSAGE = 'Filter is required';
export const URL_REQUIRED_MESSAGE = 'URL is required';
export const MAX_HEADERS = 3;
export const HEADERS_MESSAGE = `At most ${MAX_HEADERS} headers`;
/** Header carried by routes that an integration created (one definition, in the routing rules). */
export { INTEGRATION_ROUTE_HEADER };

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

/** Up to 3 custom headers (name → value); names must be non-empty. */
export const HeadersInputSchema = z
  .record(z.string().trim().min(1, 'Header name is required'), z.string())
  .refine((h) => Object.keys(h).length <= MAX_HEADERS, HEADERS_MESSAGE);

/**
 * A route's headers as re-saved with the whole list: up to 3 custom headers, plus the integration
 * header on a route that an integration created (it does not count towards the 3).
 */
export const RouteHeadersInputSchema = z
  .record(z.string().trim().min(1, 'Header name is required'), z.string())
  .refine(
    (h) => Object.keys(h).filter((name) => name.toLowerCase() !== INTEGRATION_ROUTE_HEADER).length <= MAX_HEADERS,
    HEADERS_MESSAGE,
  );

/** A route as sent in the routes update. */
export const RouteInputSchema = z.object({
  filter_events: z.string({ error: FILTER_REQUIRED_MESSAGE }).trim().min(1, FILTER_REQUIRED_MESSAGE),
  url: httpUrl({ required: URL_REQUIRED_MESSAGE, invalid: VALID_URL_MESSAGE }),
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
  .max(30, NETWORK_NAME_MESSAGE);

export const CreateNetworkBodySchema = z.object({ name: NetworkNameSchema });
export type CreateNetworkBody = z.infer<typeof CreateNetworkBodySchema>;

/** A URL that may contain a `{device_id}` placeholder; empty string clears it. */
export const LandingPageSchema = z
  .string({ error: VALID_URL_MESSAGE })
  .trim()
  .refine((v) => v === '' || isHttpUrl(v.replaceAll('{device_id}', 'device')), VALID_URL_MESSAGE);

/** Network settings: rename and landing page (any member). */
export const RenameNetworkBodySchema = z.strictObject({
  name: z.string({ error: NETWORK_RENAME_MESSAGE }).trim().min(1, NETWORK_RENAME_MESSAGE).max(30, NETWORK_NAME_MESSAGE),
  device_landing_page: LandingPageSchema.optional(),
});
export type RenameNetworkBody = z.infer<typeof RenameNetworkBodySchema>;

/** Route list update: the whole list is re-saved (level ≤ 20). */
export const UpdateRoutesBodySchema = z.strictObject({ routes: z.array(RouteInputSchema) });
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
