import { describe, expect, it } from '@rstest/core';
import { isValidLandingPage, isValidNetworkName } from './model.ts';

describe('isValidLandingPage (the landing-page URL rule)', () => {
  it.each([
    'https://example.com/devices/{device_id}',
    'http://example.com/d?id={device_id}&again={device_id}',
    'https://example.com/{device_id}',
    'https://example.com/static-page',
    '  https://example.com/trimmed  ',
    'HTTPS://EXAMPLE.COM/{device_id}',
  ])('accepts %s', (url) => {
    expect(isValidLandingPage(url)).toBe(true);
  });

  it('accepts an empty value, which removes the landing page', () => {
    expect(isValidLandingPage('')).toBe(true);
    expect(isValidLandingPage('   ')).toBe(true);
  });

  it.each([
    'example.com/devices/{device_id}',
    'ftp://example.com/{device_id}',
    'javascript:alert(1)',
    'https://',
    '{device_id}',
    'not a url',
    '/devices/{device_id}',
  ])('refuses %s', (url) => {
    expect(isValidLandingPage(url)).toBe(false);
  });

  it('refuses what is not a string', () => {
    expect(isValidLandingPage(undefined)).toBe(false);
    expect(isValidLandingPage(42)).toBe(false);
  });
});

describe('isValidNetworkName', () => {
  it('needs 1 to 30 characters after trimming', () => {
    expect(isValidNetworkName('Warehouse')).toBe(true);
    expect(isValidNetworkName('x'.repeat(30))).toBe(true);
    expect(isValidNetworkName(`  ${'x'.repeat(30)}  `)).toBe(true);
    expect(isValidNetworkName('x'.repeat(31))).toBe(false);
    expect(isValidNetworkName('   ')).toBe(false);
    expect(isValidNetworkName(undefined)).toBe(false);
  });
});
