import { describe, expect, it } from '@rstest/core';
import type { z } from 'zod';
import {
  AccountNameSchema,
  CreateApiTokenBodySchema,
  CreateGlobalForwarderBodySchema,
  CreateInviteBodySchema,
  WebsiteSchema,
} from './entities/account.ts';
import { AdminInviteBodySchema } from './entities/admin.ts';
import { DeviceIdSchema } from './entities/device.ts';
import { CreateIntegrationBodySchema, IntegrationConfigInput } from './entities/integration.ts';
import { LandingPageSchema, NetworkNameSchema, RenameNetworkBodySchema, RouteInputSchema } from './entities/network.ts';
import { email, httpUrl } from './common.ts';
import { CreateHotspotBodySchema, CreateHotspotGroupBodySchema } from './entities/hotspot.ts';
import {
  ACCOUNT_NAME_RULE,
  API_TOKEN_NAME_RULE,
  adminMemberLevelLabel,
  isAdminQuickDeviceId,
  isStandardTier,
  TIER_NAME_PATTERN,
  ADMIN_INVITE_EMAIL_RULE,
  ALERT_EMAIL_RULE,
  EMAIL_PATTERN,
  GLOBAL_NAMESPACE_RULE,
  INVITE_EMAIL_RULE,
  ALERT_WEBHOOK_RULE,
  GROUP_DESCRIPTION_RULE,
  GROUP_NAME_RULE,
  HOTSPOT_ID_RULE,
  HOTSPOT_TEXT_RULE,
  isHotspotId,
  normalizeHotspotId,
  signalBars,
  WEBHOOK_MAX_LENGTH,
  WEBHOOK_MESSAGE,
  WEBHOOK_REQUIRED_MESSAGE,
  API_KEY_RULE,
  AWS_REGION_RULE,
  BUCKET_NAME_RULE,
  CAPTURE_NAMESPACE_RULE,
  DEVICE_ID_RULE,
  EVENT_BUS_NAME_RULE,
  INTEGRATION_NAME_RULE,
  LANDING_PAGE_RULE,
  NAMESPACE_RULE,
  NETWORK_NAME_RULE,
  NETWORK_RENAME_RULE,
  ROLE_ARN_RULE,
  ROUTE_FILTER_RULE,
  ROUTE_URL_RULE,
  SECRET_KEY_RULE,
  SQS_URL_RULE,
  TAGO_REGION_RULE,
  textRuleMessage,
  textRuleProblem,
  webhookCapturesEvents,
  WEBHOOK_URL_RULE,
  WEBSITE_RULE,
  type TextRule,
} from './rules.ts';
import { firstMessage } from './testSupport.ts';

const webhookName = CreateIntegrationBodySchema.options[0].shape.name;
const { webhook, tago } = IntegrationConfigInput;
const memfault = IntegrationConfigInput['network-memfault'];
const s3 = IntegrationConfigInput['aws-s3'];
const groupShape = CreateHotspotGroupBodySchema.shape;

