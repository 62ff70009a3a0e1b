import type { InstalledIntegration } from '@beacon/shared/contract';
import { describe, expect, it } from '@rstest/core';
import {
  capturesNothing,
  createBody,
  emptyFormValues,
  formValuesOf,
  headerKeyProblem,
  headerRowValueProblem,
  MAX_WEBHOOK_HEADERS,
  isProductionHost,
  offeredTypes,
  textProblem,
  ROLE_ARN_PATTERN,
  AWS_REGION_PATTERN,
  BUCKET_NAME_PATTERN,
  NAMESPACE_PATTERN,
  updateBody,
  urlProblem,
} from './integrationForm.ts';

const values = (over: Partial<ReturnType<typeof emptyFormValues>>) => ({ ...emptyFormValues(), ...over });

describe('integration bodies', () => {
  it('builds a webhook body with trimmed text, the namespace only when given, and filled headers only', () => {
    const body = createBody(
      'webhook',
      values({
        name: ' Ops ',
        url: ' https://ops.test/hook ',
        capture_network_all: true,
        headers: [
          { key: 'x-api-key', value: 'k' },
          { key: '', value: 'no key' },
          { key: '', value: '' },
        ],
      }),
    );
    expect(body).toEqual({
      integration_type: 'webhook',
      name: 'Ops',
      config: {
        url: 'https://ops.test/hook',
        capture_device: false,
        capture_network_all: true,
        headers: { 'x-api-key': 'k' },
      },
    });
  });

  it('sends only the fields of the type', () => {
    const all = values({
      name: 'n',
      role_arn: 'arn:aws:iam::123456789012:role/r',
      bucket_name: 'b-1',
      region: 'eu-west-1',
      event_bus_name: 'bus',
      sqs_url: 'https://sqs.test/q',
      namespace: 'ns',
      secret_key: 's',
      api_key: 'a',
    });
    expect(createBody('aws-s3', all).config).toEqual({
      role_arn: 'arn:aws:iam::123456789012:role/r',
      bucket_name: 'b-1',
      region: 'eu-west-1',
    });
    expect(createBody('aws-eventbridge', all).config).toEqual({
      role_arn: 'arn:aws:iam::123456789012:role/r',
      event_bus_name: 'bus',
      region: 'eu-west-1',
    });
    expect(createBody('aws-sqs', all).config).toEqual({
      role_arn: 'arn:aws:iam::123456789012:role/r',
      sqs_url: 'https://sqs.test/q',
      region: 'eu-west-1',
    });
    expect(createBody('network-memfault', all).config).toEqual({ namespace: 'ns', secret_key: 's' });
    expect(createBody('tago', all).config).toEqual({ namespace: 'ns', region: 'eu-west-1', api_key: 'a' });
  });

  it('leaves an empty secret out of an update, so the stored one is kept', () => {
    expect(updateBody('network-memfault', values({ name: 'm', namespace: 'ns' })).config).toEqual({
      namespace: 'ns',
    });
    expect(updateBody('tago', values({ name: 't', namespace: 'ns', region: 'us-e1', api_key: '  ' })).config).toEqual({
      namespace: 'ns',
      region: 'us-e1',
    });
    expect(updateBody('tago', values({ name: 't', namespace: 'ns', region: 'us-e1', api_key: 'new' })).config).toEqual({
      namespace: 'ns',
      region: 'us-e1',
      api_key: 'new',
    });
  });

  it('fills the edit form from the stored config, without any secret', () => {
    const memfault = {
      config_id: 'int-1',
      integration_type: 'network-memfault',
      name: 'Diagnostics',
      config: { namespace: 'memfault' },
      category: 'platform-service',
      events: [],
      destination: 'Memfault',
      secret_set: true,
      configurable: true,
    } satisfies InstalledIntegration;
    expect(formValuesOf(memfault)).toMatchObject({ name: 'Diagnostics', namespace: 'memfault', secret_key: '' });
    const webhook = {
      ...memfault,
      integration_type: 'webhook',
      category: 'data',
      secret_set: false,
      config: {
        url: 'https://ops.test',
        capture_device: false,
        capture_network_all: true,
        headers: { 'x-api-key': 'k', 'x-beacon-integration-config-id': 'int-1' },
      },
    } satisfies InstalledIntegration;
    expect(formValuesOf(webhook)).toMatchObject({
      url: 'https://ops.test',
      capture_device_namespace: '',
      capture_network_all: true,
      headers: [
        { key: 'x-api-key', value: 'k' },
        { key: '', value: '' },
        { key: '', value: '' },
      ],
    });
  });
});

describe('integration field rules', () => {
  it('checks the platform patterns', () => {
    expect(textProblem('  ', NAMESPACE_PATTERN)).toBe('required');
    expect(textProblem('a.b', NAMESPACE_PATTERN)).toBe('invalid');
    expect(textProblem('global:x_y-z', NAMESPACE_PATTERN)).toBeUndefined();
    expect(textProblem('arn:aws:iam::123:role/r', ROLE_ARN_PATTERN)).toBe('invalid');
    expect(textProblem('arn:aws:iam::123456789012:role/r', ROLE_ARN_PATTERN)).toBeUndefined();
    expect(textProblem('Europe', AWS_REGION_PATTERN)).toBe('invalid');
    expect(textProblem('us-east-2', AWS_REGION_PATTERN)).toBeUndefined();
    expect(textProblem('My_Bucket', BUCKET_NAME_PATTERN)).toBe('invalid');
    expect(textProblem('my-bucket.1', BUCKET_NAME_PATTERN)).toBeUndefined();
    expect(urlProblem('')).toBe('required');
    expect(urlProblem('sqs.test/q')).toBe('invalid');
    expect(urlProblem('https://sqs.test/q')).toBeUndefined();
  });

  it('needs a webhook to capture something', () => {
    const none = { capture_device: false, capture_network_all: false, capture_device_namespace: ' ' };
    expect(capturesNothing(none)).toBe(true);
    expect(capturesNothing({ ...none, capture_device_namespace: 'sensor' })).toBe(false);
    expect(capturesNothing({ ...none, capture_network_all: true })).toBe(false);
  });

  it('hides Tago on a production host name', () => {
    expect(isProductionHost(['console.beacon.example.com'], 'Console.Beacon.Example.com')).toBe(true);
    expect(isProductionHost([], 'localhost')).toBe(false);
    expect(offeredTypes(true)).not.toContain('tago');
    expect(offeredTypes(false)).toContain('tago');
  });
});

describe("webhook header rules (the platform's)", () => {
  it('refuses names that are not HTTP tokens, the integration header in any case, and case duplicates', () => {
    for (const key of ['x-a: 1', 'x:a', 'x a', 'x-a\r\nx-b']) {
      expect({ key, problem: headerKeyProblem(key, [key]) }).toEqual({ key, problem: 'invalid' });
    }
    expect(headerKeyProblem('x'.repeat(101), [])).toBe('too-long');
    expect(headerKeyProblem('X-Beacon-Integration-Config-Id', [])).toBe('reserved');
    expect(headerKeyProblem('X-Key', ['X-Key', 'x-key'])).toBe('duplicate');
    expect(headerKeyProblem('x-api-key', ['x-api-key', 'x-other'])).toBeUndefined();
    expect(MAX_WEBHOOK_HEADERS).toBe(3);
  });

  it('refuses values with CR, LF or NUL, or over 1000 characters', () => {
    expect(headerRowValueProblem('k')).toBeUndefined();
    expect(headerRowValueProblem('k\r\nx: 1')).toBe('invalid');
    expect(headerRowValueProblem('k'.repeat(1001))).toBe('too-long');
  });
});
