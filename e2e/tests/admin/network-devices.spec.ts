import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAccessible } from '../../support/a11y.ts';
import { adminDevice, pageOverflows, WAREHOUSE, warehouseId } from '../../support/admin-account.ts';
import * as devicesPage from '../../support/admin-network-devices.ts';
import { ConsolePage } from '../../support/consolePage.ts';
import { injectFault } from '../../support/faults.ts';
import { ACME } from '../../support/platformApi.ts';
import { storageStateOf } from '../../support/users.ts';
import { expectToast } from '../routes/routesApi.ts';
import { openedDialog } from '../../support/forms.ts';

test.use({ storageState: storageStateOf('staff') });

/** Presses `button` in `row`, checks the confirm prompt, and confirms with the dialog's button of that name. */
async function confirmInRow(page: Page, row: Locator, button: string, prompt: string): Promise<void> {
  await row.getByRole('button', { name: button }).click();
  await (await openedDialog(page, prompt)).getByRole('button', { name: button }).click();
}

test('20 devices a page, Next and Previous with the cursor in the URL, linked to the device, a breadcrumb back to the account', async ({
  page,
}) => {
  await devicesPage.openWarehouse(page);
  const first = await devicesPage.rows(page).first().getByRole('link').textContent();
  await expectAccessible(page, 'admin network devices');

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\?cursor=[^&]+&back=$/);
  await expect(devicesPage.rows(page).first().getByRole('link')).not.toHaveText(first ?? '');
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page).not.toHaveURL(/cursor=/);
  await expect(devicesPage.rows(page).first().getByRole('link')).toHaveText(first ?? '');
  await expect(devicesPage.rows(page)).toHaveCount(20);

  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumb.getByText('Warehouse')).toBeVisible();
  await devicesPage.rows(page).first().getByRole('link').click();
  await expect(page).toHaveURL(`/admin/devices/${encodeURIComponent(first ?? '')}`);
  await page.goBack();
  await breadcrumb.getByRole('link', { name: /Acme/i }).click();
  await expect(page).toHaveURL(`/admin/accounts/${ACME}`);
});

for (const { button, prompt, success, position } of [
  {
    button: 'Clear session',
    prompt: devicesPage.CLEAR_PROMPT,
    success: 'Device session cleared successfully',
    position: WAREHOUSE.networkDevices.clear,
  },
  {
    button: 'Disconnect',
    prompt: devicesPage.DISCONNECT_PROMPT,
    success: 'Device disconnected successfully',
    position: WAREHOUSE.networkDevices.disconnect,
  },
]) {
  test(`${button}: confirmed, "${success}", and the session ends (the actions leave the row)`, async ({ page }) => {
    const { deviceId, row } = await devicesPage.openWithSession(page, position);
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
  const { deviceId, row } = await devicesPage.openWithSession(page, WAREHOUSE.networkDevices.failures);
  const path = `/admin/devices/${encodeURIComponent(deviceId)}`;

  await injectFault(page, { path: `${path}/clear-session`, method: 'POST', kind: '500' });
  await confirmInRow(page, row, 'Clear session', devicesPage.CLEAR_PROMPT);
  await expectToast(page, 'Failed to clear session: Internal server error');

  await injectFault(page, { path: `${path}/disconnect`, method: 'POST', kind: '500' });
  await confirmInRow(page, row, 'Disconnect', devicesPage.DISCONNECT_PROMPT);
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
  await expect(devicesPage.table(page).getByText('No devices found')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
});

test.describe('on a 390 px screen', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the device list fits the width (the table scrolls inside) and paging is reachable', async ({ page }) => {
    await devicesPage.openWarehouse(page);
    expect(await pageOverflows(page)).toBe(false);
    const next = page.getByRole('button', { name: 'Next' });
    await next.scrollIntoViewIfNeeded();
    const box = await next.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    await next.click();
    await expect(page).toHaveURL(/\?cursor=/);
  });
});

test('an unknown account: "Account Not Found", the breadcrumb names it without a link, no device failure', async ({
  page,
}) => {
  const app = new ConsolePage(page);
  await app.open('/admin/accounts/no-such-account/networks/no-such-network', 'Network no-such-network devices');
  await expect(page.getByText('Account Not Found')).toBeVisible();
  await expect(page.getByText('There is no account with the ID no-such-account.')).toBeVisible();
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs).toContainText('no-such-account');
  await expect(crumbs.getByRole('link')).toHaveCount(1);
  await expect(crumbs.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(page.locator('.ant-notification-notice')).toHaveCount(0);
  await expectAccessible(page, 'admin network devices, unknown account');
});
