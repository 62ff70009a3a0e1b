import { describe, expect, it } from '@rstest/core';
import { devicePath, normaliseDeviceId, scannerCallbackLink } from './model.ts';

describe('scannerCallbackLink', () => {
  const parts = { scanId: 'scan-1', networkId: 'aec672cf5aee9078', networkName: 'Warehouse' };

  it('is built from the scan id, network id, network name and a literal {device_id} placeholder', () => {
    expect(scannerCallbackLink('http://localhost:4000', parts)).toBe(
      'http://localhost:4000/v1/dscb/scan-1?network_id=aec672cf5aee9078&network_name=Warehouse&device_id={device_id}',
    );
  });

  it('encodes every value and drops trailing slashes of the base', () => {
    expect(
      scannerCallbackLink('https://api.example.com/', {
        scanId: 'a/b?c',
        networkId: 'n&x=1',
        networkName: 'Dock #2 & Yard',
      }),
    ).toBe(
      'https://api.example.com/v1/dscb/a%2Fb%3Fc?network_id=n%26x%3D1&network_name=Dock%20%232%20%26%20Yard&device_id={device_id}',
    );
  });

  it.each(['', '/api', 'javascript:alert(1)', 'ftp://api.example.com', 'https://'])(
    'is undefined for the base %j (only http(s) links)',
    (base) => {
      expect(scannerCallbackLink(base, parts)).toBeUndefined();
    },
  );
});

describe('normaliseDeviceId', () => {
  it('trims and lowercases', () => {
    expect(normaliseDeviceId('  00000000-0000-8000-8200-A1B2C3D4E5F6 ')).toBe('00000000-0000-8000-8200-a1b2c3d4e5f6');
  });
});

describe('devicePath', () => {
  it('opens /devices/{devId} in the account', () => {
    expect(devicePath('dev 1', 'acme')).toBe('/devices/dev%201?account=acme');
  });
});
