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

/** When the device's last location was fixed (epoch seconds), from its age; null without one. */
export function locationFixedAt(device: Pick<Device, 'location_age' | 'last_location'>, nowMs: number): number | null {
  if (!device.last_location || device.location_age == null) return null;
  return Math.floor(nowMs / 1000) - device.location_age;
}
