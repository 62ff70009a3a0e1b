import { describe, expect, it } from '@rstest/core';
import { deviceIdReading, landingPageUrl, locationFixedAt } from './deviceSummary.ts';

const MAC_ID = '00000000-0000-8000-8200-a4c138f06e21';

describe('landingPageUrl', () => {
  it('replaces every {device_id} with the id, URL-encoded', () => {
    expect(landingPageUrl('https://example.com/d/{device_id}?again={device_id}', MAC_ID)).toBe(
      `https://example.com/d/${MAC_ID}?again=${MAC_ID}`,
    );
    expect(landingPageUrl('https://example.com/d/{device_id}', 'urn:epc:id/x y')).toBe(
      'https://example.com/d/urn%3Aepc%3Aid%2Fx%20y',
    );
  });

  it('uses a URL without the placeholder as it is', () => {
    expect(landingPageUrl(' http://example.com/devices ', MAC_ID)).toBe('http://example.com/devices');
  });

  it('gives none for no landing page, or one that is not http(s)', () => {
    expect(landingPageUrl(undefined, MAC_ID)).toBeNull();
    expect(landingPageUrl('', MAC_ID)).toBeNull();
    expect(landingPageUrl('javascript:alert({device_id})', MAC_ID)).toBeNull();
    expect(landingPageUrl('ftp://example.com/{device_id}', MAC_ID)).toBeNull();
    expect(landingPageUrl('{device_id}', MAC_ID)).toBeNull();
  });
});

describe('deviceIdReading', () => {
  it('reads a MAC-style id as a MAC address, and another id as itself', () => {
    expect(deviceIdReading(MAC_ID)).toEqual({ label: 'a4:c1:38:f0:6e:21', kind: 'mac' });
    expect(deviceIdReading('plain-id')).toEqual({ label: 'plain-id', kind: null });
  });
});

describe('locationFixedAt', () => {
  const DAY = 24 * 60 * 60;
  const SEEN = 1_790_000_000;

  it('is the location age before the device was last seen, not before now', () => {
    // Last seen 30 days ago, its location 17 hours older than that: about 30 days ago, not 17 hours.
    const device = { last_location: '51.5,-0.12', location_age: 61_200, last_seen: SEEN - 30 * DAY };
    expect(locationFixedAt(device)).toBe(SEEN - 30 * DAY - 61_200);
  });

  it('is null without a location, its age or the time the device was last seen', () => {
    expect(locationFixedAt({ last_location: null, location_age: 600, last_seen: SEEN })).toBeNull();
    expect(locationFixedAt({ last_location: '51.5,-0.12', location_age: null, last_seen: SEEN })).toBeNull();
    expect(locationFixedAt({ last_location: '51.5,-0.12', location_age: 600, last_seen: null })).toBeNull();
    expect(locationFixedAt({ last_location: '51.5,-0.12', location_age: 600 })).toBeNull();
  });
});
