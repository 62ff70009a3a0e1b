import type { EventLogRow } from '@beacon/shared/contract';

export interface LatLon {
  lat: number;
  lon: number;
}

/** ERROR rows stand out in the table (customer-console.md §3: type is ERROR or another type). */
export function isErrorEvent(row: EventLogRow): boolean {
  return row.type.toUpperCase() === 'ERROR';
}

/** The location an event carries (spotted events), when it is a real coordinate. */
export function eventLocation(row: EventLogRow): LatLon | null {
  const location = row.full_event.data.location;
  if (!location) return null;
  const { lat, lon } = location;
  if (!Number.isFinite(lat) || !Number.isFinite(lon)) return null;
  if (Math.abs(lat) > 90 || Math.abs(lon) > 180) return null;
  return { lat, lon };
}

/** A maps link for a location: always https, built from numbers only. */
export function mapsLink({ lat, lon }: LatLon): string {
  return `https://www.google.com/maps?q=${lat},${lon}`;
}

/** The field of an event's data that holds what the device sent (device messages and requests). */
const PAYLOAD_KEY = 'payload';

/**
 * The full event as indented JSON, shown as text in the preview, with every `payload` (at any depth)
 * replaced by `redacted` (docs/decisions.md "Event preview").
 */
export function eventJson(row: EventLogRow, redacted: string): string {
  return JSON.stringify(row.full_event, (key, value: unknown) => (key === PAYLOAD_KEY ? redacted : value), 2);
}
