import { DEVICE_ID_PLACEHOLDER } from '@beacon/shared';

export interface ScannerLinkParts {
  scanId: string;
  networkId: string;
  networkName: string;
}

/**
 * The callback link for the provider's scanner app (customer-console.md §7: built from the scan id,
 * network id, network name and a device_id placeholder):
 * `{apiBaseUrl}/v1/dscb/{scan_id}?network_id=…&network_name=…&device_id={device_id}`.
 * The app calls it for every device it scans, with `{device_id}` replaced. Every value is
 * URL-encoded; the placeholder stays literal. Undefined unless the API base URL is http(s).
 */
export function scannerCallbackLink(apiBaseUrl: string, { scanId, networkId, networkName }: ScannerLinkParts) {
  if (!isHttpOrigin(apiBaseUrl)) return undefined;
  const base = apiBaseUrl.replace(/\/+$/, '');
  const query = `network_id=${encodeURIComponent(networkId)}&network_name=${encodeURIComponent(networkName)}`;
  return `${base}/v1/dscb/${encodeURIComponent(scanId)}?${query}&device_id=${DEVICE_ID_PLACEHOLDER}`;
}

function isHttpOrigin(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    return new URL(value).hostname.length > 0;
  } catch {
    return false;
  }
}

/** A manual device ID as sent: trimmed and lowercased (customer-console.md §5). */
export function normaliseDeviceId(value: string): string {
  return value.trim().toLowerCase();
}

/** Route viewdevice (mf-devices): `/devices/{devId}?account={account}`, so the device opens in this account. */
export function devicePath(deviceId: string, accountId: string): string {
  return `/devices/${encodeURIComponent(deviceId)}?account=${encodeURIComponent(accountId)}`;
}