/** Each descriptor with the schema the platform checks the same field with. */
const PAIRS: ReadonlyArray<[string, TextRule, z.ZodType]> = [
  ['network name', NETWORK_NAME_RULE, NetworkNameSchema],
  ['network rename', NETWORK_RENAME_RULE, RenameNetworkBodySchema.shape.name],
  ['landing page', LANDING_PAGE_RULE, LandingPageSchema],
  ['route filter', ROUTE_FILTER_RULE, RouteInputSchema.shape.filter_events],
  ['route URL', ROUTE_URL_RULE, RouteInputSchema.shape.url],
  ['device id', DEVICE_ID_RULE, DeviceIdSchema],
  ['account name', ACCOUNT_NAME_RULE, AccountNameSchema],
  ['website', WEBSITE_RULE, WebsiteSchema],
  ['API token name', API_TOKEN_NAME_RULE, CreateApiTokenBodySchema.shape.name],
  ['integration name', INTEGRATION_NAME_RULE, webhookName],
  ['webhook URL', WEBHOOK_URL_RULE, webhook.shape.url],
  ['capture namespace', CAPTURE_NAMESPACE_RULE, webhook.shape.capture_device_namespace],
  ['namespace', NAMESPACE_RULE, memfault.shape.namespace],
  ['secret key', SECRET_KEY_RULE, memfault.shape.secret_key],
  ['role ARN', ROLE_ARN_RULE, s3.shape.role_arn],
  ['bucket name', BUCKET_NAME_RULE, s3.shape.bucket_name],
  ['AWS region', AWS_REGION_RULE, s3.shape.region],
  ['event bus name', EVENT_BUS_NAME_RULE, IntegrationConfigInput['aws-eventbridge'].shape.event_bus_name],
  ['SQS URL', SQS_URL_RULE, IntegrationConfigInput['aws-sqs'].shape.sqs_url],
  ['Tago region', TAGO_REGION_RULE, tago.shape.region],
  ['API key', API_KEY_RULE, tago.shape.api_key],
  ['hotspot alias', HOTSPOT_TEXT_RULE, CreateHotspotBodySchema.shape.alias],
  ['hotspot site', HOTSPOT_TEXT_RULE, CreateHotspotBodySchema.shape.site_id],
  ['group name', GROUP_NAME_RULE, groupShape.name],
  ['group description', GROUP_DESCRIPTION_RULE, groupShape.description],
  // The group schema checks the target by these two (inside its refinement), so they are compared here.
  ['alert email', ALERT_EMAIL_RULE, email(ALERT_EMAIL_RULE)],
  ['invite email', INVITE_EMAIL_RULE, CreateInviteBodySchema.shape.user],
  ['staff invite email', ADMIN_INVITE_EMAIL_RULE, AdminInviteBodySchema.shape.user],
  ['global forwarder namespace', GLOBAL_NAMESPACE_RULE, CreateGlobalForwarderBodySchema.shape.namespace],
  [
    'alert webhook',
    ALERT_WEBHOOK_RULE,
    httpUrl({ required: WEBHOOK_REQUIRED_MESSAGE, invalid: WEBHOOK_MESSAGE }, WEBHOOK_MAX_LENGTH),
  ],
];

const url = (length: number) => `https://hook.test/${'p'.repeat(Math.max(0, length - 'https://hook.test/'.length))}`;

/** Addresses every e-mail field takes. */
const GOOD_EMAILS = [
  'a.b+c@sub.example.co',
  'member@example.com',
  'x@x.io',
  "o'brien_{x}~!#$%&*=?^`|@mail-1.example.org",
  `${'l'.repeat(64)}@example.com`,
  `a@${'d'.repeat(63)}.${'e'.repeat(63)}.${'f'.repeat(63)}.${'g'.repeat(60)}`,
];
/** Addresses no e-mail field takes: the walkthrough's (issue 30) and the RFC 5321 limits' edges. */
const BAD_EMAILS = [
  '<script>alert(1)</script>@x.com',
  `${'l'.repeat(300)}@x.com`,
  '<script>@x.com',
  `${'l'.repeat(65)}@example.com`,
  `a@${'d'.repeat(63)}.${'e'.repeat(63)}.${'f'.repeat(63)}.${'g'.repeat(61)}`,
  'a b@example.com',
  'a@exa mple.com',
  'a\tb@example.com',
  'a\u0000b@example.com',
  'a@b@example.com',
  'a@example',
  'a@-example.com',
  'a@example-.com',
  'a@example..com',
  'a@exam_ple.com',
  '.a@example.com',
  'a.@example.com',
  'a..b@example.com',
  '"a"@example.com',
  'a(b)@example.com',
  'a,b@example.com',
  'not-an-email',
  '@example.com',
];

