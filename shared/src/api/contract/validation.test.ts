import { describe, expect, it } from '@rstest/core';
import { CreateAccountBodySchema } from './entities/account.ts';
import {
  CONTENT_TYPE_TOO_LONG_MESSAGE,
  CreateDeviceBodySchema,
  GATEWAY_TYPE_TOO_LONG_MESSAGE,
  HEX_EVEN_LENGTH_MESSAGE,
  MAX_CONTENT_TYPE_LENGTH,
  MAX_GATEWAY_TYPE_LENGTH,
  MAX_NETWORK_ID_LENGTH,
  MAX_TEST_PAYLOAD_HEX,
  MAX_TEST_TEXT_LENGTH,
  NETWORK_ID_TOO_LONG_MESSAGE,
  PAYLOAD_TOO_LARGE_MESSAGE,
  StartScannerBodySchema,
  TEST_TEXT_TOO_LONG_MESSAGE,
  TestEventBodySchema,
  TestSpottedEventBodySchema,
} from './entities/device.ts';
import {
  DeviceExplorerRequestSchema,
  FILTER_VALUE_TOO_LONG_MESSAGE,
  LogExplorerRequestSchema,
  MAX_DATE_RANGES,
  MAX_EXPLORER_FILTERS,
  MAX_FILTER_VALUE_LENGTH,
  TOO_MANY_DATE_RANGES_MESSAGE,
  TOO_MANY_FILTERS_MESSAGE,
} from './entities/explorer.ts';
import { CreateHotspotBodySchema, CreateHotspotGroupBodySchema, HotspotIdSchema } from './entities/hotspot.ts';
import { CreateIntegrationBodySchema, InstalledIntegrationSchema } from './entities/integration.ts';
import {
  CreateNetworkBodySchema,
  MAX_URL_LENGTH,
  UpdateNetworkBodySchema,
  URL_TOO_LONG_MESSAGE,
} from './entities/network.ts';
import { ENDPOINTS } from './endpoints/index.ts';
import { firstMessage } from './testSupport.ts';

describe('network validation', () => {
  it.each(['a', 'x'.repeat(30)])('accepts 1 to 30 characters: %j', (name) => {
    expect(CreateNetworkBodySchema.safeParse({ name }).success).toBe(true);
  });

  it('rejects empty, missing and long names with the spec message', () => {
    for (const body of [{ name: '' }, { name: '   ' }, {}, { name: 'x'.repeat(31) }]) {
      expect(firstMessage(CreateNetworkBodySchema.safeParse(body))).toBe('Valid Network Name required');
    }
  });

  it('accepts exactly one update shape', () => {
    expect(
      UpdateNetworkBodySchema.safeParse({ name: 'n', device_landing_page: 'https://x.test/{device_id}' }).success,
    ).toBe(true);
    expect(UpdateNetworkBodySchema.safeParse({ routes: [] }).success).toBe(true);
    expect(UpdateNetworkBodySchema.safeParse({ name: 'n', routes: [] }).success).toBe(false);
  });

  it('limits route headers to 3 and requires filter and http(s) url', () => {
    const route = { filter_events: 'device.*', url: '  https://hook.test/in  ' };
    const parsed = UpdateNetworkBodySchema.parse({ routes: [route] });
    expect(parsed).toEqual({ routes: [{ filter_events: 'device.*', url: 'https://hook.test/in' }] });
    const three = { a: '1', b: '2', c: '3' };
    expect(UpdateNetworkBodySchema.safeParse({ routes: [{ ...route, headers: three }] }).success).toBe(true);
    const four = UpdateNetworkBodySchema.safeParse({ routes: [{ ...route, headers: { ...three, d: '4' } }] });
    expect(four.success).toBe(false);
    expect(ENDPOINTS.updateNetwork.body.safeParse({ routes: [{ ...route, filter_events: '' }] }).success).toBe(false);
    const ftp = ENDPOINTS.updateNetwork.body.safeParse({ routes: [{ ...route, url: 'ftp://x.test' }] });
    expect(JSON.stringify(ftp.error?.issues)).toContain('Valid URL required');
  });
});

