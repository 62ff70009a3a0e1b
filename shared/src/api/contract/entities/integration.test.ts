import { describe, expect, it } from '@rstest/core';
import {
  DUPLICATE_HEADER_MESSAGE,
  HEADER_NAME_MESSAGE,
  HEADER_VALUE_MESSAGE,
  HEADER_VALUE_TOO_LONG_MESSAGE,
} from './network.ts';
import {
  CAPTURE_REQUIRED_MESSAGE,
  CreateIntegrationBodySchema,
  INTEGRATION_TYPE_MESSAGE,
  NAMESPACE_MESSAGE,
  RESERVED_HEADER_MESSAGE,
  UTIL_NOT_CONFIGURABLE_MESSAGE,
  UpdateIntegrationBodySchema,
} from './integration.ts';
import { firstMessage } from '../testSupport.ts';

const ARN = 'arn:aws:iam::123456789012:role/beacon';
const VALID = {
  webhook: { url: 'https://hooks.test/in', capture_device: true },
  'network-memfault': { namespace: 'memfault', secret_key: 's3cret' },
  'aws-s3': { role_arn: ARN, bucket_name: 'beacon-events', region: 'eu-west-1' },
  'aws-eventbridge': { role_arn: ARN, event_bus_name: 'default', region: 'us-east-1' },
  'aws-sqs': { role_arn: ARN, sqs_url: 'https://sqs.eu-west-1.amazonaws.com/123456789012/q', region: 'eu-west-1' },
  tago: { namespace: 'tago', region: 'us-e1', api_key: 'key' },
} as const;

const create = (integration_type: string, config: unknown, name: unknown = 'My integration') =>
  CreateIntegrationBodySchema.safeParse({ integration_type, name, config });

describe('integration create body', () => {
  it('accepts a valid config of every type', () => {
    for (const [type, config] of Object.entries(VALID)) {
      expect({ type, message: firstMessage(create(type, config)) }).toEqual({ type, message: undefined });
    }
  });

  it('defaults the webhook capture flags and trims the url', () => {
    const parsed = create('webhook', { url: ' https://h.test/x ', capture_network_all: true });
    expect(parsed.data?.config).toEqual({
      url: 'https://h.test/x',
      capture_device: false,
      capture_network_all: true,
    });
  });

  it('answers a clear message for each broken field', () => {
    const cases: Array<[string, unknown, string]> = [
      ['webhook', { url: 'ftp://h.test', capture_device: true }, 'Valid URL required'],
      ['webhook', { capture_device: true }, 'URL is required'],
      ['webhook', { url: 'https://h.test' }, CAPTURE_REQUIRED_MESSAGE],
      ['webhook', { url: 'https://h.test', capture_device_namespace: '  ' }, CAPTURE_REQUIRED_MESSAGE],
      ['webhook', { url: 'https://h.test', capture_device_namespace: 'a.b' }, NAMESPACE_MESSAGE],
      [
        'webhook',
        { url: 'https://h.test', capture_device: true, headers: { a: '1', b: '2', c: '3', d: '4' } },
        'At most 3 headers',
      ],
      [
        'webhook',
        { url: 'https://h.test', capture_device: true, headers: { 'X-Beacon-Integration-Config-Id': 'x' } },
        RESERVED_HEADER_MESSAGE,
      ],
      ['network-memfault', { namespace: 'memfault' }, 'Secret key is required'],
      ['network-memfault', { namespace: '', secret_key: 'k' }, 'Namespace is required'],
      ['aws-s3', { ...VALID['aws-s3'], role_arn: 'role' }, 'Valid role ARN required'],
      ['aws-s3', { ...VALID['aws-s3'], bucket_name: '' }, 'Bucket name is required'],
      ['aws-s3', { ...VALID['aws-s3'], bucket_name: 'Bad_Bucket' }, 'Valid bucket name required'],
      ['aws-s3', { ...VALID['aws-s3'], region: 'Europe' }, 'Valid region required, e.g. eu-west-1'],
      ['aws-eventbridge', { ...VALID['aws-eventbridge'], event_bus_name: ' ' }, 'Event bus name is required'],
      ['aws-sqs', { ...VALID['aws-sqs'], sqs_url: 'queue' }, 'Valid URL required'],
      ['aws-sqs', { role_arn: ARN, region: 'eu-west-1' }, 'SQS URL is required'],
      ['tago', { namespace: 'tago', region: 'us-e1' }, 'API key is required'],
      ['tago', { namespace: 'tago', api_key: 'k' }, 'Region is required'],
      ['aws-s3', undefined, 'Config is required'],
    ];
    for (const [type, config, message] of cases) {
      expect({ type, config, message: firstMessage(create(type, config)) }).toEqual({ type, config, message });
    }
    expect(firstMessage(create('tago', VALID.tago, ' '))).toBe('Name is required');
    expect(firstMessage(CreateIntegrationBodySchema.safeParse({ integration_type: 'tago', config: VALID.tago }))).toBe(
      'Name is required',
    );
  });

  it('names the allowed types for an unknown type, and refuses the built-in one', () => {
    expect(firstMessage(create('ftp', {}))).toBe(INTEGRATION_TYPE_MESSAGE);
    expect(firstMessage(CreateIntegrationBodySchema.safeParse({ name: 'x' }))).toBe(INTEGRATION_TYPE_MESSAGE);
    expect(firstMessage(create('beacon-util', { namespace: 'global:beacon-util' }))).toBe(
      UTIL_NOT_CONFIGURABLE_MESSAGE,
    );
  });
});