/** Values around every limit a rule states, plus ones that break its pattern or URL rule. */
function samples(rule: TextRule): string[] {
  const values = [
    '',
    '   ',
    'a',
    'ab',
    ' abc ',
    'Mixed Case',
    'a.b',
    'x:y_z-1',
    'https://hook.test/in',
    'ftp://x.test',
  ];
  values.push('not a url', 'https://', 'https://x.test/{device_id}', '{device_id}', 'eu-west-1', 'us-e1');
  values.push('arn:aws:iam::123456789012:role/beacon', 'my-bucket.1', 'My_Bucket');
  values.push(...GOOD_EMAILS, ...BAD_EMAILS, 'global:fleet-1', 'global:<script>', 'global:', 'global:a b');
  for (const limit of [rule.minLength?.value, rule.maxLength?.value]) {
    if (limit === undefined) continue;
    for (const length of [limit - 1, limit, limit + 1])
      values.push('x'.repeat(length), ` ${'x'.repeat(length)} `, url(length));
  }
  return values;
}

/** The first message the schema answers; undefined when it accepts the value. */
const schemaMessage = (schema: z.ZodType, value: string) => firstMessage(schema.safeParse(value));

/** The descriptor's message; undefined when it accepts the value. */
const ruleMessage = (rule: TextRule, value: string) => {
  const problem = textRuleProblem(rule, value);
  return problem === undefined ? undefined : textRuleMessage(rule, problem);
};

describe('the contract’s form rules agree with its schemas', () => {
  it.each(PAIRS)('%s: same values refused, with the same message', (_name, rule, schema) => {
    for (const value of samples(rule)) {
      expect({ value, message: ruleMessage(rule, value) }).toEqual({ value, message: schemaMessage(schema, value) });
    }
  });
});

describe('textRuleProblem', () => {
  it('trims, then checks presence, length, pattern and URL in that order', () => {
    expect(textRuleProblem(ROUTE_URL_RULE, '  ')).toBe('required');
    expect(textRuleProblem(ROUTE_URL_RULE, ` ${url(2000)} `)).toBeUndefined();
    expect(textRuleProblem(ROUTE_URL_RULE, `ftp://${'x'.repeat(2000)}`)).toBe('too-long');
    expect(textRuleProblem(ROUTE_URL_RULE, 'ftp://x.test')).toBe('url');
    expect(textRuleProblem(ACCOUNT_NAME_RULE, ' ab ')).toBe('too-short');
    expect(textRuleProblem(NAMESPACE_RULE, 'a.b')).toBe('pattern');
  });

  it('lets an optional field stay empty, and treats a missing value as empty', () => {
    expect(textRuleProblem(LANDING_PAGE_RULE, undefined)).toBeUndefined();
    expect(textRuleProblem(WEBSITE_RULE, '  ')).toBeUndefined();
    expect(textRuleProblem(NETWORK_NAME_RULE, undefined)).toBe('required');
  });

  it.each([
    'https://example.com/devices/{device_id}',
    'http://example.com/d?id={device_id}&again={device_id}',
    'https://example.com/static-page',
    '  https://example.com/trimmed  ',
    'HTTPS://EXAMPLE.COM/{device_id}',
    '',
  ])('accepts the landing page %j ({device_id} filled in first; empty removes it)', (url) => {
    expect(textRuleProblem(LANDING_PAGE_RULE, url)).toBeUndefined();
  });

  it.each([
    'example.com/devices/{device_id}',
    'ftp://example.com/{device_id}',
    'javascript:alert(1)',
    'https://',
    '{device_id}',
    'not a url',
    '/devices/{device_id}',
  ])('refuses the landing page %j', (url) => {
    expect(textRuleProblem(LANDING_PAGE_RULE, url)).toBe('url');
  });

  it('checks the integration patterns', () => {
    expect(textRuleProblem(NAMESPACE_RULE, 'global:x_y-z')).toBeUndefined();
    expect(textRuleProblem(ROLE_ARN_RULE, 'arn:aws:iam::123:role/r')).toBe('pattern');
    expect(textRuleProblem(ROLE_ARN_RULE, 'arn:aws:iam::123456789012:role/r')).toBeUndefined();
    expect(textRuleProblem(AWS_REGION_RULE, 'Europe')).toBe('pattern');
    expect(textRuleProblem(AWS_REGION_RULE, 'us-east-2')).toBeUndefined();
    expect(textRuleProblem(BUCKET_NAME_RULE, 'My_Bucket')).toBe('pattern');
    expect(textRuleProblem(BUCKET_NAME_RULE, 'my-bucket.1')).toBeUndefined();
    expect(textRuleProblem(SQS_URL_RULE, 'sqs.test/q')).toBe('url');
    expect(textRuleProblem(CAPTURE_NAMESPACE_RULE, '')).toBeUndefined();
  });

  it('keeps the spec’s messages', () => {
    expect(textRuleMessage(NETWORK_NAME_RULE, 'too-long')).toBe('Valid Network Name required');
    expect(textRuleMessage(ROUTE_FILTER_RULE, 'required')).toBe('Filter is required');
    expect(textRuleMessage(ROUTE_URL_RULE, 'required')).toBe('URL is required');
    expect(textRuleMessage(ROUTE_URL_RULE, 'url')).toBe('Valid URL required');
  });
});

