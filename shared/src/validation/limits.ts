/*
 * Caps on route and URL input, with their messages. No zod here: the contract's schemas use them in
 * `.max()` and in their descriptions, and remotes import them (through `@beacon/shared`) to check a
 * form before sending.
 */

/** `{label} must be at most {max} characters`. */
export function tooLongMessage(label: string, max: number): string {
  return `${label} must be at most ${max} characters`;
}

/** Route URLs, landing pages and websites (integration URLs have the same cap). */
export const MAX_URL_LENGTH = 2000;
export const URL_TOO_LONG_MESSAGE = tooLongMessage('URL', MAX_URL_LENGTH);

/** A route's `filter_events`. */
export const MAX_ROUTE_FILTER_LENGTH = 500;
export const FILTER_TOO_LONG_MESSAGE = tooLongMessage('Filter', MAX_ROUTE_FILTER_LENGTH);

/** Routes in one network; the whole list is saved at once. */
export const MAX_ROUTES_PER_NETWORK = 100;
export const TOO_MANY_ROUTES_MESSAGE = `At most ${MAX_ROUTES_PER_NETWORK} routes per network`;