describe('webhook headers', () => {
  const webhook = (headers: Record<string, string>, url = 'https://h.test') =>
    firstMessage(create('webhook', { url, capture_device: true, headers }));

  it('refuses header names with CR/LF or a colon, and values with CR, LF or NUL', () => {
    for (const name of ['x-evil\r\nx-injected', 'x-evil\r\n', 'x-evil: 1', 'x:a']) {
      expect({ name, message: webhook({ [name]: 'v' }) }).toEqual({ name, message: HEADER_NAME_MESSAGE });
    }
    for (const value of ['v\r\nx-injected: 1', 'v\n', 'v\0']) {
      expect({ value, message: webhook({ 'x-a': value }) }).toEqual({ value, message: HEADER_VALUE_MESSAGE });
    }
    expect(webhook({ 'x-a': 'v'.repeat(1001) })).toBe(HEADER_VALUE_TOO_LONG_MESSAGE);
  });

  it('compares names ignoring case: duplicates refused, the integration header reserved in any case', () => {
    expect(webhook({ 'X-Key': '1', 'x-key': '2' })).toBe(DUPLICATE_HEADER_MESSAGE);
    expect(webhook({ 'X-BEACON-INTEGRATION-CONFIG-ID': 'x' })).toBe(RESERVED_HEADER_MESSAGE);
    expect(webhook({ a: '1', b: '2', c: '3' })).toBeUndefined();
  });

  it('applies the same rules on update', () => {
    const update = UpdateIntegrationBodySchema.safeParse({
      integration_type: 'webhook',
      name: 'W',
      config: { url: 'https://h.test', capture_device: true, headers: { 'x-a\r\nx-b': '1' } },
    });
    expect(firstMessage(update)).toBe(HEADER_NAME_MESSAGE);
  });
});

describe('integration update body', () => {
  it('keeps the stored secret when it is absent or empty', () => {
    for (const secret_key of [undefined, '', '  ']) {
      const parsed = UpdateIntegrationBodySchema.safeParse({
        integration_type: 'network-memfault',
        name: 'M',
        config: { namespace: 'memfault', ...(secret_key === undefined ? {} : { secret_key }) },
      });
      expect(parsed.success).toBe(true);
      expect(parsed.data?.config).toEqual({ namespace: 'memfault' });
    }
    const replaced = UpdateIntegrationBodySchema.parse({
      integration_type: 'tago',
      name: 'T',
      config: { ...VALID.tago, api_key: ' new ' },
    });
    expect(replaced.config).toEqual({ ...VALID.tago, api_key: 'new' });
  });
});
