import {
  MAX_URL_LENGTH,
  MAX_ROUTE_FILTER_LENGTH,
  FILTER_TOO_LONG_MESSAGE,
  tooLongMessage,
} from '../../validation/limits.ts';
import { atMost, atMostMessage, check, requiredMessage, requiredWithMax, urlRule, type TextRule } from './textRule.ts';

/*
 * The contract's rules for text a user types, as plain data: the zod schemas are built on these
 * constants and messages, and forms turn the descriptors into antd rules (`contractRules` in
 * `@beacon/shared/ui`). No zod here, so remotes use it at runtime through `@beacon/shared`;
 * `rules.test.ts` checks that every descriptor and its schema agree.
 */

export { atMostMessage, requiredMessage, textRuleMessage, textRuleProblem } from './textRule.ts';
export type { RuleCheck, TextRule, TextRuleProblem } from './textRule.ts';

// Networks, routes and devices (customer-console.md §5, §9).

/** How long an invite can be accepted after it was last sent (created or resent); a resend renews it. */
export const INVITE_VALID_DAYS = 7;
/** How long a rotated API token's old secret keeps working (docs/decisions.md). */
export const API_TOKEN_ROTATION_GRACE_SECONDS = 24 * 3600;
/** 410 for accepting an invite past its expiry. */
export const INVITE_EXPIRED_MESSAGE = `This invite has expired: ask an administrator of the account to send it again (a resent invite is valid for ${INVITE_VALID_DAYS} more days)`;
export const NETWORK_NAME_MESSAGE = 'Valid Network Name required';
export const NETWORK_RENAME_MESSAGE = 'Valid name required';
export const NETWORK_NAME_MAX_LENGTH = 30;
/** The longest global forwarder namespace, `global:` included. */
export const GLOBAL_NAMESPACE_MAX = 100;
export const GLOBAL_NAMESPACE_MESSAGE = "Namespace must begin with 'global:'";
export const GLOBAL_NAMESPACE_CHARACTERS_MESSAGE = "After 'global:' use only letters, digits, _, - and :";
/**
 * A global forwarder's namespace (admin-and-hotspots.md §5): `global:` and a name of letters, digits,
 * `_`, `-` and `:` (the characters of an integration's namespace), at most 100 characters in all.
 */
export const GLOBAL_NAMESPACE_RULE = {
  required: GLOBAL_NAMESPACE_MESSAGE,
  maxLength: atMost(GLOBAL_NAMESPACE_MAX),
  pattern: check(/^global:./, GLOBAL_NAMESPACE_MESSAGE),
  characters: check(/^global:[A-Za-z0-9_:-]+$/, GLOBAL_NAMESPACE_CHARACTERS_MESSAGE),
} as const satisfies TextRule;
export const VALID_URL_MESSAGE = 'Valid URL required';
export const FILTER_REQUIRED_MESSAGE = 'Filter is required';
export const URL_REQUIRED_MESSAGE = 'URL is required';
/** Replaced by each device's id: in a network's device landing page, and in the scanner app's callback link. */
export const DEVICE_ID_PLACEHOLDER = '{device_id}';
export const DEVICE_ID_MESSAGE = 'Valid Device ID required';
export const DEVICE_ID_MAX_LENGTH = 200;

/**
 * The thirty capital cities that serve as random test locations (customer-console.md §9): a spotted test
 * event's location, and the platform's seed locations. Name, latitude, longitude.
 */
export const CAPITAL_CITIES: ReadonlyArray<readonly [name: string, lat: number, lon: number]> = [
  ['London', 51.5074, -0.1278],
  ['Paris', 48.8566, 2.3522],
  ['Berlin', 52.52, 13.405],
  ['Madrid', 40.4168, -3.7038],
  ['Rome', 41.9028, 12.4964],
  ['Oslo', 59.9139, 10.7522],
  ['Dublin', 53.3498, -6.2603],
  ['Lisbon', 38.7223, -9.1393],
  ['Amsterdam', 52.3676, 4.9041],
  ['Brussels', 50.8503, 4.3517],
  ['Luxembourg', 49.6116, 6.1319],
  ['Bern', 46.948, 7.4474],
  ['Vienna', 48.2082, 16.3738],
  ['Prague', 50.0755, 14.4378],
  ['Warsaw', 52.2297, 21.0122],
  ['Copenhagen', 55.6761, 12.5683],
  ['Stockholm', 59.3293, 18.0686],
  ['Helsinki', 60.1699, 24.9384],
  ['Tallinn', 59.437, 24.7536],
  ['Riga', 56.9496, 24.1052],
  ['Vilnius', 54.6872, 25.2797],
  ['Budapest', 47.4979, 19.0402],
  ['Bratislava', 48.1486, 17.1077],
  ['Ljubljana', 46.0569, 14.5058],
  ['Zagreb', 45.815, 15.9819],
  ['Belgrade', 44.7866, 20.4489],
  ['Bucharest', 44.4268, 26.1025],
  ['Sofia', 42.6977, 23.3219],
  ['Athens', 37.9838, 23.7275],
  ['Reykjavik', 64.1466, -21.9426],
];