describe('account and device validation', () => {
  it('checks name 3-100, website and terms', () => {
    expect(
      CreateAccountBodySchema.safeParse({ name: 'Acme', website: 'https://acme.test', checked: true }).success,
    ).toBe(true);
    expect(CreateAccountBodySchema.safeParse({ name: 'Acme', website: '', checked: true }).success).toBe(true);
    expect(firstMessage(CreateAccountBodySchema.safeParse({ name: 'Ac', checked: true }))).toBe(
      'The name must be 3 to 100 characters long',
    );
    expect(firstMessage(CreateAccountBodySchema.safeParse({ name: 'x'.repeat(101), checked: true }))).toBe(
      'The name must be 3 to 100 characters long',
    );
    expect(firstMessage(CreateAccountBodySchema.safeParse({ checked: true }))).toBe('This field is required');
    expect(firstMessage(CreateAccountBodySchema.safeParse({ name: '  ', checked: true }))).toBe(
      'This field is required',
    );
    expect(firstMessage(CreateAccountBodySchema.safeParse({ name: 'Acme', website: 'acme.test', checked: true }))).toBe(
      'Please enter a valid URL starting with http:// or https://',
    );
    expect(firstMessage(CreateAccountBodySchema.safeParse({ name: 'Acme', checked: false }))).toBe(
      'You must agree to the terms of service',
    );
  });

  it('lowercases device ids', () => {
    expect(CreateDeviceBodySchema.parse({ device_id: ' AB:CD ', network_id: 'n' }).device_id).toBe('ab:cd');
    expect(firstMessage(CreateDeviceBodySchema.safeParse({ device_id: '', network_id: 'n' }))).toBe(
      'Valid Device ID required',
    );
  });

  it('limits the hex test payload to 204800 characters', () => {
    expect(TestEventBodySchema.parse({ payload: 'ab'.repeat(MAX_TEST_PAYLOAD_HEX / 2) })).toMatchObject({
      namespace: 'test',
      method: 'data',
    });
    expect(TestEventBodySchema.safeParse({ payload: 'a'.repeat(MAX_TEST_PAYLOAD_HEX + 1) }).success).toBe(false);
    expect(TestEventBodySchema.safeParse({ payload: 'zz' }).success).toBe(false);
  });
});

describe('test events: text and payload caps', () => {
  it('caps the text payload at 1000 characters (a 900,000-character text is refused)', () => {
    expect(TestEventBodySchema.safeParse({ text: 't'.repeat(MAX_TEST_TEXT_LENGTH) }).success).toBe(true);
    expect(firstMessage(TestEventBodySchema.safeParse({ text: 't'.repeat(MAX_TEST_TEXT_LENGTH + 1) }))).toBe(
      TEST_TEXT_TOO_LONG_MESSAGE,
    );
    expect(firstMessage(TestEventBodySchema.safeParse({ text: 't'.repeat(900_000) }))).toBe(
      'Text must be at most 1000 characters',
    );
  });

  it('refuses an odd number of hex characters', () => {
    for (const payload of ['a', 'abc', 'DEADBEE']) {
      expect({ payload, message: firstMessage(TestEventBodySchema.safeParse({ payload })) }).toEqual({
        payload,
        message: HEX_EVEN_LENGTH_MESSAGE,
      });
    }
    expect(HEX_EVEN_LENGTH_MESSAGE).toBe('Payload must be an even number of hex characters');
    expect(TestEventBodySchema.safeParse({ payload: '' }).success).toBe(true);
    expect(firstMessage(TestEventBodySchema.safeParse({ payload: 'zz' }))).toBe('Payload must be hexadecimal');
    expect(firstMessage(TestEventBodySchema.safeParse({ payload: 'a'.repeat(MAX_TEST_PAYLOAD_HEX + 2) }))).toBe(
      PAYLOAD_TOO_LARGE_MESSAGE,
    );
  });

  it('caps the content type, the spotted gateway type and network ids in bodies', () => {
    expect(
      firstMessage(TestEventBodySchema.safeParse({ request_content_type: 'c'.repeat(MAX_CONTENT_TYPE_LENGTH + 1) })),
    ).toBe(CONTENT_TYPE_TOO_LONG_MESSAGE);
    const spotted = { location: { lat: 1, lon: 2 } };
    expect(TestSpottedEventBodySchema.parse(spotted).gateway_type).toBe('test');
    expect(
      firstMessage(
        TestSpottedEventBodySchema.safeParse({ ...spotted, gateway_type: 'g'.repeat(MAX_GATEWAY_TYPE_LENGTH + 1) }),
      ),
    ).toBe(GATEWAY_TYPE_TOO_LONG_MESSAGE);
    const longId = 'n'.repeat(MAX_NETWORK_ID_LENGTH + 1);
    expect(firstMessage(CreateDeviceBodySchema.safeParse({ device_id: 'd', network_id: longId }))).toBe(
      NETWORK_ID_TOO_LONG_MESSAGE,
    );
    expect(firstMessage(StartScannerBodySchema.safeParse({ network_id: longId }))).toBe(NETWORK_ID_TOO_LONG_MESSAGE);
    expect(firstMessage(CreateDeviceBodySchema.safeParse({ device_id: 'd', network_id: ' ' }))).toBe(
      'Network is required',
    );
  });
});

