import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAccessible } from '../../support/a11y.ts';
import { adminDevice, pageOverflows, WAREHOUSE, warehouseDevice, warehouseId } from '../../support/admin-account.ts';
import { ConsolePage } from '../../support/consolePage.ts';
import { injectFault } from '../../support/faults.ts';
import { ACME } from '../../support/platformApi.ts';
import { storageStateOf } from '../../support/users.ts';
import { expectToast } from '../routes/routesApi.ts';
import { openedDialog } from '../../support/forms.ts';

test.use({ storageState: storageStateOf('staff') });

const table = (page: Page) => page.getByRole('table', { name: 'Devices' });
const rows = (page: Page) => table(page).locator('tbody tr.ant-table-row');
const rowOf = (page: Page, deviceId: string): Locator =>
  rows(page).filter({ has: page.getByRole('link', { name: deviceId, exact: true }) });

const CLEAR_PROMPT = 'Are you sure you want to clear the session for this device?';
const DISCONNECT_PROMPT = 'Are you sure you want to disconnect this device?';

/** Presses `button` in `row`, checks the confirm prompt, and confirms with the dialog's button of that name. */
async function confirmInRow(page: Page, row: Locator, button: string, prompt: string): Promise<void> {
  await row.getByRole('button', { name: button }).click();
  await (await openedDialog(page, prompt)).getByRole('button', { name: button }).click();
}

/** Opens the console (for the API helper's token), then the Warehouse's device list; answers its id. */
async function openWarehouse(page: Page): Promise<string> {
  const app = new ConsolePage(page);
  await app.goto('/');
  await expect(app.accountMenuButton).toBeVisible();
  const networkId = await warehouseId(page);
  await app.open(`/admin/accounts/${ACME}/networks/${networkId}`, 'Network Warehouse devices');
  await expect(rows(page)).toHaveCount(20);
  return networkId;
}

/** The Warehouse device at `position`, which the seed gave a session. */
async function deviceWithSession(page: Page, position: number): Promise<string> {
  const device = await warehouseDevice(page, position);
  expect(device.session, `the seed gives the device at ${position} a session`).not.toBeNull();
  return device.id;
}

test('20 devices a page, Next and Previous with the cursor in the URL, linked to the device, a breadcrumb back to the account', async ({
  page,
}) => {
  await openWarehouse(page);
  const first = await rows(page).first().getByRole('link').textContent();
  await expectAccessible(page, 'admin network devices');

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\?cursor=[^&]+&back=$/);
  await expect(rows(page).first().getByRole('link')).not.toHaveText(first ?? '');
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page).not.toHaveURL(/cursor=/);
  await expect(rows(page).first().getByRole('link')).toHaveText(first ?? '');
  await expect(rows(page)).toHaveCount(20);

  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumb.getByText('Warehouse')).toBeVisible();
  await rows(page).first().getByRole('link').click();
  await expect(page).toHaveURL(`/admin/devices/${encodeURIComponent(first ?? '')}`);
  await page.goBack();
  await breadcrumb.getByRole('link', { name: /Acme/i }).click();
  await expect(page).toHaveURL(`/admin/accounts/${ACME}`);
});

for (const { button, prompt, success, position } of [
  {
    button: 'Clear session',
    prompt: CLEAR_PROMPT,
    success: 'Device session cleared successfully',
    position: WAREHOUSE.networkDevices.clear,
  },
  {
    button: 'Disconnect',
    prompt: DISCONNECT_PROMPT,
    success: 'Device disconnected successfully',
    position: WAREHOUSE.networkDevices.disconnect,
  },
]) {
  test(`${button}: confirmed, "${success}", and the session ends (the actions leave the row)`, async ({ page }) => {
    await openWarehouse(page);
    const deviceId = await deviceWithSession(page, position);
    const row = rowOf(page, deviceId);
    await confirmInRow(page, row, button, prompt);
    await expectToast(page, success);
    await expect(row.getByRole('button')).toHaveCount(0);
    await expect(row.getByRole('cell', { name: 'No', exact: true }).first()).toBeVisible();
    expect((await adminDevice(page, deviceId)).session).toBeNull();
  });
}

test('"Failed to clear session" and "Failed to disconnect device" when the server fails; the session stays', async ({
  page,
}) => {
  await openWarehouse(page);
  const deviceId = await deviceWithSession(page, WAREHOUSE.networkDevices.failures);
  const row = rowOf(page, deviceId);
  const path = `/admin/devices/${encodeURIComponent(deviceId)}`;

  await injectFault(page, { path: `${path}/clear-session`, method: 'POST', kind: '500' });
  await confirmInRow(page, row, 'Clear session', CLEAR_PROMPT);
  await expectToast(page, 'Failed to clear session: Internal server error');

  await injectFault(page, { path: `${path}/disconnect`, method: 'POST', kind: '500' });
  await confirmInRow(page, row, 'Disconnect', DISCONNECT_PROMPT);
  await expectToast(page, 'Failed to disconnect device: Internal server error');

  await expect(row.getByRole('button', { name: 'Clear session' })).toBeVisible();
  expect((await adminDevice(page, deviceId)).session).not.toBeNull();
});

test('a network without devices: "No devices found"', async ({ page }) => {
  const app = new ConsolePage(page);
  await app.goto('/');
  await expect(app.accountMenuButton).toBeVisible();
  const networkId = await warehouseId(page);
  await injectFault(page, {
    path: `/admin/accounts/${ACME}/networks/${networkId}/devices`,
    method: 'GET',
    kind: 'body',
    body: { devices: [], cursor: null },
  });
  await app.open(`/admin/accounts/${ACME}/networks/${networkId}`, 'Network Warehouse devices');
  await expect(table(page).getByText('No devices found')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
});

test.describe('on a 390 px screen', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the device list fits the width (the table scrolls inside) and paging is reachable', async ({ page }) => {
    await openWarehouse(page);
    expect(await pageOverflows(page)).toBe(false);
    const next = page.getByRole('button', { name: 'Next' });
    await next.scrollIntoViewIfNeeded();
    const box = await next.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    await next.click();
    await expect(page).toHaveURL(/\?cursor=/);
  });
});
