import {
  MAX_URL_LENGTH,
  MAX_ROUTE_FILTER_LENGTH,
  FILTER_TOO_LONG_MESSAGE,
  URL_TOO_LONG_MESSAGE,
} from '../../validation/limits.ts';
import { isHttpUrl } from '../../validation/url.ts';

/*
 * The contract's rules for text a user types, as plain data: the zod schemas are built on these
 * constants and messages, and forms turn the descriptors into antd rules (`contractRules` in
 * `@beacon/shared/ui`). No zod here, so remotes use it at runtime through `@beacon/shared`;
 * `rules.test.ts` checks that every descriptor and its schema agree.
 */

/** One limit with the message the platform answers when it is broken. */
export interface RuleCheck<V> {
  readonly value: V;
  readonly message: string;
}

/** A text field's rule. The text is trimmed before every check, like the schemas' `.trim()`. */
export interface TextRule {
  /** The message for an empty value; without it the field may stay empty (then no other check runs). */
  readonly required?: string;
  readonly minLength?: RuleCheck<number>;
  readonly maxLength?: RuleCheck<number>;
  readonly pattern?: RuleCheck<RegExp>;
  /** An absolute http(s) URL with a host, once `placeholder` (e.g. `{device_id}`) is filled in. */
  readonly httpUrl?: { readonly message: string; readonly placeholder?: string };
}

/** Which check of a `TextRule` fails, in the order the platform checks them. */
export type TextRuleProblem = 'required' | 'too-short' | 'too-long' | 'pattern' | 'url';

/** Why the platform would refuse `value` under `rule`; undefined when it is accepted. */
export function textRuleProblem(rule: TextRule, value: unknown): TextRuleProblem | undefined {
  const text = typeof value === 'string' ? value.trim() : '';
  if (text === '') return rule.required === undefined ? undefined : 'required';
  if (rule.minLength && text.length < rule.minLength.value) return 'too-short';
  if (rule.maxLength && text.length > rule.maxLength.value) return 'too-long';
  if (rule.pattern && !rule.pattern.value.test(text)) return 'pattern';
  if (rule.httpUrl) {
    const { placeholder } = rule.httpUrl;
    if (!isHttpUrl(placeholder === undefined ? text : text.replaceAll(placeholder, 'device'))) return 'url';
  }
  return undefined;
}

/** The platform's message for a failed check of `rule`. */
export function textRuleMessage(rule: TextRule, problem: TextRuleProblem): string {
  const messages: Record<TextRuleProblem, string | undefined> = {
    required: rule.required,
    'too-short': rule.minLength?.message,
    'too-long': rule.maxLength?.message,
    pattern: rule.pattern?.message,
    url: rule.httpUrl?.message,
  };
  return messages[problem] ?? '';
}

/** `{label} is required`. */
export const requiredMessage = (label: string): string => `${label} is required`;
/** `At most {max} characters`. */
export const atMostMessage = (max: number): string => `At most ${max} characters`;

// Networks, routes and devices (customer-console.md §5, §9).

export const NETWORK_NAME_MESSAGE = 'Valid Network Name required';
export const NETWORK_RENAME_MESSAGE = 'Valid name required';
export const NETWORK_NAME_MAX_LENGTH = 30;
export const VALID_URL_MESSAGE = 'Valid URL required';
export const FILTER_REQUIRED_MESSAGE = 'Filter is required';
export const URL_REQUIRED_MESSAGE = 'URL is required';
/** Replaced by each device's id in a network's device landing page. */
export const DEVICE_ID_PLACEHOLDER = '{device_id}';
export const DEVICE_ID_MESSAGE = 'Valid Device ID required';
export const DEVICE_ID_MAX_LENGTH = 200;

/** A new network's name: 1 to 30 characters. */
export const NETWORK_NAME_RULE = {
  required: NETWORK_NAME_MESSAGE,
  maxLength: { value: NETWORK_NAME_MAX_LENGTH, message: NETWORK_NAME_MESSAGE },
} as const satisfies TextRule;

/** A network's new name (network settings): 1 to 30 characters. */
export const NETWORK_RENAME_RULE = {
  required: NETWORK_RENAME_MESSAGE,
  maxLength: { value: NETWORK_NAME_MAX_LENGTH, message: NETWORK_NAME_MESSAGE },
} as const satisfies TextRule;

/** The device landing page: empty (removes it), or an http(s) URL once `{device_id}` is filled in. */
export const LANDING_PAGE_RULE = {
  maxLength: { value: MAX_URL_LENGTH, message: URL_TOO_LONG_MESSAGE },
  httpUrl: { message: VALID_URL_MESSAGE, placeholder: DEVICE_ID_PLACEHOLDER },
} as const satisfies TextRule;

/** A route's `filter_events`. */
export const ROUTE_FILTER_RULE = {
  required: FILTER_REQUIRED_MESSAGE,
  maxLength: { value: MAX_ROUTE_FILTER_LENGTH, message: FILTER_TOO_LONG_MESSAGE },
} as const satisfies TextRule;

