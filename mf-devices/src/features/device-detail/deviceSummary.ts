import { DEVICE_ID_PLACEHOLDER, deviceIdKind, formatDeviceId, isHttpUrl } from '@beacon/shared';
import type { Device, Network } from '@beacon/shared/contract';

/**
 * The device's landing page: the network's URL with every `{device_id}` replaced by the device id
 * (URL-encoded), or null when the network has none or the result is not an http(s) URL.
 */
export function landingPageUrl(template: string | null | undefined, deviceId: string): string | null {
  const trimmed = template?.trim();
  if (!trimmed) return null;
  const url = trimmed.split(DEVICE_ID_PLACEHOLDER).join(encodeURIComponent(deviceId));
  return isHttpUrl(url) ? url : null;
}

/** How the device's id reads: MAC address or SGTIN (with its kind) or the id itself. */
export function deviceIdReading(deviceId: string): { label: string; kind: 'mac' | 'sgtin' | null } {
  const kind = deviceIdKind(deviceId);
  return { label: formatDeviceId(deviceId), kind: kind === 'other' ? null : kind };
}

/** The network a device is in, from the account's networks (undefined while they load or when it is not there). */
export function networkOf(device: Pick<Device, 'network_id'>, networks: readonly Network[] | undefined) {
  return networks?.find((network) => network.network_id === device.network_id);
}

/**
 * When the device's last location was fixed (epoch seconds): `location_age` is the location's age when
 * the device was last seen, so it counts back from `last_seen`, not from now (docs/decisions.md,
 * "Device location time"). Null without a location, its age or a last-seen time.
 */
export function locationFixedAt(device: Pick<Device, 'location_age' | 'last_location' | 'last_seen'>): number | null {
  if (!device.last_location || device.location_age == null || !device.last_seen) return null;
  return device.last_seen - device.location_age;
}
