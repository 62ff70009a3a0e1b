import { ADMIN_PATH } from '@beacon/shared';

/** `/admin/accounts/{accountId}`: the admin account details. */
export function adminAccountPath(accountId: string): string {
  return `${ADMIN_PATH}/accounts/${encodeURIComponent(accountId)}`;
}

/** `/admin/accounts/{accountId}/networks/{networkId}`: the admin network devices. */
export function adminNetworkPath(accountId: string, networkId: string): string {
  return `${adminAccountPath(accountId)}/networks/${encodeURIComponent(networkId)}`;
}

/** `/admin/devices/{deviceId}` (the id URL-encoded): the admin device details. */
export function adminDevicePath(deviceId: string): string {
  return `${ADMIN_PATH}/devices/${encodeURIComponent(deviceId)}`;
}

/** `/admin/tiers`: tier management. */
export const ADMIN_TIERS_PATH = `${ADMIN_PATH}/tiers`;

/** `/admin/hotspots/{hotspotId}`: the admin hotspot details. */
export function adminHotspotPath(hotspotId: string): string {
  return `${ADMIN_PATH}/hotspots/${encodeURIComponent(hotspotId)}`;
}

/** `/admin/hotspots-monitoring?account_id=`: the monitored hotspots of one account. */
export function monitoringPath(accountId: string): string {
  return `${ADMIN_PATH}/hotspots-monitoring?account_id=${encodeURIComponent(accountId)}`;
}
