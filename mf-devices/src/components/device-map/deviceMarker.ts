import type { Device } from '@beacon/shared/contract';
import type { DeviceMarker } from './mapView.ts';

const LAT_LON = /^\s*(-?\d+(?:\.\d+)?)\s*,\s*(-?\d+(?:\.\d+)?)\s*$/;

function parseLatLon(text: string | null | undefined): { lat: number; lon: number } | null {
  const match = LAT_LON.exec(text ?? '');
  if (!match) return null;
  const lat = Number(match[1]);
  const lon = Number(match[2]);
  return Math.abs(lat) <= 90 && Math.abs(lon) <= 180 ? { lat, lon } : null;
}

/** Where a device was last located (`last_location_point`, else the "lat,lon" text), or null. */
export function deviceMarker(device: Device): DeviceMarker | null {
  const point = device.last_location_point ?? parseLatLon(device.last_location);
  return point ? { deviceId: device.device_id, lat: point.lat, lon: point.lon } : null;
}
