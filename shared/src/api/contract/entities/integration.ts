import { z } from 'zod';
import { httpUrl, named } from '../common.ts';
import { isIntegrationHeader } from '../../../validation/headers.ts';
import { HeadersInputSchema, INTEGRATION_ROUTE_HEADER, URL_REQUIRED_MESSAGE, VALID_URL_MESSAGE } from './network.ts';

/** The built-in utility integration: namespace `global:{product}-util`, never created, updated or removed. */
export const UTIL_INTEGRATION_TYPE = 'beacon-util';
export const UTIL_INTEGRATION_NAMESPACE = `global:${UTIL_INTEGRATION_TYPE}`;
export const CONFIGURABLE_INTEGRATION_TYPES = [
  'webhook',
  'network-memfault',
  'aws-s3',
  'aws-eventbridge',
  'aws-sqs',
  'tago',
] as const;
export type ConfigurableIntegrationType = (typeof CONFIGURABLE_INTEGRATION_TYPES)[number];
/** Write-only config fields: accepted on create/update, never returned. */
export const SECRET_CONFIG_FIELDS = ['secret_key', 'api_key'] as const;

/**
 * The two tables of the Integrations tab (customer-console.md §2): integrations that move the
 * network's data somewhere (`data`) and services the platform runs for the network's devices
 * (`platform-service`: Memfault and the built-in util integration).
 */
export const INTEGRATION_CATEGORIES = ['data', 'platform-service'] as const;
export type IntegrationCategory = (typeof INTEGRATION_CATEGORIES)[number];

export const INTEGRATION_TYPE_MESSAGE = `Integration type must be one of ${CONFIGURABLE_INTEGRATION_TYPES.join(', ')}`;
export const UTIL_NOT_CONFIGURABLE_MESSAGE = `The built-in ${UTIL_INTEGRATION_TYPE} integration cannot be added or configured`;
export const CAPTURE_REQUIRED_MESSAGE = 'Choose at least one kind of event to capture';
export const NAMESPACE_MESSAGE = 'Valid namespace required: letters, digits, _, - and : only';
export const RESERVED_HEADER_MESSAGE = `The header ${INTEGRATION_ROUTE_HEADER} is reserved`;

const text = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(500, `At most 500 characters`);
const NAMESPACE_PATTERN = /^[A-Za-z0-9_:-]+$/;
const namespace = () =>
  text('Namespace').max(100, 'At most 100 characters').regex(NAMESPACE_PATTERN, NAMESPACE_MESSAGE);
const roleArn = text('Role ARN').regex(/^arn:aws[a-z-]*:iam::\d{12}:role\/.+$/, 'Valid role ARN required');
const region = text('Region').regex(/^[a-z]{2}(-[a-z]+)+-\d+$/, 'Valid region required, e.g. eu-west-1');
/** Tago regions are the provider's own names (e.g. us-e1), not AWS ones. */
const tagoRegion = text('Region').max(50, 'At most 50 characters');

/** The webhook's headers: the route header rules, and never the integration header (whatever its case). */
const webhookHeaders = HeadersInputSchema.refine(
  (h) => !Object.keys(h).some(isIntegrationHeader),
  RESERVED_HEADER_MESSAGE,
);

const config = <S extends z.core.$ZodLooseShape>(shape: S) => z.object(shape, { error: 'Config is required' });

/** Config fields shared by input and output, per integration type (no secrets). */
const publicConfig = {
  webhook: config({
    url: httpUrl({ required: URL_REQUIRED_MESSAGE, invalid: VALID_URL_MESSAGE }, 2000),
    capture_device_namespace: z
      .string({ error: NAMESPACE_MESSAGE })
      .trim()
      .max(100, 'At most 100 characters')
      .refine((v) => v === '' || NAMESPACE_PATTERN.test(v), NAMESPACE_MESSAGE)
      .optional()
      .describe('Device requests and messages of this namespace (device.request.{ns}.*, device.message.{ns}.*)'),
    capture_device: z.boolean().default(false).describe('Every device event (device.*)'),
    capture_network_all: z.boolean().default(false).describe('Every network event (network.*)'),
    headers: webhookHeaders
      .optional()
      .describe(`Sent with every delivery; never ${INTEGRATION_ROUTE_HEADER}. ${HeadersInputSchema.description ?? ''}`),
  }).refine((c) => c.capture_device || c.capture_network_all || (c.capture_device_namespace ?? '') !== '', {
    message: CAPTURE_REQUIRED_MESSAGE,
    path: ['capture_device'],
  }),
  'network-memfault': config({ namespace: namespace() }),
  'aws-s3': config({
    role_arn: roleArn,
    bucket_name: text('Bucket name').regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'Valid bucket name required'),
    region,
  }),
  'aws-eventbridge': config({ role_arn: roleArn, event_bus_name: text('Event bus name').max(256), region }),
  'aws-sqs': config({
    role_arn: roleArn,
    sqs_url: httpUrl({ required: 'SQS URL is required', invalid: VALID_URL_MESSAGE }, 2000),
    region,
  }),
  tago: config({ namespace: namespace(), region: tagoRegion }),
} as const;

const secret = (label: string) => text(label);

/** Config as sent on create: secrets required. */
export const IntegrationConfigInput = {
  webhook: publicConfig.webhook,
  'network-memfault': publicConfig['network-memfault'].extend({ secret_key: secret('Secret key') }),
  'aws-s3': publicConfig['aws-s3'],
  'aws-eventbridge': publicConfig['aws-eventbridge'],
  'aws-sqs': publicConfig['aws-sqs'],
  tago: publicConfig.tago.extend({ api_key: secret('API key') }),
} as const;