describe('webhookCapturesEvents', () => {
  it('needs device events, a namespace or network events', () => {
    expect(webhookCapturesEvents({ capture_device: false, capture_network_all: false })).toBe(false);
    expect(webhookCapturesEvents({ capture_device_namespace: '  ' })).toBe(false);
    expect(webhookCapturesEvents({ capture_device_namespace: 'ns' })).toBe(true);
    expect(webhookCapturesEvents({ capture_network_all: true })).toBe(true);
    expect(webhookCapturesEvents({ capture_device: true })).toBe(true);
  });
});

describe('hotspot rules', () => {
  it('signal bars: 5 at ≥ 90, 4 at ≥ 75, 3 at ≥ 60, 2 at ≥ 40, 1 at ≥ 20, else 0', () => {
    const cases: Array<[number | null | undefined, number]> = [
      [100, 5],
      [90, 5],
      [89.9, 4],
      [75, 4],
      [74, 3],
      [60, 3],
      [59, 2],
      [40, 2],
      [39, 1],
      [20, 1],
      [19.9, 0],
      [0, 0],
      [null, 0],
      [undefined, 0],
      [Number.NaN, 0],
    ];
    for (const [signal, bars] of cases) expect({ signal, bars: signalBars(signal) }).toEqual({ signal, bars });
  });

  it('a hotspot id is stripped of urn:uuid:, trimmed and lowercased, then must be a UUID v0-5', () => {
    const id = '123e4567-e89b-42d3-a456-426614174000';
    expect(normalizeHotspotId(` URN:UUID:${id.toUpperCase()} `)).toBe(id);
    expect(isHotspotId(`urn:uuid:${id}`)).toBe(true);
    expect(isHotspotId(id.replace('-42d3-', '-72d3-'))).toBe(false);
    expect(isHotspotId('urn:uuid:')).toBe(false);
    const message = (value: string) => {
      const problem = textRuleProblem(HOTSPOT_ID_RULE, normalizeHotspotId(value));
      return problem && textRuleMessage(HOTSPOT_ID_RULE, problem);
    };
    expect(message('nope')).toBe('Valid Hotspot ID required');
    expect(message(' ')).toBe('Hotspot ID is required');
    expect(message('urn:uuid:')).toBe('Hotspot ID is required');
    expect(message(`urn:uuid:${id}`)).toBeUndefined();
  });
});

