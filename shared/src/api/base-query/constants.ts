/** Every platform request is aborted after 30 s (customer-console.md §9). */
export const REQUEST_TIMEOUT_MS = 30_000;
/** How long an error notification stays open, in seconds (customer-console.md §9). */
export const NOTIFICATION_SECONDS = 35;
/** How long the 429 "Rate Limit Exceeded" toast stays open, in seconds (customer-console.md §8, §9). */
export const RATE_LIMIT_TOAST_SECONDS = 8;