/** A route's URL. */
export const ROUTE_URL_RULE = {
  required: URL_REQUIRED_MESSAGE,
  maxLength: { value: MAX_URL_LENGTH, message: URL_TOO_LONG_MESSAGE },
  httpUrl: { message: VALID_URL_MESSAGE },
} as const satisfies TextRule;

/** A device id typed in (it is sent lowercased). */
export const DEVICE_ID_RULE = {
  required: DEVICE_ID_MESSAGE,
  maxLength: { value: DEVICE_ID_MAX_LENGTH, message: DEVICE_ID_MESSAGE },
} as const satisfies TextRule;

// Accounts (customer-console.md §5 onboarding).

export const ACCOUNT_NAME_MESSAGE = 'This field is required';
export const WEBSITE_MESSAGE = 'Please enter a valid URL starting with http:// or https://';
export const TERMS_MESSAGE = 'You must agree to the terms of service';
export const ACCOUNT_NAME_MIN_LENGTH = 3;
export const ACCOUNT_NAME_MAX_LENGTH = 100;

/** An account name: 3 to 100 characters. */
export const ACCOUNT_NAME_RULE = {
  required: ACCOUNT_NAME_MESSAGE,
  minLength: { value: ACCOUNT_NAME_MIN_LENGTH, message: ACCOUNT_NAME_MESSAGE },
  maxLength: { value: ACCOUNT_NAME_MAX_LENGTH, message: ACCOUNT_NAME_MESSAGE },
} as const satisfies TextRule;

/** An account's website: empty for none, or an http(s) URL. */
export const WEBSITE_RULE = {
  maxLength: { value: MAX_URL_LENGTH, message: URL_TOO_LONG_MESSAGE },
  httpUrl: { message: WEBSITE_MESSAGE },
} as const satisfies TextRule;

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

const atMost = (max: number): RuleCheck<number> => ({ value: max, message: atMostMessage(max) });

/** A required config text of at most 500 characters. */
function configText(label: string) {
  return { required: requiredMessage(label), maxLength: atMost(MAX_CONFIG_TEXT_LENGTH) } as const;
}

export const INTEGRATION_NAME_RULE = {
  required: requiredMessage('Name'),
  maxLength: atMost(MAX_INTEGRATION_NAME_LENGTH),
} as const satisfies TextRule;

export const WEBHOOK_URL_RULE = {
  required: URL_REQUIRED_MESSAGE,
  maxLength: atMost(MAX_URL_LENGTH),
  httpUrl: { message: VALID_URL_MESSAGE },
} as const satisfies TextRule;

/** The webhook's optional device namespace. */
export const CAPTURE_NAMESPACE_RULE = {
  maxLength: atMost(MAX_NAMESPACE_LENGTH),
  pattern: { value: NAMESPACE_PATTERN, message: NAMESPACE_MESSAGE },
} as const satisfies TextRule;

export const NAMESPACE_RULE = {
  required: requiredMessage('Namespace'),
  ...CAPTURE_NAMESPACE_RULE,
} as const satisfies TextRule;

export const ROLE_ARN_RULE = {
  ...configText('Role ARN'),
  pattern: { value: ROLE_ARN_PATTERN, message: 'Valid role ARN required' },
} as const satisfies TextRule;

export const AWS_REGION_RULE = {
  ...configText('Region'),
  pattern: { value: AWS_REGION_PATTERN, message: 'Valid region required, e.g. eu-west-1' },
} as const satisfies TextRule;

export const BUCKET_NAME_RULE = {
  ...configText('Bucket name'),
  pattern: { value: BUCKET_NAME_PATTERN, message: 'Valid bucket name required' },
} as const satisfies TextRule;

export const EVENT_BUS_NAME_RULE = {
  ...configText('Event bus name'),
  maxLength: atMost(MAX_EVENT_BUS_NAME_LENGTH),
} as const satisfies TextRule;

export const SQS_URL_RULE = {
  required: requiredMessage('SQS URL'),
  maxLength: atMost(MAX_URL_LENGTH),
  httpUrl: { message: VALID_URL_MESSAGE },
} as const satisfies TextRule;

export const TAGO_REGION_RULE = {
  ...configText('Region'),
  maxLength: atMost(MAX_TAGO_REGION_LENGTH),
} as const satisfies TextRule;

/** Write-only secrets as sent on create; on update an empty one keeps the stored value. */
export const SECRET_KEY_RULE = configText('Secret key') satisfies TextRule;
export const API_KEY_RULE = configText('API key') satisfies TextRule;

/** A webhook captures device events, a device namespace or network events: at least one of them. */
export function webhookCapturesEvents(config: {
  capture_device?: boolean;
  capture_network_all?: boolean;
  capture_device_namespace?: string;
}): boolean {
  return Boolean(config.capture_device || config.capture_network_all || (config.capture_device_namespace ?? '').trim());
}
