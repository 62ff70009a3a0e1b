export { hasServerMessage, isApiError, needsErrorToast, toApiError } from './apiError.ts';
export { configurePlatformApi, platformBaseQuery } from './configurePlatformApi.ts';
export { NOTIFICATION_SECONDS, RATE_LIMIT_TOAST_SECONDS, REQUEST_TIMEOUT_MS } from './constants.ts';
export { buildUrl, createPlatformBaseQuery } from './createPlatformBaseQuery.ts';
export type { PlatformBaseQuery } from './createPlatformBaseQuery.ts';
export { dropNullish } from './dropNullish.ts';
export { isLoginRequired, messageFromBody, parseRetryAfter } from './normalizeError.ts';
export type {
  AccessTokenGetter,
  ApiError,
  Notifier,
  NotifyArgs,
  PlatformBaseQueryDeps,
  PlatformBaseQueryMeta,
  PlatformExtraOptions,
} from './types.ts';
