import { expect, test, type Page } from '@playwright/test';
import { registerDevice } from '../../support/devices.ts';
import { injectFault } from '../../support/faults.ts';
import { ACME, api, deleteCreatedNetworks, seededNetworkId } from '../../support/platformApi.ts';
import { storageStateOf } from '../../support/users.ts';
import { expectToast } from '../routes/routesApi.ts';
import { openedDialog } from '../../support/forms.ts';
import { deviceOnNewNetwork, openDevicePage } from './testDevice.ts';

const deleteButton = (page: Page) => page.getByRole('button', { name: 'Delete device' });

test.afterEach(async ({ page }) => deleteCreatedNetworks(page));

test('delete asks first, toasts "Device deleted" and opens the network\'s devices without it', async ({ page }) => {
  const device = await deviceOnNewNetwork(page, 'Delete device');
  const other = await registerDevice(page, device.network.id);
  await openDevicePage(page, device);

  await deleteButton(page).click();
  const dialog = await openedDialog(page, `Delete device ${device.mac}?`);
  await expect(dialog).toContainText('another account can then claim it');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Delete device' }).click();

  await expectToast(page, 'Device deleted');
  await expect(page).toHaveURL(new RegExp(`/networks/${device.network.id}/devices$`));
  // The tab lists the network's other device, and not the deleted one.
  await expect(page.getByRole('main').getByText(other.mac)).toBeVisible();
  await expect(page.getByRole('main').getByText(device.mac)).toHaveCount(0);
  expect((await api(page, 'GET', `/v1/accounts/${ACME}/devices/${device.id}`)).status).toBe(404);
});

test('a refused delete toasts "Error deleting device: …" and stays on the device', async ({ page }) => {
  const device = await deviceOnNewNetwork(page, 'Delete fails');
  await openDevicePage(page, device);
  await injectFault(page, { path: `/v1/accounts/${ACME}/devices/${device.id}`, method: 'DELETE', kind: '500' });

  await deleteButton(page).click();
  const dialog = await openedDialog(page, `Delete device ${device.mac}?`);
  await dialog.getByRole('button', { name: 'Delete device' }).click();

  await expectToast(page, 'Error deleting device: Internal server error');
  await expect(page).toHaveURL(new RegExp(`/devices/${device.id}$`));
  expect((await api(page, 'GET', `/v1/accounts/${ACME}/devices/${device.id}`)).status).toBe(200);
});

test.describe('as member', () => {
  test.use({ storageState: storageStateOf('member') });

  test('Delete device is disabled with the hint "Insufficent permissions"; Send test event is not', async ({
    page,
  }) => {
    const networkId = await seededNetworkId(page, 'Warehouse');
    const { body } = await api<{ results: Array<{ device_id: string }> }>(
      page,
      'POST',
      `/v1/accounts/${ACME}/device-explorer`,
      { fields: [{ field: 'network_id', value: networkId }], pagination: { page_size: 1, page: 1 } },
    );
    const deviceId = body.results[0]?.device_id;
    if (!deviceId) throw new Error('the seeded Warehouse network has no devices');
    await page.goto(`/devices/${deviceId}`);

    await expect(deleteButton(page)).toBeDisabled();
    await deleteButton(page).hover();
    await expect(page.getByRole('tooltip')).toHaveText('Insufficent permissions');
    await expect(page.getByRole('button', { name: 'Send test event' })).toBeEnabled();
  });
});