// A device's test events (customer-console.md §5, §9): the caps the schemas in entities/device.ts
// are built from, here so the test event modal checks them before sending without bundling zod.

export const MAX_TEST_PAYLOAD_HEX = 204800;
export const HEX_PAYLOAD_MESSAGE = 'Payload must be hexadecimal';
export const PAYLOAD_TOO_LARGE_MESSAGE = `Payload must be at most ${MAX_TEST_PAYLOAD_HEX} hex characters (100KB)`;
/** Hex encodes whole bytes: two characters each. */
export const HEX_EVEN_LENGTH_MESSAGE = 'Payload must be an even number of hex characters';
/** A test message's text payload (without it, text would get round the 100KB hex payload cap). */
export const MAX_TEST_TEXT_LENGTH = 1000;
export const TEST_TEXT_TOO_LONG_MESSAGE = tooLongMessage('Text', MAX_TEST_TEXT_LENGTH);
export const MAX_CONTENT_TYPE_LENGTH = 255;
export const CONTENT_TYPE_TOO_LONG_MESSAGE = tooLongMessage('Content type', MAX_CONTENT_TYPE_LENGTH);
export const MAX_GATEWAY_TYPE_LENGTH = 100;
export const GATEWAY_TYPE_TOO_LONG_MESSAGE = tooLongMessage('Gateway type', MAX_GATEWAY_TYPE_LENGTH);
/** A test message's namespace or method: letters, digits, `_`, `-` and `:` (no dots, spaces or wildcards). */
export const EVENT_TYPE_PART_PATTERN = /^[A-Za-z0-9_:-]+$/;
export const MAX_EVENT_TYPE_PART_LENGTH = 100;

/** A new network's name: 1 to 30 characters. */
export const NETWORK_NAME_RULE = requiredWithMax(NETWORK_NAME_MESSAGE, NETWORK_NAME_MAX_LENGTH) satisfies TextRule;

/** A network's new name (network settings): 1 to 30 characters. */
export const NETWORK_RENAME_RULE = requiredWithMax(
  NETWORK_RENAME_MESSAGE,
  NETWORK_NAME_MAX_LENGTH,
  NETWORK_NAME_MESSAGE,
) satisfies TextRule;

/** The device landing page: empty (removes it), or an http(s) URL once `{device_id}` is filled in. */
export const LANDING_PAGE_RULE = urlRule(VALID_URL_MESSAGE, { placeholder: DEVICE_ID_PLACEHOLDER }) satisfies TextRule;

/** A route's `filter_events`. */
export const ROUTE_FILTER_RULE = requiredWithMax(
  FILTER_REQUIRED_MESSAGE,
  MAX_ROUTE_FILTER_LENGTH,
  FILTER_TOO_LONG_MESSAGE,
) satisfies TextRule;

/** A route's URL. */
export const ROUTE_URL_RULE = urlRule(VALID_URL_MESSAGE, { required: URL_REQUIRED_MESSAGE }) satisfies TextRule;

/** A device id typed in (it is sent lowercased). */
export const DEVICE_ID_RULE = requiredWithMax(DEVICE_ID_MESSAGE, DEVICE_ID_MAX_LENGTH) satisfies TextRule;

// Accounts (customer-console.md §5 onboarding).

export const ACCOUNT_NAME_MESSAGE = 'This field is required';
export const WEBSITE_MESSAGE = 'Please enter a valid URL starting with http:// or https://';
export const TERMS_MESSAGE = 'You must agree to the terms of service';
export const ACCOUNT_NAME_MIN_LENGTH = 3;
export const ACCOUNT_NAME_MAX_LENGTH = 100;
/** For a name that is not empty but too short or too long (the spec's text is for an empty one). */
export const ACCOUNT_NAME_LENGTH_MESSAGE = `The name must be ${ACCOUNT_NAME_MIN_LENGTH} to ${ACCOUNT_NAME_MAX_LENGTH} characters long`;

