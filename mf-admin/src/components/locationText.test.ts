import { describe, expect, it } from '@rstest/core';
import { locationText } from './locationText.ts';

describe('locationText', () => {
  it('prefers the location text (trimmed)', () => {
    expect(locationText('  Depot 4, Hamburg ', { lat: 1, lon: 2 }, 'en')).toBe('Depot 4, Hamburg');
  });

  it('else the last latitude and longitude to 4 decimals, in the language’s digits', () => {
    expect(locationText(null, { lat: 51.507351, lon: -0.127758 }, 'en')).toBe('51.5074, -0.1278');
    expect(locationText('', { lat: 53.5, lon: 10 }, 'en')).toBe('53.5000, 10.0000');
    expect(locationText('   ', { lat: 53.55108, lon: 9.99368 }, 'de')).toBe('53,5511, 9,9937');
  });

  it('else null (shown as Unknown)', () => {
    expect(locationText(undefined, undefined, 'en')).toBeNull();
    expect(locationText(null, null, 'en')).toBeNull();
    expect(locationText(null, { lat: Number.NaN, lon: 0 }, 'en')).toBeNull();
  });
});