describe('platform-admin rules (admin-and-hotspots.md §5, §6)', () => {
  it('takes a quick device id that starts with urn: or is a UUID', () => {
    expect(isAdminQuickDeviceId(' urn:dev:mac:0011223344556677 ')).toBe(true);
    expect(isAdminQuickDeviceId('00000000-0000-8000-8200-a1b2c3d4e5f6')).toBe(true);
    expect(isAdminQuickDeviceId('00000000-0000-8000-8200-A1B2C3D4E5F6')).toBe(true);
    expect(isAdminQuickDeviceId('urn:')).toBe(false);
    expect(isAdminQuickDeviceId('a1b2c3d4e5f6')).toBe(false);
    expect(isAdminQuickDeviceId('')).toBe(false);
  });

  it('labels admin-view member levels 3 Admin, 2 Write, 1 Read, else Unknown', () => {
    expect([3, 2, 1, 0, 4, -1].map(adminMemberLevelLabel)).toEqual([
      'Admin',
      'Write',
      'Read',
      'Unknown',
      'Unknown',
      'Unknown',
    ]);
  });

  it('knows the standard tiers and the tier-name pattern', () => {
    expect(['free', 'pro', 'enterprise', 'acme-custom', 'Free'].map(isStandardTier)).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
    expect(['startup-plus', 'tier_2', 'Pro', '-x', 'a b'].map((name) => TIER_NAME_PATTERN.test(name))).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
  });
});

describe('the one e-mail rule (RFC 5321 lengths, no angle brackets, spaces or control characters)', () => {
  it.each(GOOD_EMAILS)('takes %s', (address) => {
    expect(EMAIL_PATTERN.test(address)).toBe(true);
    for (const rule of [INVITE_EMAIL_RULE, ADMIN_INVITE_EMAIL_RULE])
      expect(textRuleProblem(rule, address)).toBeUndefined();
    expect(firstMessage(CreateInviteBodySchema.safeParse({ user: address }))).toBeUndefined();
    if (address.length <= 100) expect(textRuleProblem(ALERT_EMAIL_RULE, address)).toBeUndefined();
  });

  it.each(BAD_EMAILS)('refuses %s', (address) => {
    expect(EMAIL_PATTERN.test(address)).toBe(false);
    expect(ruleMessage(INVITE_EMAIL_RULE, address)).toBe('Invalid email address');
    expect(ruleMessage(ADMIN_INVITE_EMAIL_RULE, address)).toBe('Invalid email address');
    expect(firstMessage(CreateInviteBodySchema.safeParse({ user: address }))).toBe('Invalid email address');
    expect(firstMessage(AdminInviteBodySchema.safeParse({ user: address }))).toBe('Invalid email address');
    const group = { name: 'G', alert_enabled: true, alert_target_type: 'email', alert_target_value: address };
    expect(firstMessage(CreateHotspotGroupBodySchema.safeParse(group))).toMatch(
      /^(Valid email required|At most 100 characters)$/,
    );
  });

  it('keeps the spec texts for an empty address', () => {
    expect(ruleMessage(INVITE_EMAIL_RULE, ' ')).toBe('Invalid email address');
    expect(ruleMessage(ADMIN_INVITE_EMAIL_RULE, ' ')).toBe('Please enter an email address');
    expect(firstMessage(AdminInviteBodySchema.safeParse({ user: '' }))).toBe('Please enter an email address');
    expect(ruleMessage(ALERT_EMAIL_RULE, '')).toBe('Valid email required');
  });
});

describe('the global forwarder namespace', () => {
  it.each(['global:fleet-tracker', 'global:cold_chain', 'global:a:b-1'])('takes %s', (namespace) => {
    expect(textRuleProblem(GLOBAL_NAMESPACE_RULE, namespace)).toBeUndefined();
  });

  it('says the prefix without it and the allowed characters after it', () => {
    expect(ruleMessage(GLOBAL_NAMESPACE_RULE, 'fleet')).toBe("Namespace must begin with 'global:'");
    expect(ruleMessage(GLOBAL_NAMESPACE_RULE, 'global:')).toBe("Namespace must begin with 'global:'");
    for (const namespace of ['global:<script>', 'global:a b', 'global:a.b', 'global:ä'])
      expect(ruleMessage(GLOBAL_NAMESPACE_RULE, namespace)).toBe(
        "After 'global:' use only letters, digits, _, - and :",
      );
  });
});