/** An account name: 3 to 100 characters. */
export const ACCOUNT_NAME_RULE = {
  required: ACCOUNT_NAME_MESSAGE,
  minLength: check(ACCOUNT_NAME_MIN_LENGTH, ACCOUNT_NAME_LENGTH_MESSAGE),
  maxLength: check(ACCOUNT_NAME_MAX_LENGTH, ACCOUNT_NAME_LENGTH_MESSAGE),
} as const satisfies TextRule;

/** An account's website: empty for none, or an http(s) URL. */
export const WEBSITE_RULE = urlRule(WEBSITE_MESSAGE) satisfies TextRule;

// API tokens (customer-console.md §7).

export const API_TOKEN_NAME_MAX_LENGTH = 100;

/** An API token's name: 1 to 100 characters. */
export const API_TOKEN_NAME_RULE = requiredWithMax(
  requiredMessage('Name'),
  API_TOKEN_NAME_MAX_LENGTH,
  atMostMessage(API_TOKEN_NAME_MAX_LENGTH),
) satisfies TextRule;

// Integrations (customer-console.md §3; docs/decisions.md "integration validation").

/** The types a customer can add (`integration_type`), in the order of the Add New Integration modal. */
export const CONFIGURABLE_INTEGRATION_TYPES = [
  'webhook',
  'network-memfault',
  'aws-s3',
  'aws-eventbridge',
  'aws-sqs',
  'tago',
] as const;

export const NAMESPACE_MESSAGE = 'Valid namespace required: letters, digits, _, - and : only';
export const CAPTURE_REQUIRED_MESSAGE = 'Choose at least one kind of event to capture';
export const NAMESPACE_PATTERN = /^[A-Za-z0-9_:-]+$/;
export const ROLE_ARN_PATTERN = /^arn:aws[a-z-]*:iam::\d{12}:role\/.+$/;
export const AWS_REGION_PATTERN = /^[a-z]{2}(-[a-z]+)+-\d+$/;
export const BUCKET_NAME_PATTERN = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
/** Most integration config texts (and secrets). */
export const MAX_CONFIG_TEXT_LENGTH = 500;
export const MAX_NAMESPACE_LENGTH = 100;
export const MAX_INTEGRATION_NAME_LENGTH = 100;
export const MAX_EVENT_BUS_NAME_LENGTH = 256;
/** Tago regions are the provider's own names (e.g. us-e1), not AWS ones. */
export const MAX_TAGO_REGION_LENGTH = 50;

/** A required integration text of at most `max` characters (most config texts: 500), with the generic messages. */
function integrationText(label: string, max = MAX_CONFIG_TEXT_LENGTH) {
  return { required: requiredMessage(label), maxLength: atMost(max) } as const;
}

/** A required config text of at most 500 characters that must match `pattern`. */
function configPattern(label: string, pattern: RegExp, message: string) {
  return { ...integrationText(label), pattern: check(pattern, message) } as const;
}

export const INTEGRATION_NAME_RULE = integrationText('Name', MAX_INTEGRATION_NAME_LENGTH) satisfies TextRule;

/** Integration URLs answer "At most 2000 characters" when too long. */
const integrationUrlRule = (required: string) =>
  urlRule(VALID_URL_MESSAGE, { required, tooLong: atMostMessage(MAX_URL_LENGTH) });

export const WEBHOOK_URL_RULE = integrationUrlRule(URL_REQUIRED_MESSAGE) satisfies TextRule;

/** The webhook's optional device namespace. */
export const CAPTURE_NAMESPACE_RULE = {
  maxLength: atMost(MAX_NAMESPACE_LENGTH),
  pattern: check(NAMESPACE_PATTERN, NAMESPACE_MESSAGE),
} as const satisfies TextRule;

export const NAMESPACE_RULE = {
  required: requiredMessage('Namespace'),
  ...CAPTURE_NAMESPACE_RULE,
} as const satisfies TextRule;

export const ROLE_ARN_RULE = configPattern('Role ARN', ROLE_ARN_PATTERN, 'Valid role ARN required') satisfies TextRule;

export const AWS_REGION_RULE = configPattern(
  'Region',
  AWS_REGION_PATTERN,
  'Valid region required, e.g. eu-west-1',
) satisfies TextRule;

export const BUCKET_NAME_RULE = configPattern(
  'Bucket name',
  BUCKET_NAME_PATTERN,
  'Valid bucket name required',
) satisfies TextRule;