/** Config as sent on update: an omitted (or empty) secret keeps the stored one. */
export const IntegrationConfigUpdate = {
  ...IntegrationConfigInput,
  'network-memfault': publicConfig['network-memfault'].extend({ secret_key: keptSecret('Secret key') }),
  tago: publicConfig.tago.extend({ api_key: keptSecret('API key') }),
} as const;

/** An update's secret: absent or '' keeps the stored one (the edit page never shows it, so it sends nothing). */
function keptSecret(label: string) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(500, 'At most 500 characters')
    .optional()
    .transform((v) => (v === '' ? undefined : v));
}

const integrationName = z
  .string({ error: 'Name is required' })
  .trim()
  .min(1, 'Name is required')
  .max(100, 'At most 100 characters');

function bodyFor<T extends ConfigurableIntegrationType, C extends z.ZodType>(type: T, cfg: C) {
  return z.object({ integration_type: z.literal(type), name: integrationName, config: cfg });
}

/** The message for a body whose integration_type is not one of the configurable types. */
const unknownType = (issue: { code?: string; input?: unknown }) => {
  if (issue.code !== 'invalid_union') return undefined;
  const input = issue.input as { integration_type?: unknown } | undefined;
  return input?.integration_type === UTIL_INTEGRATION_TYPE ? UTIL_NOT_CONFIGURABLE_MESSAGE : INTEGRATION_TYPE_MESSAGE;
};

/** Create body, discriminated by `integration_type`; each type's config is validated with clear messages. */
export const CreateIntegrationBodySchema = z.discriminatedUnion(
  'integration_type',
  [
    bodyFor('webhook', IntegrationConfigInput.webhook),
    bodyFor('network-memfault', IntegrationConfigInput['network-memfault']),
    bodyFor('aws-s3', IntegrationConfigInput['aws-s3']),
    bodyFor('aws-eventbridge', IntegrationConfigInput['aws-eventbridge']),
    bodyFor('aws-sqs', IntegrationConfigInput['aws-sqs']),
    bodyFor('tago', IntegrationConfigInput.tago),
  ],
  { error: unknownType },
);
export type CreateIntegrationBody = z.input<typeof CreateIntegrationBodySchema>;

/** Update body: the create body with optional secrets; the type must equal the installed one (else 409). */
export const UpdateIntegrationBodySchema = z.discriminatedUnion(
  'integration_type',
  [
    bodyFor('webhook', IntegrationConfigUpdate.webhook),
    bodyFor('network-memfault', IntegrationConfigUpdate['network-memfault']),
    bodyFor('aws-s3', IntegrationConfigUpdate['aws-s3']),
    bodyFor('aws-eventbridge', IntegrationConfigUpdate['aws-eventbridge']),
    bodyFor('aws-sqs', IntegrationConfigUpdate['aws-sqs']),
    bodyFor('tago', IntegrationConfigUpdate.tago),
  ],
  { error: unknownType },
);
export type UpdateIntegrationBody = z.input<typeof UpdateIntegrationBodySchema>;

/** Output configs: plain stored values, secrets never present (unknown keys are stripped). */
const out = {
  webhook: z.object({
    url: z.string(),
    capture_device_namespace: z.string().optional(),
    capture_device: z.boolean(),
    capture_network_all: z.boolean(),
    headers: z.record(z.string(), z.string()).optional(),
  }),
  'network-memfault': z.object({ namespace: z.string() }),
  'aws-s3': z.object({ role_arn: z.string(), bucket_name: z.string(), region: z.string() }),
  'aws-eventbridge': z.object({ role_arn: z.string(), event_bus_name: z.string(), region: z.string() }),
  'aws-sqs': z.object({ role_arn: z.string(), sqs_url: z.string(), region: z.string() }),
  tago: z.object({ namespace: z.string(), region: z.string() }),
  [UTIL_INTEGRATION_TYPE]: z.object({ namespace: z.string().describe(UTIL_INTEGRATION_NAMESPACE) }),
} as const;

function installed<T extends keyof typeof out>(type: T) {
  return z.object({
    config_id: z.string(),
    integration_type: z.literal(type),
    name: z.string(),
    config: out[type],
    category: z.enum(INTEGRATION_CATEGORIES).describe('Which table of the Integrations tab lists it'),
    events: z.array(z.string()).describe('The event filters it receives (the Events column)'),
    destination: z.string().describe('Where its events go (the Destination column)'),
    secret_set: z
      .boolean()
      .describe('A write-only secret (secret_key, api_key) is stored; false for types without one'),
    configurable: z.boolean().describe('false for the built-in util integration: it cannot be configured or removed'),
  });
}

export const InstalledIntegrationSchema = named(
  'InstalledIntegration',
  z.discriminatedUnion('integration_type', [
    installed('webhook'),
    installed('network-memfault'),
    installed('aws-s3'),
    installed('aws-eventbridge'),
    installed('aws-sqs'),
    installed('tago'),
    installed(UTIL_INTEGRATION_TYPE),
  ]),
  'An installed integration. Secret config fields (secret_key, api_key) are write-only and never returned; ' +
    'secret_set says whether one is stored.',
);
export type InstalledIntegration = z.infer<typeof InstalledIntegrationSchema>;
export type IntegrationType = InstalledIntegration['integration_type'];
