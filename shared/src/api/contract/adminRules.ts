/*
 * The platform admin area's constants and rules (admin-and-hotspots.md §5, §6 and §9). Zod-free, like
 * rules.ts, which re-exports them: platform-sim and the console check the same rules.
 */

import { atMost, atMostMessage, check, requiredMessage, requiredWithMax, type TextRule } from './textRule.ts';

/** The admin account table pages at 50; while it searches it fetches 100 a page (§9). */
export const ADMIN_ACCOUNT_PAGE_SIZE = 50;
export const ADMIN_SEARCH_PAGE_SIZE = 100;
/** The account search stops after 100 matches, the tier filter after 500 (§9). */
export const ACCOUNT_SEARCH_LIMIT = 100;
export const TIER_FILTER_LIMIT = 500;
/** Tier profiles page at 50; the tier search waits 300 ms after the last key (§9). */
export const TIER_PAGE_SIZE = 50;
export const TIER_SEARCH_DEBOUNCE_MS = 300;
/** The admin network device table shows 20 a page (§2.4, §9). */
export const ADMIN_DEVICE_PAGE_SIZE = 20;
/** The hotspot search and the monitoring page's account id need 3 characters after trimming (§5, §9). */
export const ADMIN_MIN_SEARCH_LENGTH = 3;
/** The analytics link spans the last 15 days; copy toasts show for 2000 ms (§9). */
export const ANALYTICS_LINK_DAYS = 15;
export const COPY_TOAST_MS = 2000;
/** The standard tiers: they cannot be deleted (§4.5, §9). */
export const STANDARD_TIERS = ['free', 'pro', 'enterprise'] as const;
/** Tier feature categories, in the order the editor shows them (§9). */
export const FEATURE_CATEGORIES = ['limits', 'features', 'integrations', 'analytics', 'support', 'billing'] as const;
/** The support_tier feature's options (§5). */
export const SUPPORT_TIER_OPTIONS = ['community', 'standard', 'pro', 'enterprise'] as const;
/** A tier name: lowercase letters, digits, - or _, starting with a letter or digit. */
export const TIER_NAME_PATTERN = /^[a-z0-9][a-z0-9_-]*$/;
export const TIER_NAME_MESSAGE = 'Tier name must be lowercase letters, digits, - or _';
/** The longest tier name (tier_name). */
export const TIER_NAME_MAX = 50;
/** The longest tier display name (profile_name). */
export const TIER_PROFILE_NAME_MAX = 100;
/** A tier name: required, at most 50 characters, lowercase letters, digits, - or _ (it never changes). */
export const TIER_NAME_RULE = {
  required: 'Tier name is required',
  maxLength: atMost(TIER_NAME_MAX),
  pattern: check(TIER_NAME_PATTERN, TIER_NAME_MESSAGE),
} as const satisfies TextRule;
/** A tier's display name: required, at most 100 characters. */
export const TIER_PROFILE_NAME_RULE = requiredWithMax(
  requiredMessage('Display name'),
  TIER_PROFILE_NAME_MAX,
  atMostMessage(TIER_PROFILE_NAME_MAX),
) satisfies TextRule;
/** The longest access point lock an admin may set on a device. */
export const AP_LOCK_MAX_LENGTH = 200;
/** A device's access point lock: empty for none, else at most 200 characters. */
export const AP_LOCK_RULE = { maxLength: atMost(AP_LOCK_MAX_LENGTH) } as const satisfies TextRule;

/** Whether a tier is one of the standard tiers (which cannot be deleted). */
export function isStandardTier(tierName: string): boolean {
  return (STANDARD_TIERS as readonly string[]).includes(tierName);
}

/** Any UUID (8-4-4-4-12 hex digits, any version): device ids are UUID-shaped. */
const ANY_UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const ADMIN_DEVICE_ID_MESSAGE = 'Enter a device ID that starts with urn: or is a UUID';

/** The admin quick device search (§5): an id that starts with `urn:` or is a UUID, trimmed. */
export function isAdminQuickDeviceId(text: string): boolean {
  const id = text.trim();
  return /^urn:\S+$/i.test(id) || ANY_UUID_PATTERN.test(id);
}

/** Member levels as the admin view shows them (§6): 3 Admin, 2 Write, 1 Read, anything else Unknown. */
export function adminMemberLevelLabel(level: number): 'Admin' | 'Write' | 'Read' | 'Unknown' {
  return level === 3 ? 'Admin' : level === 2 ? 'Write' : level === 1 ? 'Read' : 'Unknown';
}
