import { describe, expect, it } from '@rstest/core';
import {
  deviceIdFilterFromInput,
  deviceIdFromInput,
  deviceIdKind,
  epc96Of,
  formatDeviceId,
  macAddressOf,
  sgtinOf,
  sgtinUriOfEpc,
} from './deviceId.ts';

/** The MAC-style id of the MAC address a4:c1:38:f0:6e:21. */
const MAC_ID = '00000000-0000-8000-8200-a4c138f06e21';

describe('MAC-style device ids', () => {
  it('shows zeros, 8000, 8200 and 12 hex digits as a MAC address', () => {
    expect(formatDeviceId(MAC_ID)).toBe('a4:c1:38:f0:6e:21');
    expect(macAddressOf(MAC_ID.toUpperCase())).toBe('a4:c1:38:f0:6e:21');
    expect(deviceIdKind(MAC_ID)).toBe('mac');
  });

  it.each([
    ['the prefix is not zeros', '00000001-0000-8000-8200-a4c138f06e21'],
    ['a segment differs', '00000000-0000-8000-8100-a4c138f06e21'],
    ['a hex digit is missing', '00000000-0000-8000-8200-a4c138f06e2'],
  ])('is not a MAC address when %s', (_why, id) => {
    expect(macAddressOf(id)).toBeNull();
  });
});

describe('96-bit device ids', () => {
  // GS1 EPC Tag Data Standard example: 3074257BF7194E4000001A85 = urn:epc:id:sgtin:0614141.812345.6789
  const TDS_EXAMPLE = '3074257b-f719-8000-8100-4e4000001a85';

  it('shows an SGTIN-96 as its pure-identity URI', () => {
    expect(epc96Of(TDS_EXAMPLE)).toBe('3074257bf7194e4000001a85');
    expect(formatDeviceId(TDS_EXAMPLE)).toBe('urn:epc:id:sgtin:0614141.812345.6789');
    expect(deviceIdKind(TDS_EXAMPLE)).toBe('sgtin');
  });

  it('keeps leading zeros of the company prefix and item reference (partition 6)', () => {
    // header 30, filter 1, partition 6: company 20 bits = 000042, item 24 bits = 0000007, serial 1
    const bits = (0x30n << 88n) | (1n << 85n) | (6n << 82n) | (42n << 62n) | (7n << 38n) | 1n;
    const hex = bits.toString(16).padStart(24, '0');
    expect(sgtinUriOfEpc(hex)).toBe('urn:epc:id:sgtin:000042.0000007.1');
    expect(sgtinOf(`${hex.slice(0, 8)}-${hex.slice(8, 12)}-8000-8100-${hex.slice(12)}`)).toBe(
      'urn:epc:id:sgtin:000042.0000007.1',
    );
  });

  it('shows the id itself when the 96 bits are not an SGTIN-96', () => {
    // another header (SSCC-96 is 0x31)
    expect(formatDeviceId('3174257b-f719-8000-8100-4e4000001a85')).toBe('3174257b-f719-8000-8100-4e4000001a85');
    // partition 7 does not exist
    expect(sgtinUriOfEpc('301c257bf7194e4000001a85')).toBeNull();
    // partition 0 allows a 1-digit item reference: 15 does not fit
    const tooBigItem = ((0x30n << 88n) | (0n << 82n) | (15n << 38n)).toString(16).padStart(24, '0');
    expect(sgtinUriOfEpc(tooBigItem)).toBeNull();
    expect(deviceIdKind('3174257b-f719-8000-8100-4e4000001a85')).toBe('other');
  });
});

describe('other device ids', () => {
  it.each(['dev-9', '1b4e28ba-2fa1-41d2-883f-0016d3cca427'])('%s is shown as it is, of kind other', (id) => {
    expect(formatDeviceId(id)).toBe(id);
    expect(deviceIdKind(id)).toBe('other');
  });
});

describe('deviceIdFromInput', () => {
  it.each([
    ['trims and lowercases a typed id', '  ABC-Def ', 'abc-def'],
    ['turns a typed MAC address into its MAC-style id', 'A4:C1:38:F0:6E:21', MAC_ID],
    ['takes dashes as MAC address separators too', 'a4-c1-38-f0-6e-21', MAC_ID],
    ['keeps mixed separators as typed (not a MAC address)', 'a4:c1-38:f0:6e:21', 'a4:c1-38:f0:6e:21'],
    [
      'removes a urn:uuid: prefix in any case',
      ' URN:UUID:1B4E28BA-2FA1-41D2-883F-0016D3CCA427',
      '1b4e28ba-2fa1-41d2-883f-0016d3cca427',
    ],
    ['keeps urn:uuid: inside an id', 'dev-urn:uuid:1', 'dev-urn:uuid:1'],
  ])('%s: %j', (_rule, typed, id) => {
    expect(deviceIdFromInput(typed)).toBe(id);
  });
});

describe('deviceIdFilterFromInput', () => {
  it.each([
    ['a part of a MAC address becomes its hex digits', ' 2A:25:DF ', '2a25df'],
    ['with dashes, mixed or cut short in a pair', '2a-25:d', '2a25d'],
    ['a whole MAC address becomes its MAC-style id', 'A4-C1-38-F0-6E-21', MAC_ID],
    ['other text is trimmed and lowercased', ' 30F4-8000 ', '30f4-8000'],
    ['a uuid part with longer groups is not a MAC address', '8000-8200-a4c1', '8000-8200-a4c1'],
    ['seven groups are no MAC address', 'a4:c1:38:f0:6e:21:00', 'a4:c1:38:f0:6e:21:00'],
  ])('%s: %j', (_rule, typed, filter) => {
    expect(deviceIdFilterFromInput(typed)).toBe(filter);
  });
});
