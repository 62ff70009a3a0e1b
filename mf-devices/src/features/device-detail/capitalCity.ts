import { CAPITAL_CITIES } from '@beacon/shared';
import type { TestSpottedEventBody } from '@beacon/shared/contract';

/** One of the thirty capital cities that serve as test locations (customer-console.md §9). */
export interface CapitalCity {
  name: string;
  lat: number;
  lon: number;
}

const CITIES: readonly CapitalCity[] = CAPITAL_CITIES.map(([name, lat, lon]) => ({ name, lat, lon }));

/**
 * A random capital city, never `current` (so "Another city" always moves). `random` answers a number
 * in [0, 1), as `Math.random` does; tests pass their own.
 */
export function pickCity(current?: CapitalCity, random: () => number = Math.random): CapitalCity {
  const candidates = current ? CITIES.filter((city) => city.name !== current.name) : CITIES;
  const index = Math.min(candidates.length - 1, Math.max(0, Math.floor(random() * candidates.length)));
  return candidates[index] as CapitalCity;
}

/** The test-spotted-event body: the city's location and the gateway type (trimmed). */
export function spottedEventBody(city: CapitalCity, gatewayType: string): TestSpottedEventBody {
  return { location: { lat: city.lat, lon: city.lon }, gateway_type: gatewayType.trim() };
}
