import { CAPITAL_CITIES } from '@beacon/shared';
import { describe, expect, it } from '@rstest/core';
import { pickCity, spottedEventBody } from './capitalCity.ts';

describe('pickCity', () => {
  it('picks one of the thirty capital cities with its coordinates', () => {
    expect(CAPITAL_CITIES).toHaveLength(30);
    expect(pickCity(undefined, () => 0)).toEqual({ name: 'London', lat: 51.5074, lon: -0.1278 });
    expect(pickCity(undefined, () => 0.999_999).name).toBe('Reykjavik');
  });

  it('never answers the current city, whatever the random number', () => {
    const london = pickCity(undefined, () => 0);
    for (let k = 0; k < 100; k += 1) expect(pickCity(london, () => k / 100).name).not.toBe('London');
    const reykjavik = pickCity(undefined, () => 0.999_999);
    expect(pickCity(reykjavik, () => 0.999_999).name).toBe('Athens');
  });

  it('reaches every other city', () => {
    const paris = pickCity(undefined, () => 1.5 / 30);
    expect(paris.name).toBe('Paris');
    const names = new Set(Array.from({ length: 29 }, (_, k) => pickCity(paris, () => k / 29).name));
    expect(names.size).toBe(29);
    expect(names.has('Paris')).toBe(false);
  });
});

describe('spottedEventBody', () => {
  it("is the city's location and the trimmed gateway type", () => {
    expect(spottedEventBody({ name: 'Oslo', lat: 59.9139, lon: 10.7522 }, ' lorawan ')).toEqual({
      location: { lat: 59.9139, lon: 10.7522 },
      gateway_type: 'lorawan',
    });
  });
});
