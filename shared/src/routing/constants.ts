/** Header carried by routes that an integration created; its value is the integration's config_id. */
export const INTEGRATION_ROUTE_HEADER = 'x-beacon-integration-config-id';

/** A route without an order sorts as if its order were 999 (customer-console.md §4). */
export const MISSING_ROUTE_ORDER = 999;

/** The network event names of customer-console.md §9; routes see them as `network.{name}`. */
export const NETWORK_EVENT_NAMES = [
  'device_spotted',
  'device_registered',
  'device_deregistered',
  'routing_failed',
  'protocol_error',
] as const;
export type NetworkEventName = (typeof NETWORK_EVENT_NAMES)[number];
