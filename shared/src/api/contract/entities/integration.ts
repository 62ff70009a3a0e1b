import { z } from 'zod';
import { httpUrl, named } from '../common.ts';
import { OUTBOUND_URL_RULE } from '../outboundUrls.ts';
import { isIntegrationHeader } from '../../../validation/headers.ts';
import { MAX_URL_LENGTH } from '../../../validation/limits.ts';
import {
  atMostMessage,
  AWS_REGION_RULE,
  BUCKET_NAME_RULE,
  CAPTURE_REQUIRED_MESSAGE,
  CONFIGURABLE_INTEGRATION_TYPES,
  MAX_CONFIG_TEXT_LENGTH,
  MAX_EVENT_BUS_NAME_LENGTH,
  MAX_INTEGRATION_NAME_LENGTH,
  MAX_NAMESPACE_LENGTH,
  MAX_TAGO_REGION_LENGTH,
  NAMESPACE_MESSAGE,
  NAMESPACE_PATTERN,
  requiredMessage,
  ROLE_ARN_RULE,
  URL_REQUIRED_MESSAGE,
  VALID_URL_MESSAGE,
  webhookCapturesEvents,
} from '../rules.ts';
import { HeadersInputSchema, INTEGRATION_ROUTE_HEADER } from './network.ts';

/** The built-in utility integration: namespace `global:{product}-util`, never created, updated or removed. */
export const UTIL_INTEGRATION_TYPE = 'beacon-util';
export const UTIL_INTEGRATION_NAMESPACE = `global:${UTIL_INTEGRATION_TYPE}`;
export { CONFIGURABLE_INTEGRATION_TYPES };
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
/** Messages of the zod-free form rules (`../rules.ts`) that these schemas use. */
export { CAPTURE_REQUIRED_MESSAGE, NAMESPACE_MESSAGE };
export const RESERVED_HEADER_MESSAGE = `The header ${INTEGRATION_ROUTE_HEADER} is reserved`;

const text = (label: string) =>
  z
    .string({ error: requiredMessage(label) })
    .trim()
    .min(1, requiredMessage(label))
    .max(MAX_CONFIG_TEXT_LENGTH, atMostMessage(MAX_CONFIG_TEXT_LENGTH));
const namespace = () =>
  text('Namespace')
    .max(MAX_NAMESPACE_LENGTH, atMostMessage(MAX_NAMESPACE_LENGTH))
    .regex(NAMESPACE_PATTERN, NAMESPACE_MESSAGE);
const roleArn = text('Role ARN').regex(ROLE_ARN_RULE.pattern.value, ROLE_ARN_RULE.pattern.message);
const region = text('Region').regex(AWS_REGION_RULE.pattern.value, AWS_REGION_RULE.pattern.message);
/** Tago regions are the provider's own names (e.g. us-e1), not AWS ones. */
const tagoRegion = text('Region').max(MAX_TAGO_REGION_LENGTH, atMostMessage(MAX_TAGO_REGION_LENGTH));

/** The webhook's headers: the route header rules, and never the integration header (whatever its case). */
const webhookHeaders = HeadersInputSchema.refine(
  (h) => !Object.keys(h).some(isIntegrationHeader),
  RESERVED_HEADER_MESSAGE,
);

const config = <S extends z.core.$ZodLooseShape>(shape: S) => z.object(shape, { error: 'Config is required' });

