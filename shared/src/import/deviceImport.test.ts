import { describe, expect, it } from '@rstest/core';
import { deviceItem } from './deviceImport.ts';
import { hotspotItem } from './hotspotImport.ts';

const MAC_ID = '00000000-0000-8000-8200-a4c138f06e21';
const HOTSPOT_ID = '1b4e28ba-2fa1-41d2-883f-0016d3cca427';

describe('deviceItem', () => {
  it('turns a MAC address into its MAC-style id, as createDevice stores it', () => {
    expect(deviceItem({ device_id: 'A4:C1:38:F0:6E:21' })).toEqual({ item: { device_id: MAC_ID }, id: MAC_ID });
    expect(deviceItem({ device_id: 'a4-c1-38-f0-6e-21' })).toEqual({ item: { device_id: MAC_ID }, id: MAC_ID });
  });

  it('takes a UUID (and the SGTIN form) with urn:uuid: stripped and lowercased', () => {
    expect(deviceItem({ device_id: 'urn:uuid:1B4E28BA-2FA1-41D2-883F-0016D3CCA427' })).toEqual({
      item: { device_id: HOTSPOT_ID },
      id: HOTSPOT_ID,
    });
    const sgtin = '3074257b-f719-8000-8100-4e4000001a85';
    expect(deviceItem({ device_id: sgtin })).toEqual({ item: { device_id: sgtin }, id: sgtin });
  });

  it('refuses a malformed MAC address, other text, an empty id and a too long one', () => {
    expect(deviceItem({ device_id: 'a4:c1:38:f0:6e' })).toEqual({ problem: { code: 'mac' } });
    expect(deviceItem({ device_id: 'a4:c1:38:f0:6e:zz' })).toEqual({ problem: { code: 'mac' } });
    expect(deviceItem({ device_id: 'sensor 12' })).toEqual({ problem: { code: 'device-id' } });
    expect(deviceItem({ device_id: '  ' })).toEqual({ problem: { code: 'required', field: 'device_id' } });
    expect(deviceItem({ device_id: 'x'.repeat(201) })).toEqual({
      problem: { code: 'too-long', field: 'device_id', max: 200 },
    });
  });
});

describe('hotspotItem', () => {
  it('normalises the id and keeps only the texts that are there', () => {
    expect(
      hotspotItem({ hotspot_id: `urn:uuid:${HOTSPOT_ID.toUpperCase()}`, alias: ' North ', site_id: '', group: 'Roof' }),
    ).toEqual({
      item: { hotspot_id: HOTSPOT_ID, alias: 'North', group: 'Roof' },
      id: HOTSPOT_ID,
    });
  });

  it('refuses an id that is not a UUID of version 0 to 5, and an alias over 100 characters', () => {
    expect(hotspotItem({ hotspot_id: 'a4:c1:38:f0:6e:21' })).toEqual({ problem: { code: 'hotspot-id' } });
    expect(hotspotItem({ hotspot_id: '' })).toEqual({ problem: { code: 'required', field: 'hotspot_id' } });
    expect(hotspotItem({ hotspot_id: HOTSPOT_ID, alias: 'a'.repeat(101) })).toEqual({
      problem: { code: 'too-long', field: 'alias', max: 100 },
    });
  });
});
