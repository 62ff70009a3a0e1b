import { z } from 'zod';
import { EpochSeconds, named, requiredText } from '../common.ts';

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
    device_id: z.string().optional(),
    route_url: z.string(),
    filter_events: z.string(),
    integration_config_id: z.string().optional().describe('Set when an integration created the route'),
    status: z.number().int().nullable().describe('The HTTP status answered; null when no answer came'),
    ok: z.boolean().describe('A 2xx answer'),
    error: z.string().optional().describe('Why no answer came (timeout, refused connection, refused URL)'),
    at: EpochSeconds.describe('When the delivery started'),
    duration_ms: z.number().int().nonnegative(),
  }),
);
export type Delivery = z.infer<typeof DeliverySchema>;

export const DeliveriesQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a number from 1 to 500' })
    .int('limit must be a number from 1 to 500')
    .min(1, 'limit must be a number from 1 to 500')
    .max(500, 'limit must be a number from 1 to 500')
    .default(50),
});
