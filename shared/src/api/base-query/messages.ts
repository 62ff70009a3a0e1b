import i18next from 'i18next';

// The key check (shared/build/i18n-keys.mjs) reads a file's namespace from a
// `useTranslation('common')` call. This module is not React code, so the marker is this comment;
// the keys below live in the `common` namespace.

type Values = Record<string, string | number>;

/** i18next's `t` in `common`, or the English default (interpolated) before i18next is initialised. */
function t(key: string, english: string, values: Values = {}): string {
  if (i18next.isInitialized) return i18next.t(key, english, { ns: 'common', ...values });
  return english.replace(/\{\{(\w+)(?:,[^}]*)?\}\}/g, (match, name: string) => String(values[name] ?? match));
}

export const apiMessages = {
  rateLimitTitle: () => t('api.rate-limit.title', 'Rate Limit Exceeded'),
  rateLimitWait: (seconds: number) =>
    t('api.rate-limit.wait-seconds', 'Too many requests. Please wait {{n, number}} seconds before trying again.', {
      n: seconds,
    }),
  rateLimitMoment: () => t('api.rate-limit.wait-moment', 'Please wait a moment'),
  timeout: (seconds: number) => t('api.errors.timeout', 'Request timed out after {{seconds, number}} s', { seconds }),
  network: () => t('api.errors.network', 'The platform could not be reached. Check your connection and try again.'),
  parse: () => t('api.errors.parse', 'The platform sent a response that could not be read.'),
  unknown: () => t('api.errors.unknown', 'Unknown error'),
  status: (status: number) =>
    // eslint-disable-next-line beacon/numbers-through-formatter -- an HTTP status code is a code, not a quantity: never grouped
    t('api.errors.status', 'Request failed with status {{status}}', { status }),
  signedOut: () => t('api.errors.signed-out', 'Your session has ended. Please sign in again.'),
  token: () => t('api.errors.token', 'Could not get an access token for the platform.'),
  unexpectedTitle: () => t('api.errors.unexpected-title', 'Unexpected error'),
};
