import { z } from 'zod';
import { EpochSeconds, named, requiredText } from '../common.ts';
import {
  DELIVERIES_DEFAULT_LIMIT,
  DELIVERIES_LIMIT_MESSAGE,
  DELIVERIES_MAX_LIMIT,
  DELIVERY_ERROR_KINDS,
  DELIVERY_FAILING_AFTER,
  DELIVERY_OUTCOMES,
  RESPONSE_EXCERPT_BYTES,
} from '../deliveryLog.ts';

export const EVENT_TYPE_REQUIRED_MESSAGE = 'Event type is required';

/** Route tester: which of the network's saved routes an event type reaches. */
export const RouteTestBodySchema = z.object({
  event_type: requiredText(EVENT_TYPE_REQUIRED_MESSAGE)
    .max(200, 'At most 200 characters')
    .describe('e.g. device.message.test.data, device.request.sensor.read, network.device_spotted or device_spotted'),
});
export type RouteTestBody = z.input<typeof RouteTestBodySchema>;

export const EVENT_KINDS = ['network-event', 'device-request', 'device-message', 'other'] as const;

export const RouteTestMatchSchema = z.object({
  index: z.number().int().nonnegative().describe('Position in the route list sorted by order (0 = first)'),
  filter_events: z.string(),
  url: z.string(),
  order: z.number().int().optional().describe('The stored order; missing sorts as 999'),
  first: z.boolean().describe('The first matching route'),
  receives: z.boolean().describe('Delivered under the routing rule (a device request reaches only the first)'),
  integration_config_id: z.string().optional().describe('The integration that created the route'),
});
export type RouteTestMatch = z.infer<typeof RouteTestMatchSchema>;

export const RouteTestResultSchema = named(
  'RouteTestResult',
  z.object({
    event_type: z.string().describe('As routes see it: a bare network event name gets the network. prefix'),
    kind: z.enum(EVENT_KINDS),
    rule: z
      .enum(['all-matching', 'first-matching'])
      .describe('first-matching for device requests; all-matching for network events, device messages and others'),
    matches: z.array(RouteTestMatchSchema).describe('Every matching route in priority order'),
  }),
  'Which routes an event type reaches (customer-console.md §4 event routing rule; the same rules as @beacon/shared/routing).',
);
export type RouteTestResult = z.infer<typeof RouteTestResultSchema>;

/** One attempt to deliver an event to a route's URL. */
export const DeliverySchema = named(
  'Delivery',
  z.object({
    delivery_id: z.string(),
    event_type: z.string().describe('As routes see it, e.g. network.device_spotted'),
    event_id: z.string().describe('The CloudEvent id: the same for the retries and redeliveries of one event'),
    device_id: z.string().optional(),
    route_key: z.string().describe('The route: routeKey({filter_events, url}), 16 hex digits'),
    route_url: z.string(),
    filter_events: z.string(),
    integration_config_id: z.string().optional().describe('Set when an integration created the route'),
    attempt: z.number().int().positive().describe('1 = the first try, 2 and 3 = the automatic retries'),
    status: z.number().int().nullable().describe('The HTTP status answered; null when no answer came'),
    ok: z.boolean().describe('A 2xx answer'),
    error: z.string().optional().describe('Why no answer came (timeout, refused connection, refused URL)'),
    error_kind: z
      .enum(DELIVERY_ERROR_KINDS)
      .optional()
      .describe(
        'Set when no answer came: timeout, refused (connection refused or reset), dns, blocked (the outbound policy), other',
      ),
    response_excerpt: z
      .string()
      .optional()
      .describe(`The first ${RESPONSE_EXCERPT_BYTES} bytes of the answer's body as UTF-8; absent when no answer came`),
    redelivery_of: z.string().optional().describe('The delivery_id this one sent again'),
    at: EpochSeconds.describe('When the delivery started'),
    duration_ms: z.number().int().nonnegative(),
  }),
);
export type Delivery = z.infer<typeof DeliverySchema>;

export const DeliveriesQuerySchema = z.object({
  route_key: z.string().optional().describe("Only this route's deliveries"),
  integration_config_id: z.string().optional().describe("Only the deliveries of this integration's routes"),
  outcome: z.enum(DELIVERY_OUTCOMES).optional().describe('success: ok; failure: not ok'),
  limit: z.coerce
    .number({ error: DELIVERIES_LIMIT_MESSAGE })
    .int(DELIVERIES_LIMIT_MESSAGE)
    .min(1, DELIVERIES_LIMIT_MESSAGE)
    .max(DELIVERIES_MAX_LIMIT, DELIVERIES_LIMIT_MESSAGE)
    .default(DELIVERIES_DEFAULT_LIMIT),
  cursor: z.string().optional().describe('The cursor of the previous page'),
});
export type DeliveriesQuery = z.input<typeof DeliveriesQuerySchema>;

/** How one route (by key) or one integration has been delivering. */
export const DeliveryHealthSchema = named(
  'DeliveryHealth',
  z.object({
    route_key: z.string().optional().describe('Set in `routes`'),
    integration_config_id: z.string().optional().describe('Set in `integrations`'),
    total: z.number().int().nonnegative().describe('Attempts in the last 24 h'),
    succeeded: z.number().int().nonnegative().describe('Attempts in the last 24 h that succeeded'),
    success_rate: z.number().min(0).max(1).nullable().describe('succeeded / total; null when total is 0'),
    failing: z
      .boolean()
      .describe(
        `The last ${DELIVERY_FAILING_AFTER} attempts (any age) all failed; false with fewer than ${DELIVERY_FAILING_AFTER}`,
      ),
    last_at: EpochSeconds.nullable().describe('When the newest attempt started'),
  }),
);
export type DeliveryHealth = z.infer<typeof DeliveryHealthSchema>;

export const DeliveryHealthListSchema = named(
  'DeliveryHealthList',
  z.object({
    routes: z.array(DeliveryHealthSchema).describe('One entry per route key with attempts'),
    integrations: z.array(DeliveryHealthSchema).describe('One entry per integration with attempts'),
  }),
);
export type DeliveryHealthList = z.infer<typeof DeliveryHealthListSchema>;
