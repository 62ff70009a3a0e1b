import { describe, expect, it } from '@rstest/core';
import {
  BATCH_TOO_LARGE_MESSAGE,
  MAX_BATCH_ITEMS,
  countOutcomes,
  deviceLimitMessage,
  groupNotFoundMessage,
} from '../batchRules.ts';
import { ENDPOINTS } from '../endpoints/index.ts';
import { toOpenApi } from '../openapi.ts';
import { firstMessage } from '../testSupport.ts';
import { CreateDevicesBatchBodySchema, CreateDevicesBatchResponseSchema, DeviceIdSchema } from './device.ts';
import {
  CreateHotspotsBatchBodySchema,
  CreateHotspotsBatchResponseSchema,
  HotspotBatchFieldsSchema,
} from './hotspot.ts';

const HOTSPOT = '6f1c2a7e-1b2c-4d3e-8f90-a1b2c3d4e5f6';
const devices = (count: number) => Array.from({ length: count }, (_, i) => ({ device_id: `dev-${i}` }));
const hotspots = (count: number) => Array.from({ length: count }, () => ({ hotspot_id: HOTSPOT }));

describe('createDevicesBatch body', () => {
  it('takes 1 to 500 items of any text (each id is checked on its own), a dry run off by default', () => {
    const body = CreateDevicesBatchBodySchema.parse({
      network_id: ' n1 ',
      devices: [{ device_id: '' }, ...devices(2)],
    });
    expect(body).toEqual({ network_id: 'n1', dry_run: false, devices: [{ device_id: '' }, ...devices(2)] });
    expect(CreateDevicesBatchBodySchema.parse({ network_id: 'n1', dry_run: true, devices: devices(500) }).dry_run).toBe(
      true,
    );
  });

  it('refuses 501 items with "At most 500 items per call", none, and an empty network', () => {
    expect(BATCH_TOO_LARGE_MESSAGE).toBe('At most 500 items per call');
    const tooMany = CreateDevicesBatchBodySchema.safeParse({ network_id: 'n1', devices: devices(MAX_BATCH_ITEMS + 1) });
    expect(firstMessage(tooMany)).toBe(BATCH_TOO_LARGE_MESSAGE);
    expect(CreateDevicesBatchBodySchema.safeParse({ network_id: 'n1', devices: [] }).success).toBe(false);
    expect(firstMessage(CreateDevicesBatchBodySchema.safeParse({ network_id: ' ', devices: devices(1) }))).toBe(
      'Network is required',
    );
  });
});

describe('DeviceIdSchema', () => {
  it.each([
    [
      'a urn:uuid: prefix removed',
      ' URN:UUID:1B4E28BA-2FA1-41D2-883F-0016D3CCA427 ',
      '1b4e28ba-2fa1-41d2-883f-0016d3cca427',
    ],
    ['a MAC address as its MAC-style id', 'A4:C1:38:F0:6E:21', '00000000-0000-8000-8200-a4c138f06e21'],
    ['other text trimmed and lowercased', ' Dev-9 ', 'dev-9'],
  ])('stores %s', (_what, typed, stored) => {
    expect(DeviceIdSchema.parse(typed)).toBe(stored);
  });

  it('refuses an empty id, a bare urn:uuid: and one over 200 characters with "Valid Device ID required"', () => {
    for (const id of ['  ', 'urn:uuid:', 'x'.repeat(201)]) {
      expect(firstMessage(DeviceIdSchema.safeParse(id))).toBe('Valid Device ID required');
    }
  });
});

describe('createHotspotsBatch body', () => {
  it('takes items with an optional alias, site and group, and at most 500 of them', () => {
    const item = { hotspot_id: 'not checked here', alias: 'A', site_id: 'S', group: 'Dock' };
    expect(CreateHotspotsBatchBodySchema.parse({ hotspots: [item] })).toEqual({ dry_run: false, hotspots: [item] });
    expect(CreateHotspotsBatchBodySchema.safeParse({ hotspots: hotspots(500) }).success).toBe(true);
    expect(firstMessage(CreateHotspotsBatchBodySchema.safeParse({ hotspots: hotspots(501) }))).toBe(
      BATCH_TOO_LARGE_MESSAGE,
    );
  });

  it("checks an item's fields with createHotspot's rules and messages", () => {
    expect(HotspotBatchFieldsSchema.parse({ hotspot_id: `urn:uuid:${HOTSPOT.toUpperCase()}`, alias: ' A ' })).toEqual({
      hotspot_id: HOTSPOT,
      alias: 'A',
    });
    expect(firstMessage(HotspotBatchFieldsSchema.safeParse({ hotspot_id: 'nope' }))).toBe('Valid Hotspot ID required');
    expect(firstMessage(HotspotBatchFieldsSchema.safeParse({ hotspot_id: '' }))).toBe('Hotspot ID is required');
    expect(firstMessage(HotspotBatchFieldsSchema.safeParse({ hotspot_id: HOTSPOT, site_id: 's'.repeat(101) }))).toBe(
      'At most 100 characters',
    );
  });
});

describe('batch answers', () => {
  it('carry one result per item with its outcome and the counts (devices: the count and the limit too)', () => {
    const results = [
      { index: 0, device_id: 'a', outcome: 'created' },
      { index: 1, device_id: 'a', outcome: 'skipped', message: 'This device is already registered to your account' },
    ];
    const answer = { results, created: 1, skipped: 1, failed: 0, device_count: 3, max_devices: null };
    expect(CreateDevicesBatchResponseSchema.parse(answer)).toEqual(answer);
    const unknown = { ...answer, results: [{ index: 0, device_id: 'a', outcome: 'queued' }] };
    expect(CreateDevicesBatchResponseSchema.safeParse(unknown).success).toBe(false);
    const hotspotAnswer = {
      results: [{ index: 0, hotspot_id: HOTSPOT, outcome: 'failed', message: 'm' }],
      created: 0,
      skipped: 0,
      failed: 1,
    };
    expect(CreateHotspotsBatchResponseSchema.parse(hotspotAnswer)).toEqual(hotspotAnswer);
  });

  it('counts outcomes, and words the device limit and an unknown group', () => {
    const outcomes = ['created', 'failed', 'created', 'skipped'] as const;
    expect(countOutcomes(outcomes.map((outcome) => ({ outcome })))).toEqual({ created: 2, skipped: 1, failed: 1 });
    expect(deviceLimitMessage(100)).toBe("Device limit reached: this account's tier allows 100 devices");
    expect(groupNotFoundMessage('Dock 7')).toBe('Group not found: Dock 7');
  });
});

describe('the batch calls in the contract', () => {
  it('are POSTs any member may make, documented with their item cap', () => {
    for (const ep of [ENDPOINTS.createDevicesBatch, ENDPOINTS.createHotspotsBatch]) {
      expect({ method: ep.method, permission: ep.permission, status: ep.status }).toEqual({
        method: 'POST',
        permission: 'member',
        status: 200,
      });
    }
    const doc = toOpenApi() as {
      paths: Record<string, Record<string, { requestBody: { content: Record<string, { schema: unknown }> } }>>;
    };
    const body = (path: string) =>
      doc.paths[path]?.post?.requestBody.content['application/json']?.schema as {
        properties: Record<string, { maxItems?: number; minItems?: number }>;
      };
    expect(body('/v1/accounts/{account}/devices/batch').properties.devices).toMatchObject({
      minItems: 1,
      maxItems: 500,
    });
    expect(body('/v1/accounts/{account}/hotspots/batch').properties.hotspots).toMatchObject({ maxItems: 500 });
  });
});
