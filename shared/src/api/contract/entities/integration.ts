import { z } from 'zod';
import { httpUrl, named } from '../common.ts';
import { HeadersInputSchema, URL_REQUIRED_MESSAGE, VALID_URL_MESSAGE } from './network.ts';

/** The built-in utility integration: namespace `global:{product}-util`, never created, updated or removed. */
export const UTIL_INTEGRATION_TYPE = 'beacon-util';
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

const text = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`);
const roleArn = text('Role ARN').regex(/^arn:aws[a-z-]*:iam::\d{12}:role\/.+$/, 'Valid role ARN required');
const region = text('Region');

/** Config fields shared by input and output, per integration type (no secrets). */
const publicConfig = {
  webhook: z.object({
    url: httpUrl({ required: URL_REQUIRED_MESSAGE, invalid: VALID_URL_MESSAGE }),
    capture_device_namespace: z.string().trim().optional(),
    capture_device: z.boolean().default(false),
    capture_network_all: z.boolean().default(false),
    headers: HeadersInputSchema.optional(),
  }),
  'network-memfault': z.object({ namespace: text('Namespace') }),
  'aws-s3': z.object({ role_arn: roleArn, bucket_name: text('Bucket name'), region }),
  'aws-eventbridge': z.object({ role_arn: roleArn, event_bus_name: text('Event bus name'), region }),
  'aws-sqs': z.object({
    role_arn: roleArn,
    sqs_url: httpUrl({ required: 'SQS URL is required', invalid: VALID_URL_MESSAGE }),
    region,
  }),
  tago: z.object({ namespace: text('Namespace'), region }),
} as const;

const secret = (label: string) => text(label).max(500);

/** Config as sent on create: secrets required. */
export const IntegrationConfigInput = {
  webhook: publicConfig.webhook,
  'network-memfault': publicConfig['network-memfault'].extend({ secret_key: secret('Secret key') }),
  'aws-s3': publicConfig['aws-s3'],
  'aws-eventbridge': publicConfig['aws-eventbridge'],
  'aws-sqs': publicConfig['aws-sqs'],
  tago: publicConfig.tago.extend({ api_key: secret('API key') }),
} as const;

/** Config as sent on update: an omitted secret keeps the stored one. */
export const IntegrationConfigUpdate = {
  ...IntegrationConfigInput,
  'network-memfault': publicConfig['network-memfault'].extend({ secret_key: secret('Secret key').optional() }),
  tago: publicConfig.tago.extend({ api_key: secret('API key').optional() }),
} as const;

const integrationName = z.string().trim().min(1, 'Name is required').max(100, 'At most 100 characters');

function bodyFor<T extends ConfigurableIntegrationType, C extends z.ZodType>(type: T, config: C) {
  return z.object({ integration_type: z.literal(type), name: integrationName, config });
}

export const CreateIntegrationBodySchema = z.discriminatedUnion('integration_type', [
  bodyFor('webhook', IntegrationConfigInput.webhook),
  bodyFor('network-memfault', IntegrationConfigInput['network-memfault']),
  bodyFor('aws-s3', IntegrationConfigInput['aws-s3']),
  bodyFor('aws-eventbridge', IntegrationConfigInput['aws-eventbridge']),
  bodyFor('aws-sqs', IntegrationConfigInput['aws-sqs']),
  bodyFor('tago', IntegrationConfigInput.tago),
]);
export type CreateIntegrationBody = z.input<typeof CreateIntegrationBodySchema>;

export const UpdateIntegrationBodySchema = z.discriminatedUnion('integration_type', [
  bodyFor('webhook', IntegrationConfigUpdate.webhook),
  bodyFor('network-memfault', IntegrationConfigUpdate['network-memfault']),
  bodyFor('aws-s3', IntegrationConfigUpdate['aws-s3']),
  bodyFor('aws-eventbridge', IntegrationConfigUpdate['aws-eventbridge']),
  bodyFor('aws-sqs', IntegrationConfigUpdate['aws-sqs']),
  bodyFor('tago', IntegrationConfigUpdate.tago),
]);
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
  [UTIL_INTEGRATION_TYPE]: z.object({ namespace: z.string().describe('global:beacon-util') }),
} as const;

function installed<T extends keyof typeof out>(type: T) {
  return z.object({ config_id: z.string(), integration_type: z.literal(type), name: z.string(), config: out[type] });
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
  'An installed integration. Secret config fields (secret_key, api_key) are write-only and never returned.',
);
export type InstalledIntegration = z.infer<typeof InstalledIntegrationSchema>;
export type IntegrationType = InstalledIntegration['integration_type'];
