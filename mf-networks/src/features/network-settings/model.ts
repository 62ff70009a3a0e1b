/** Network names are 1 to 30 characters after trimming (customer-console.md §5, §9). */
export const NETWORK_NAME_MAX_LENGTH = 30;

/** The placeholder a landing page URL may contain; each device's page fills in its id. */
export const DEVICE_ID_PLACEHOLDER = '{device_id}';

/** Whether `name` is a valid new network name once trimmed ("Valid name required" otherwise). */
export function isValidNetworkName(name: unknown): boolean {
  if (typeof name !== 'string') return false;
  const trimmed = name.trim();
  return trimmed.length >= 1 && trimmed.length <= NETWORK_NAME_MAX_LENGTH;
}

/**
 * The device landing page rule (customer-console.md §5): a valid URL that may contain the
 * `{device_id}` placeholder, otherwise used as is. Valid when, with every placeholder replaced by a
 * device id, it is an absolute http(s) URL with a host. Empty (after trimming) is valid: it removes
 * the landing page.
 */
export function isValidLandingPage(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const trimmed = value.trim();
  if (trimmed === '') return true;
  const filled = trimmed.replaceAll(DEVICE_ID_PLACEHOLDER, 'device');
  if (!/^https?:\/\//i.test(filled)) return false;
  try {
    const url = new URL(filled);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}