describe('explorer caps', () => {
  it('caps filters, filter values and date ranges', () => {
    const filter = { field: 'event_type', value: 'device.message.*' } as const;
    const range = { field: 'timestamp', start: 1, end: 2 } as const;
    expect(LogExplorerRequestSchema.safeParse({ fields: Array(MAX_EXPLORER_FILTERS).fill(filter) }).success).toBe(true);
    expect(
      firstMessage(LogExplorerRequestSchema.safeParse({ fields: Array(MAX_EXPLORER_FILTERS + 1).fill(filter) })),
    ).toBe(TOO_MANY_FILTERS_MESSAGE);
    expect(
      firstMessage(
        LogExplorerRequestSchema.safeParse({ fields: [{ ...filter, value: 'x'.repeat(MAX_FILTER_VALUE_LENGTH + 1) }] }),
      ),
    ).toBe(FILTER_VALUE_TOO_LONG_MESSAGE);
    expect(
      firstMessage(
        DeviceExplorerRequestSchema.safeParse({
          date_ranges: Array(MAX_DATE_RANGES + 1).fill({ ...range, field: 'created' }),
        }),
      ),
    ).toBe(TOO_MANY_DATE_RANGES_MESSAGE);
    expect(LogExplorerRequestSchema.safeParse({ date_ranges: Array(MAX_DATE_RANGES).fill(range) }).success).toBe(true);
  });
});

describe('account website cap', () => {
  it('caps the website at 2000 characters with the URL message; the spec message stays for a bad one', () => {
    const website = `https://acme.test/${'p'.repeat(MAX_URL_LENGTH)}`;
    expect(firstMessage(CreateAccountBodySchema.safeParse({ name: 'Acme', website, checked: true }))).toBe(
      URL_TOO_LONG_MESSAGE,
    );
    expect(firstMessage(CreateAccountBodySchema.safeParse({ name: 'Acme', website: 'acme', checked: true }))).toBe(
      'Please enter a valid URL starting with http:// or https://',
    );
  });
});

describe('hotspot validation', () => {
  const id = '123e4567-e89b-12d3-a456-426614174000';

  it('strips urn:uuid: and normalises the id', () => {
    expect(HotspotIdSchema.parse(`urn:uuid:${id.toUpperCase()}`)).toBe(id);
    expect(ENDPOINTS.getHotspot.params.parse({ account: 'a', hotspotId: `urn:uuid:${id}` }).hotspotId).toBe(id);
  });

  it('rejects non-UUIDs and versions above 5', () => {
    expect(firstMessage(HotspotIdSchema.safeParse('nope'))).toBe('Valid Hotspot ID required');
    expect(firstMessage(HotspotIdSchema.safeParse('urn:uuid: '))).toBe('Hotspot ID is required');
    expect(HotspotIdSchema.safeParse('123e4567-e89b-72d3-a456-426614174000').success).toBe(false);
  });

  it('limits alias and site_id to 100', () => {
    expect(CreateHotspotBodySchema.safeParse({ hotspot_id: id, alias: 'x'.repeat(100) }).success).toBe(true);
    expect(CreateHotspotBodySchema.safeParse({ hotspot_id: id, site_id: 'x'.repeat(101) }).success).toBe(false);
  });

  it('checks the group alert target', () => {
    const group = { name: 'G', alert_enabled: true };
    expect(
      CreateHotspotGroupBodySchema.safeParse({ ...group, alert_target_type: 'email', alert_target_value: 'a@b.co' })
        .success,
    ).toBe(true);
    expect(
      CreateHotspotGroupBodySchema.safeParse({ ...group, alert_target_type: 'email', alert_target_value: 'nope' })
        .success,
    ).toBe(false);
    const long = `https://h.test/${'x'.repeat(200)}`;
    expect(
      CreateHotspotGroupBodySchema.safeParse({ ...group, alert_target_type: 'webhook', alert_target_value: long })
        .success,
    ).toBe(false);
    expect(CreateHotspotGroupBodySchema.safeParse({ name: 'x'.repeat(101) }).success).toBe(false);
  });
});

describe('integrations', () => {
  it('requires secrets on create and never returns them', () => {
    const body = { integration_type: 'tago', name: 'T', config: { namespace: 'ns', region: 'eu', api_key: 'k' } };
    expect(CreateIntegrationBodySchema.parse(body).config).toEqual({ namespace: 'ns', region: 'eu', api_key: 'k' });
    expect(CreateIntegrationBodySchema.safeParse({ ...body, config: { namespace: 'ns', region: 'eu' } }).success).toBe(
      false,
    );
    const listed = { category: 'data', events: [], destination: 'TagoIO', secret_set: true, configurable: true };
    const stored = { config_id: 'c1', ...body, ...listed };
    expect(InstalledIntegrationSchema.parse(stored).config).toEqual({ namespace: 'ns', region: 'eu' });
    const memfault = {
      config_id: 'c2',
      integration_type: 'network-memfault',
      name: 'M',
      config: { namespace: 'm', secret_key: 's' },
      ...listed,
      category: 'platform-service',
    };
    expect(JSON.stringify(InstalledIntegrationSchema.parse(memfault))).not.toContain('secret_key');
  });

  it('allows an update without the secret', () => {
    const body = { integration_type: 'network-memfault', name: 'M', config: { namespace: 'm' } };
    expect(ENDPOINTS.updateIntegration.body.safeParse(body).success).toBe(true);
  });
});
