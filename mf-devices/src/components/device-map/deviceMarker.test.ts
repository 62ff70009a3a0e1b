import type { Device } from '@beacon/shared/contract';
import { describe, expect, it } from '@rstest/core';
import { deviceMarker } from './deviceMarker.ts';

const base: Device = { device_id: 'd1', network_id: 'n1', created: 1 };

describe('deviceMarker', () => {
  it('uses last_location_point', () => {
    expect(deviceMarker({ ...base, last_location_point: { lat: 51.5, lon: -0.12 } })).toEqual({
      deviceId: 'd1',
      lat: 51.5,
      lon: -0.12,
    });
  });

  it('falls back to the "lat,lon" text', () => {
    expect(deviceMarker({ ...base, last_location: '48.8566, 2.3522' })).toEqual({
      deviceId: 'd1',
      lat: 48.8566,
      lon: 2.3522,
    });
  });

  it('has no marker without a usable location', () => {
    expect(deviceMarker(base)).toBeNull();
    expect(deviceMarker({ ...base, last_location: null, last_location_point: null })).toBeNull();
    expect(deviceMarker({ ...base, last_location: '' })).toBeNull();
    expect(deviceMarker({ ...base, last_location: '95,10' })).toBeNull();
    expect(deviceMarker({ ...base, last_location: 'somewhere' })).toBeNull();
  });
});