export const EVENT_BUS_NAME_RULE = integrationText('Event bus name', MAX_EVENT_BUS_NAME_LENGTH) satisfies TextRule;

export const SQS_URL_RULE = integrationUrlRule(requiredMessage('SQS URL')) satisfies TextRule;

export const TAGO_REGION_RULE = integrationText('Region', MAX_TAGO_REGION_LENGTH) satisfies TextRule;

/** Write-only secrets as sent on create; on update an empty one keeps the stored value. */
export const SECRET_KEY_RULE = integrationText('Secret key') satisfies TextRule;
export const API_KEY_RULE = integrationText('API key') satisfies TextRule;

/** A webhook captures device events, a device namespace or network events: at least one of them. */
export function webhookCapturesEvents(config: {
  capture_device?: boolean;
  capture_network_all?: boolean;
  capture_device_namespace?: string;
}): boolean {
  return Boolean(config.capture_device || config.capture_network_all || (config.capture_device_namespace ?? '').trim());
}

// Account administration (admin-and-hotspots.md §5).

/** RFC 5321 limits of an e-mail address: local part, domain and the whole address (a forward path). */
export const EMAIL_LOCAL_MAX_LENGTH = 64;
export const EMAIL_DOMAIN_MAX_LENGTH = 255;
export const EMAIL_MAX_LENGTH = 254;
/** A local part's characters (RFC 5322 atext): no spaces, control characters, angle brackets, quotes or @. */
const EMAIL_ATEXT = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]";
/** A domain label: letters, digits and hyphens, at most 63, not beginning or ending with a hyphen. */
const DOMAIN_LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';

/**
 * The one e-mail rule (docs/decisions.md "e-mail addresses"): at most 254 characters, one @, a local part
 * of at most 64 characters of dot-separated RFC 5322 atext (no spaces, control characters or angle
 * brackets), and a domain of at most 255 characters of at least two dot-separated labels of letters,
 * digits and hyphens.
 */
export const EMAIL_PATTERN = new RegExp(
  `^(?=.{1,${EMAIL_MAX_LENGTH}}$)(?=[^@]{1,${EMAIL_LOCAL_MAX_LENGTH}}@)` +
    `${EMAIL_ATEXT}+(?:\\.${EMAIL_ATEXT}+)*` +
    `@(?=.{1,${EMAIL_DOMAIN_MAX_LENGTH}}$)${DOMAIN_LABEL}(?:\\.${DOMAIN_LABEL})+$`,
);

/** Whether `text` (trimmed) is an e-mail address under the one e-mail rule. */
export const isEmailAddress = (text: string): boolean => EMAIL_PATTERN.test(text.trim());

/**
 * A required e-mail address under the one e-mail rule, `invalid` when it is not one: every e-mail field
 * (invites, staff invites, group alert e-mails) is built with this, and its schema with `email()`.
 */
export function emailRule(invalid: string, required = invalid) {
  return { required, pattern: check(EMAIL_PATTERN, invalid) } as const;
}

export const INVITE_EMAIL_MESSAGE = 'Invalid email address';
/** The staff invite's message for an empty address (admin-and-hotspots.md §5). */
export const ADMIN_INVITE_EMAIL_MESSAGE = 'Please enter an email address';

/** An invite's address (the send dialog): required and an email address, "Invalid email address" either way. */
export const INVITE_EMAIL_RULE = emailRule(INVITE_EMAIL_MESSAGE) satisfies TextRule;

/** A staff invite's address: "Please enter an email address" when empty, else "Invalid email address". */
export const ADMIN_INVITE_EMAIL_RULE = emailRule(INVITE_EMAIL_MESSAGE, ADMIN_INVITE_EMAIL_MESSAGE) satisfies TextRule;

// Hotspots (admin-and-hotspots.md §4.2, §5 and §9).

