/**
 * The admin network devices page (/admin/accounts/{id}/networks/{net}), for its specs to import as a
 * namespace (`devicesPage.rows(page)`): its table and rows, the Warehouse's list opened, and its texts.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { warehouseDevice, warehouseId } from './admin-account.ts';
import { ConsolePage } from './consolePage.ts';
import { ACME } from './platformApi.ts';

/** The confirm prompts of the session actions (admin-and-hotspots.md §8.3). */
export const CLEAR_PROMPT = 'Are you sure you want to clear the session for this device?';
export const DISCONNECT_PROMPT = 'Are you sure you want to disconnect this device?';

/** The page's table, its device rows, and the row of one device. */
export const table = (page: Page): Locator => page.getByRole('table', { name: 'Devices' });
export const rows = (page: Page): Locator => table(page).locator('tbody tr.ant-table-row');
export const rowOf = (page: Page, deviceId: string): Locator =>
  rows(page).filter({ has: page.getByRole('link', { name: deviceId, exact: true }) });

/** Opens the console (for the API helper's token), then the Warehouse's device list; answers its id. */
export async function openWarehouse(page: Page): Promise<string> {
  const app = new ConsolePage(page);
  await app.goto('/');
  await expect(app.accountMenuButton).toBeVisible();
  const networkId = await warehouseId(page);
  await app.open(`/admin/accounts/${ACME}/networks/${networkId}`, 'Network Warehouse devices');
  await expect(rows(page)).toHaveCount(20);
  return networkId;
}

/**
 * Opens the Warehouse's device list (openWarehouse) and answers the device at `position` (WAREHOUSE),
 * which the seed gave a session, with its row (on the first page for positions up to 19).
 */
export async function openWithSession(page: Page, position: number): Promise<{ deviceId: string; row: Locator }> {
  await openWarehouse(page);
  const device = await warehouseDevice(page, position);
  expect(device.session, `the seed gives the device at ${position} a session`).not.toBeNull();
  return { deviceId: device.id, row: rowOf(page, device.id) };
}
