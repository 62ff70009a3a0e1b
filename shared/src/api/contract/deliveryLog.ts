/*
 * The delivery log's numbers and messages (issue 28), zod-free: the schemas in entities/routing.ts and the
 * platform use them, and remotes reach them at runtime through `@beacon/shared`.
 */

/** Attempts kept per route key (older dropped first); also the most a listing pages through. */
export const DELIVERIES_KEPT_PER_ROUTE = 100;
/** `?limit=` of the delivery list: 20 unless said, at most 100. */
export const DELIVERIES_DEFAULT_LIMIT = 20;
export const DELIVERIES_MAX_LIMIT = 100;
export const DELIVERIES_LIMIT_MESSAGE = `limit must be a number from 1 to ${DELIVERIES_MAX_LIMIT}`;
export const DELIVERIES_CURSOR_MESSAGE = 'Invalid cursor';

/** The bytes of an answer's body kept as its `response_excerpt`. */
export const RESPONSE_EXCERPT_BYTES = 2048;
/** Tries of one event to one route: the first and two automatic retries. */
export const MAX_DELIVERY_ATTEMPTS = 3;

/** Delivery health: success counts over this window (24 h), in seconds. */
export const DELIVERY_HEALTH_WINDOW_SECONDS = 24 * 60 * 60;
/** Delivery health: failing when this many newest attempts all failed. */
export const DELIVERY_FAILING_AFTER = 5;

/** Why an attempt got no answer. */
export const DELIVERY_ERROR_KINDS = ['timeout', 'refused', 'dns', 'blocked', 'other'] as const;
export type DeliveryErrorKind = (typeof DELIVERY_ERROR_KINDS)[number];

export const DELIVERY_OUTCOMES = ['success', 'failure'] as const;
export type DeliveryOutcomeFilter = (typeof DELIVERY_OUTCOMES)[number];

export const DELIVERY_NOT_FOUND_MESSAGE = 'Delivery not found';
export const REDELIVER_NOT_FAILED_MESSAGE = 'Only a failed delivery can be redelivered';
export const REDELIVER_ROUTE_GONE_MESSAGE = 'This route no longer exists';