/** Config fields shared by input and output, per integration type (no secrets). */
const publicConfig = {
  webhook: config({
    url: httpUrl({ required: URL_REQUIRED_MESSAGE, invalid: VALID_URL_MESSAGE }, MAX_URL_LENGTH).describe(
      `http(s) URL its routes deliver to; ${OUTBOUND_URL_RULE}`,
    ),
    capture_device_namespace: z
      .string({ error: NAMESPACE_MESSAGE })
      .trim()
      .max(MAX_NAMESPACE_LENGTH, atMostMessage(MAX_NAMESPACE_LENGTH))
      .refine((v) => v === '' || NAMESPACE_PATTERN.test(v), NAMESPACE_MESSAGE)
      .optional()
      .describe('Device requests and messages of this namespace (device.request.{ns}.*, device.message.{ns}.*)'),
    capture_device: z.boolean().default(false).describe('Every device event (device.*)'),
    capture_network_all: z.boolean().default(false).describe('Every network event (network.*)'),
    headers: webhookHeaders
      .optional()
      .describe(`Sent with every delivery; never ${INTEGRATION_ROUTE_HEADER}. ${HeadersInputSchema.description ?? ''}`),
  }).refine(webhookCapturesEvents, {
    message: CAPTURE_REQUIRED_MESSAGE,
    path: ['capture_device'],
  }),
  'network-memfault': config({ namespace: namespace() }),
  'aws-s3': config({
    role_arn: roleArn,
    bucket_name: text('Bucket name').regex(BUCKET_NAME_RULE.pattern.value, BUCKET_NAME_RULE.pattern.message),
    region,
  }),
  'aws-eventbridge': config({
    role_arn: roleArn,
    event_bus_name: text('Event bus name').max(MAX_EVENT_BUS_NAME_LENGTH, atMostMessage(MAX_EVENT_BUS_NAME_LENGTH)),
    region,
  }),
  'aws-sqs': config({
    role_arn: roleArn,
    sqs_url: httpUrl({ required: requiredMessage('SQS URL'), invalid: VALID_URL_MESSAGE }, MAX_URL_LENGTH),
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
    .max(MAX_CONFIG_TEXT_LENGTH, atMostMessage(MAX_CONFIG_TEXT_LENGTH))
    .optional()
    .transform((v) => (v === '' ? undefined : v));
}

const integrationName = z
  .string({ error: requiredMessage('Name') })
  .trim()
  .min(1, requiredMessage('Name'))
  .max(MAX_INTEGRATION_NAME_LENGTH, atMostMessage(MAX_INTEGRATION_NAME_LENGTH));

function bodyFor<T extends ConfigurableIntegrationType, C extends z.ZodType>(type: T, cfg: C) {
  return z.object({ integration_type: z.literal(type), name: integrationName, config: cfg });
}

/** The message for a body whose integration_type is not one of the configurable types. */
const unknownType = (issue: { code?: string; input?: unknown }) => {
  if (issue.code !== 'invalid_union') return undefined;
  const input = issue.input as { integration_type?: unknown } | undefined;
  return input?.integration_type === UTIL_INTEGRATION_TYPE ? UTIL_NOT_CONFIGURABLE_MESSAGE : INTEGRATION_TYPE_MESSAGE;
};

/**
 * A body discriminated by `integration_type`, with each configurable type's config schema from `configs`
 * (a type parameter per type keeps each config's exact type).
 */
function bodiesFor<
  Webhook extends z.ZodType,
  Memfault extends z.ZodType,
  S3 extends z.ZodType,
  EventBridge extends z.ZodType,
  Sqs extends z.ZodType,
  Tago extends z.ZodType,
>(configs: {
  readonly webhook: Webhook;
  readonly 'network-memfault': Memfault;
  readonly 'aws-s3': S3;
  readonly 'aws-eventbridge': EventBridge;
  readonly 'aws-sqs': Sqs;
  readonly tago: Tago;
}) {
  return z.discriminatedUnion(
    'integration_type',
    [
      bodyFor('webhook', configs.webhook),
      bodyFor('network-memfault', configs['network-memfault']),
      bodyFor('aws-s3', configs['aws-s3']),
      bodyFor('aws-eventbridge', configs['aws-eventbridge']),
      bodyFor('aws-sqs', configs['aws-sqs']),
      bodyFor('tago', configs.tago),
    ],
    { error: unknownType },
  );
}

/** Create body, discriminated by `integration_type`; each type's config is validated with clear messages. */
export const CreateIntegrationBodySchema = bodiesFor(IntegrationConfigInput);
export type CreateIntegrationBody = z.input<typeof CreateIntegrationBodySchema>;

/** Update body: the create body with optional secrets; the type must equal the installed one (else 409). */
export const UpdateIntegrationBodySchema = bodiesFor(IntegrationConfigUpdate);
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
