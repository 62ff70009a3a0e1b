import { formatDeviceId } from '@beacon/shared/contract';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../../support/a11y.ts';
import { adminDevice, pageOverflows, WAREHOUSE, warehouseDevice } from '../../support/admin-account.ts';
import { ConsolePage } from '../../support/consolePage.ts';
import { injectFault } from '../../support/faults.ts';
import { ACME } from '../../support/platformApi.ts';
import { storageStateOf } from '../../support/users.ts';
import { expectToast } from '../routes/routesApi.ts';
import { openedDialog } from '../../support/forms.ts';

test.use({ storageState: storageStateOf('staff') });

const UPDATE_PROMPT = 'Are you sure you want to update these device settings?';
const CLEAR_PROMPT = 'Are you sure you want to clear the session for this device?';
const DISCONNECT_PROMPT = 'Are you sure you want to disconnect this device?';
const REFRESH_PROMPT = 'Reload this device from the server?';

/** Opens the console (for the API helper's token), then the page of the Warehouse device at `position`. */
async function openDevice(page: Page, position: number) {
  const app = new ConsolePage(page);
  await app.goto('/');
  await expect(app.accountMenuButton).toBeVisible();
  const device = await warehouseDevice(page, position);
  // Titled as the customer's device page writes the id: a MAC or an SGTIN URN where it is one.
  await app.open(`/admin/devices/${encodeURIComponent(device.id)}`, `Device ${formatDeviceId(device.id)}`);
  await expect(page.getByText('Device ID', { exact: true })).toBeVisible();
  return device;
}

/** Presses `button` on the page, then the dialog's `ok` after checking its prompt. */
async function confirm(page: Page, button: string | RegExp, prompt: string, ok: string) {
  await page.getByRole('button', { name: button }).first().click();
  const dialog = await openedDialog(page, prompt);
  await dialog.getByRole('button', { name: ok }).click();
}

test('shows every field, the account and network linked; Refresh asks first and reloads', async ({ page }) => {
  const device = await openDevice(page, WAREHOUSE.device.show);
  for (const label of [
    'Description',
    'Session',
    'Suspended',
    'Internal',
    'AP lock',
    'Request connection',
    'Network',
    'Account',
    'Device model',
    'Public key',
    'Location',
    'Last seen',
    'Last connected',
    'First connected',
    'Created',
    'Last updated',
  ])
    await expect(page.locator('.ant-descriptions-item-label').getByText(label, { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: ACME, exact: true })).toHaveAttribute('href', `/admin/accounts/${ACME}`);
  await expect(page.getByRole('link', { name: /^Warehouse \(/ })).toBeVisible();
  await expectAccessible(page, 'admin device');

  const reload = page.waitForResponse(
    (r) => r.request().method() === 'GET' && r.url().endsWith(`/admin/devices/${encodeURIComponent(device.id)}`),
  );
  await confirm(page, /Refresh/, REFRESH_PROMPT, 'Refresh');
  await reload;
  await expectToast(page, 'Device details refreshed');
});

test('Update: confirmed, "Device settings updated successfully", saved and shown after the reload', async ({
  page,
}) => {
  const device = await openDevice(page, WAREHOUSE.device.update);
  const apLock = `ap-e2e-${Date.now()}`;
  await page.getByLabel('AP lock').fill(apLock);
  await page.getByRole('switch', { name: 'Request connection' }).click();
  await confirm(page, 'Update', UPDATE_PROMPT, 'Update');
  await expectToast(page, 'Device settings updated successfully');
  await expect(page.locator('.ant-descriptions').getByText(apLock, { exact: true })).toBeVisible();
  const saved = await adminDevice(page, device.id);
  expect(saved.ap_lock).toBe(apLock);
  await page.reload();
  await expect(page.getByLabel('AP lock')).toHaveValue(apLock);
});

test('a failed update says "Failed to update device: …" and keeps what was typed', async ({ page }) => {
  const device = await openDevice(page, WAREHOUSE.device.updateRefused);
  await page.getByLabel('AP lock').fill('typed-and-kept');
  await injectFault(page, { path: `/admin/devices/${encodeURIComponent(device.id)}`, method: 'POST', kind: '500' });
  await confirm(page, 'Update', UPDATE_PROMPT, 'Update');
  await expectToast(page, 'Failed to update device: Internal server error');
  await expect(page.getByLabel('AP lock')).toHaveValue('typed-and-kept');
  expect((await adminDevice(page, device.id)).ap_lock).toBe(device.ap_lock);
});

for (const { button, prompt, success, position } of [
  {
    button: 'Clear session',
    prompt: CLEAR_PROMPT,
    success: 'Device session cleared successfully',
    position: WAREHOUSE.device.clear,
  },
  {
    button: 'Disconnect',
    prompt: DISCONNECT_PROMPT,
    success: 'Device disconnected successfully',
    position: WAREHOUSE.device.disconnect,
  },
]) {
  test(`${button}: confirmed, "${success}", the session ends`, async ({ page }) => {
    const device = await openDevice(page, position);
    expect(device.session).not.toBeNull();
    await confirm(page, button, prompt, button);
    await expectToast(page, success);
    await expect(page.getByText('No session', { exact: true })).toBeVisible();
    // The confirmation fades out after its call: its own button has the same name until it is gone.
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('button', { name: button })).toBeDisabled();
    expect((await adminDevice(page, device.id)).session).toBeNull();
  });
}

test('"Failed to clear session: …" and "Failed to disconnect device: …" when the server fails', async ({ page }) => {
  const device = await openDevice(page, WAREHOUSE.device.failures);
  const path = `/admin/devices/${encodeURIComponent(device.id)}`;
  await injectFault(page, { path: `${path}/clear-session`, method: 'POST', kind: '500' });
  await confirm(page, 'Clear session', CLEAR_PROMPT, 'Clear session');
  await expectToast(page, 'Failed to clear session: Internal server error');
  await injectFault(page, { path: `${path}/disconnect`, method: 'POST', kind: '500' });
  await confirm(page, 'Disconnect', DISCONNECT_PROMPT, 'Disconnect');
  await expectToast(page, 'Failed to disconnect device: Internal server error');
  await expect(page.getByRole('button', { name: 'Disconnect' })).toBeEnabled();
  expect((await adminDevice(page, device.id)).session).not.toBeNull();
});

test('a device that cannot be loaded: "Device Not Found"', async ({ page }) => {
  const app = new ConsolePage(page);
  const logged = page.waitForEvent('console', (m) => m.type() === 'error' && m.text().includes('admin device'));
  await app.open(`/admin/devices/${encodeURIComponent('urn:dev:no-such-device')}`, 'Device urn:dev:no-such-device');
  await expect(page.getByText('Device Not Found')).toBeVisible();
  await logged;
});

test.describe('on a 390 px screen', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the device page fits the width and its actions are reachable', async ({ page }) => {
    await openDevice(page, WAREHOUSE.device.show);
    expect(await pageOverflows(page)).toBe(false);
    for (const name of ['Refresh', 'Update']) {
      const button = page.getByRole('button', { name }).first();
      await button.scrollIntoViewIfNeeded();
      const box = await button.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 390, name).toBe(true);
    }
  });
});
