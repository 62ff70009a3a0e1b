import type { InstalledIntegration } from '@beacon/shared/contract';
import { describe, expect, it } from '@rstest/core';
import {
  createBody,
  emptyFormValues,
  formValuesOf,
  isProductionHost,
  offeredTypes,
  updateBody,
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

describe('integration types', () => {
  it('hides Tago on a production host name', () => {
    expect(isProductionHost(['console.beacon.example.com'], 'Console.Beacon.Example.com')).toBe(true);
    expect(isProductionHost([], 'localhost')).toBe(false);
    expect(offeredTypes(true)).not.toContain('tago');
    expect(offeredTypes(false)).toContain('tago');
  });
});
