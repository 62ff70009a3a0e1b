import { formatNumber } from '@beacon/shared/ui';

/** A last known position. */
export interface LatLon {
  lat: number;
  lon: number;
}

/** Coordinates to 4 decimals (admin-and-hotspots.md §9). */
const COORDINATE: Intl.NumberFormatOptions = { minimumFractionDigits: 4, maximumFractionDigits: 4 };

/**
 * Where a hotspot is (§2.4): its location text, else its last latitude/longitude to 4 decimals in the
 * language's digits, else null (the caller shows 'Unknown').
 */
export function locationText(
  location: string | null | undefined,
  lastLocation: LatLon | null | undefined,
  locale: string,
): string | null {
  const text = location?.trim();
  if (text) return text;
  if (!lastLocation || !Number.isFinite(lastLocation.lat) || !Number.isFinite(lastLocation.lon)) return null;
  return `${formatNumber(locale, lastLocation.lat, COORDINATE)}, ${formatNumber(locale, lastLocation.lon, COORDINATE)}`;
}