export const HOTSPOT_ID_MESSAGE = 'Valid Hotspot ID required';
export const HOTSPOT_ID_REQUIRED_MESSAGE = 'Hotspot ID is required';
export const FORM_ERRORS_MESSAGE = 'Please fix the errors in the form';
/** UUID, versions 0-5 (§5). */
export const HOTSPOT_UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-5][0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const URN_UUID_PREFIX = /^urn:uuid:/i;

/** A hotspot id as typed or scanned: trimmed, lowercased and without a `urn:uuid:` prefix (§5, "stripped on input"). */
export function normalizeHotspotId(text: string): string {
  return text.trim().toLowerCase().replace(URN_UUID_PREFIX, '');
}

/** Whether `text` names a hotspot once normalised: a UUID of version 0 to 5. */
export function isHotspotId(text: string): boolean {
  return HOTSPOT_UUID_PATTERN.test(normalizeHotspotId(text));
}

/** The hotspot id field (on its normalised value): "Hotspot ID is required", then a UUID v0-5, "Valid Hotspot ID required". */
export const HOTSPOT_ID_RULE = {
  required: HOTSPOT_ID_REQUIRED_MESSAGE,
  pattern: { value: HOTSPOT_UUID_PATTERN, message: HOTSPOT_ID_MESSAGE },
} as const satisfies TextRule;

export const HOTSPOT_TEXT_MAX_LENGTH = 100;
/** Alias and site id: optional, at most 100 characters. */
export const HOTSPOT_TEXT_RULE = { maxLength: atMost(HOTSPOT_TEXT_MAX_LENGTH) } as const satisfies TextRule;

/** The group every account has: hotspots in no other group (§4.2, §9). Its id is fixed. */
export const UNGROUPED_GROUP_ID = 'ungrouped';
export const UNGROUPED_GROUP_NAME = 'Ungrouped';
export const UNGROUPED_GROUP_DESCRIPTION = 'Hotspots not assigned to any group';

export const GROUP_NAME_MESSAGE = 'Group name is required';
export const GROUP_NAME_MAX_LENGTH = 100;
export const GROUP_DESCRIPTION_MAX_LENGTH = 500;
export const ALERT_EMAIL_MESSAGE = 'Valid email required';
export const ALERT_EMAIL_MAX_LENGTH = 100;
export const WEBHOOK_MESSAGE = 'Valid URL required';
export const WEBHOOK_REQUIRED_MESSAGE = 'Webhook is required';
export const WEBHOOK_MAX_LENGTH = 200;
export const ALERT_TARGET_TYPE_MESSAGE = 'Alert target type is required';

export const GROUP_NAME_RULE = requiredWithMax(
  GROUP_NAME_MESSAGE,
  GROUP_NAME_MAX_LENGTH,
  atMostMessage(GROUP_NAME_MAX_LENGTH),
) satisfies TextRule;
export const GROUP_DESCRIPTION_RULE = { maxLength: atMost(GROUP_DESCRIPTION_MAX_LENGTH) } as const satisfies TextRule;
/** An alert e-mail (alerts on, target email): required, at most 100 characters, an e-mail address. */
export const ALERT_EMAIL_RULE = {
  ...emailRule(ALERT_EMAIL_MESSAGE),
  maxLength: atMost(ALERT_EMAIL_MAX_LENGTH),
} as const satisfies TextRule;
/** An alert webhook (alerts on, target webhook): required, at most 200 characters, an http(s) URL. */
export const ALERT_WEBHOOK_RULE = {
  required: WEBHOOK_REQUIRED_MESSAGE,
  maxLength: atMost(WEBHOOK_MAX_LENGTH),
  httpUrl: { message: WEBHOOK_MESSAGE },
} as const satisfies TextRule;

/** Hotspot tables page at 50 (§9). */
export const HOTSPOT_PAGE_SIZE = 50;
/** The dashboard shows at most 1000 hotspots, page 1 (§9). */
export const DASHBOARD_HOTSPOT_LIMIT = 1000;
/** The dashboard map opens at lat 51.5, lng -0.12, zoom 6 (§9). */
export const HOTSPOT_MAP_CENTER_LON_LAT: readonly [lon: number, lat: number] = [-0.12, 51.5];
export const HOTSPOT_MAP_ZOOM = 6;

/** Signal bars (§4.2): 5 at ≥ 90, 4 at ≥ 75, 3 at ≥ 60, 2 at ≥ 40, 1 at ≥ 20, else 0 (and 0 with no signal). */
export function signalBars(signal: number | null | undefined): 0 | 1 | 2 | 3 | 4 | 5 {
  if (signal === null || signal === undefined || !Number.isFinite(signal)) return 0;
  if (signal >= 90) return 5;
  if (signal >= 75) return 4;
  if (signal >= 60) return 3;
  if (signal >= 40) return 2;
  if (signal >= 20) return 1;
  return 0;
}

// Platform admin (admin-and-hotspots.md §5, §6 and §9): in their own zod-free module.
export * from './adminRules.ts';
// Bulk import (issue 28): the batch calls' caps and messages, in their own zod-free module.
export * from './batchRules.ts';
