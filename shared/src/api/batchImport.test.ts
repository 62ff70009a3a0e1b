import { describe, expect, it } from '@rstest/core';
import { batchMutation } from './batchImport.ts';
import { ENDPOINT_PATHS } from './contract/paths.ts';

describe('batchMutation', () => {
  const devices = batchMutation(ENDPOINT_PATHS.createDevicesBatch, ['Device', 'Network']);
  const body = { network_id: 'n1', devices: [{ device_id: 'dev-1' }] };

  it("posts the body to the account's batch path, silently", () => {
    expect(devices.query({ accountId: 'a 1', body })).toEqual({
      url: '/v1/accounts/a%201/devices/batch',
      method: 'POST',
      body,
    });
    expect(devices.extraOptions).toEqual({ silent: true });
  });

  it('reloads the lists an import changes, and none after a dry run', () => {
    expect(devices.invalidatesTags(undefined, undefined, { accountId: 'a1', body })).toEqual(['Device', 'Network']);
    const dryRun = { accountId: 'a1', body: { ...body, dry_run: true } };
    expect(devices.invalidatesTags(undefined, undefined, dryRun)).toEqual([]);
    const hotspots = batchMutation(ENDPOINT_PATHS.createHotspotsBatch, ['Hotspot']);
    const hotspotBody = { hotspots: [{ hotspot_id: 'h1' }] };
    expect(hotspots.invalidatesTags(undefined, undefined, { accountId: 'a1', body: hotspotBody })).toEqual(['Hotspot']);
    expect(hotspots.query({ accountId: 'a1', body: hotspotBody }).url).toBe('/v1/accounts/a1/hotspots/batch');
  });
});
