/** Route viewdevice: `/devices/{devId}`, with the account so that a shared link opens in it. */
export function devicePath(deviceId: string, accountId: string | null): string {
  const path = `/devices/${encodeURIComponent(deviceId)}`;
  return accountId ? `${path}?account=${encodeURIComponent(accountId)}` : path;
}
