import { expect, test, type Page } from '@playwright/test';
import { API_ORIGIN, injectFault } from '../../support/faults.ts';
import { ACME } from '../../support/platformApi.ts';
import { newNetworkEachTest, uniqueDeviceId } from './networkPage.ts';

/** The Manual Entry tab's device ID field (the Events tab has a Device ID filter too). */
const manualDeviceId = (page: Page) => page.getByRole('tabpanel', { name: 'Manual Entry' }).getByLabel('Device ID');

test.describe('Register Device card', () => {
  const network = newNetworkEachTest('Register &');

  test('Scanner: starts a session and shows its callback link and QR code', async ({ page }) => {
    const started = page.waitForResponse(
      (response) => response.url() === `${API_ORIGIN}/v1/accounts/${ACME}/dscb` && response.status() === 201,
    );
    await page.getByRole('button', { name: 'Start scanner session' }).click();
    const { scan_id } = (await (await started).json()) as { scan_id: string };
    const link = page.getByRole('link', { name: 'Open in the scanner app' });
    await expect(link).toHaveAttribute(
      'href',
      `${API_ORIGIN}/v1/dscb/${scan_id}?network_id=${network.id}&network_name=${encodeURIComponent(network.name)}&device_id={device_id}`,
    );
    await expect(page.getByRole('img', { name: 'QR code of the scanner link' }).locator('svg')).toBeVisible();
  });

  test('Scanner: "Error starting scanner session: …" when the call fails', async ({ page }) => {
    await injectFault(page, { path: `/v1/accounts/${ACME}/dscb`, method: 'POST', kind: '500' });
    await page.getByRole('button', { name: 'Start scanner session' }).click();
    await expect(page.getByText('Error starting scanner session: Internal server error')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open in the scanner app' })).toHaveCount(0);
  });

  test('Manual Entry: a device ID is required', async ({ page }) => {
    await page.getByRole('tab', { name: 'Manual Entry' }).click();
    await page.getByRole('button', { name: 'Register Device' }).click();
    await expect(page.getByText('Valid Device ID required')).toBeVisible();
  });

  test('Manual Entry: registers a new device (lowercased) and then finds it already registered', async ({ page }) => {
    const typed = uniqueDeviceId();
    const deviceId = typed.toLowerCase();
    await page.getByRole('tab', { name: 'Manual Entry' }).click();
    const created = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url() === `${API_ORIGIN}/v1/accounts/${ACME}/devices`,
    );
    await manualDeviceId(page).fill(typed);
    await page.getByRole('button', { name: 'Register Device' }).click();
    expect((await created).postDataJSON()).toEqual({ device_id: deviceId, network_id: network.id });
    await expect(page).toHaveURL((url) => url.pathname === `/devices/${deviceId}` && url.search === `?account=${ACME}`);
    // The toast stays while the device page opens.
    await expect(page.getByText('Device registered successfully')).toBeVisible();

    // The network now counts it, and registering it again opens it with the spec's toast.
    await page.goto(`/networks/${network.id}`);
    await expect(page.locator('.ant-card').filter({ hasText: 'Registered devices' })).toContainText(
      /Registered devices\W*1$/,
    );
    await page.getByRole('tab', { name: 'Manual Entry' }).click();
    await manualDeviceId(page).fill(typed);
    await page.getByRole('button', { name: 'Register Device' }).click();
    await expect(page).toHaveURL((url) => url.pathname === `/devices/${deviceId}`);
    await expect(page.getByText('This device is already registered to your account')).toBeVisible();
  });

  test('Manual Entry: "Error while adding device {detail}" keeps the typed ID', async ({ page }) => {
    const typed = uniqueDeviceId();
    await injectFault(page, { path: `/v1/accounts/${ACME}/devices`, method: 'POST', kind: '500' });
    await page.getByRole('tab', { name: 'Manual Entry' }).click();
    await manualDeviceId(page).fill(typed);
    await page.getByRole('button', { name: 'Register Device' }).click();
    await expect(page.getByText('Error while adding device Internal server error')).toBeVisible();
    await expect(manualDeviceId(page)).toHaveValue(typed);
    await expect(page).toHaveURL((url) => url.pathname === `/networks/${network.id}`);
  });
});
