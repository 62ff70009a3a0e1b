import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../../support/a11y.ts';
import { ConsolePage } from '../../support/consolePage.ts';
import { newMacId } from '../../support/devices.ts';
import { injectFault } from '../../support/faults.ts';
import {
  ACME,
  api,
  createNetwork,
  deleteCreatedNetworks,
  openSignedIn,
  seededNetworkId,
  uniqueName,
  waitForApi,
} from '../../support/platformApi.ts';
import { expectToast } from '../routes/routesApi.ts';
import { chooseOption } from '../../support/forms.ts';

/** The owner's second account (platform-sim's seed). */
const OTHER_ACCOUNT = 'owner-labs';

interface Device {
  device_id: string;
  network_id: string;
  last_location?: string | null;
}

/** The first seeded device of the Warehouse network (its network has a device landing page). */
async function warehouseDevice(page: Page): Promise<{ networkId: string; device: Device }> {
  const networkId = await seededNetworkId(page, 'Warehouse');
  const { body } = await api<{ results: Device[] }>(page, 'POST', `/v1/accounts/${ACME}/device-explorer`, {
    fields: [{ field: 'network_id', value: networkId }],
    pagination: { page_size: 50, page: 1 },
  });
  const device = body.results.find((d) => d.last_location) ?? body.results[0];
  if (!device) throw new Error('the seeded Warehouse network has no devices');
  return { networkId, device };
}

const summary = (page: Page) => page.locator('.ant-card').filter({ hasText: 'Summary' });
const notInAccount = (page: Page) => page.locator('.ant-card').filter({ hasText: 'Not found in your account' });

test.afterEach(async ({ page }) => {
  await deleteCreatedNetworks(page);
});

test('the summary: the id as read with the raw id copyable, the network linked, the times, the location and the landing page', async ({
  page,
}) => {
  const { networkId, device } = await warehouseDevice(page);
  const app = new ConsolePage(page);
  await app.goto(`/devices/${device.device_id}`);
  const card = summary(page);
  for (const label of [
    'Device ID',
    'Network',
    'Created',
    'Last seen',
    'Last request',
    'First connected',
    'Last customer request',
    'Last location',
    'Landing page',
  ]) {
    await expect(card.getByText(label, { exact: true })).toBeVisible();
  }
  await expect(card.getByText(device.last_location ?? 'No location reported')).toBeVisible();
  const landing = card.getByRole('link', { name: `https://example.com/devices/${device.device_id}` });
  await expect(landing).toHaveAttribute('target', '_blank');
  await expect(landing).toHaveAttribute('rel', /noopener/);
  // The raw id is what the copy button copies.
  await expect(card.getByRole('button', { name: /copy/i })).toBeVisible();
  // Every part of the page is built.
  await expect(app.notBuiltYet).toHaveCount(0);
  await expectAccessible(page, 'device page summary');

  await card.getByRole('link', { name: 'Warehouse' }).click();
  await expect(page).toHaveURL(new RegExp(`/networks/${networkId}$`));
});

test('a device another account has: the not-found card says it is registered elsewhere', async ({ page }) => {
  await openSignedIn(page);
  const { id, mac } = newMacId();
  const network = await api<{ network_id: string }>(page, 'POST', `/v1/accounts/${OTHER_ACCOUNT}/networks`, {
    name: uniqueName('Elsewhere'),
  });
  expect(network.status).toBe(201);
  try {
    const registered = await api(page, 'POST', `/v1/accounts/${OTHER_ACCOUNT}/devices`, {
      device_id: id,
      network_id: network.body.network_id,
    });
    expect(registered.status).toBe(201);

    await new ConsolePage(page).open(`/devices/${id}`, `Device ${mac}`);
    const card = notInAccount(page);
    await expect(card.getByText(`Device ${mac} is not in this account.`)).toBeVisible();
    await expect(card.getByText(/It is registered to another account/)).toBeVisible();
    await expect(card.getByRole('button', { name: 'Register device' })).toHaveCount(0);

    // A link that names the account (route viewdevice's ?account=) opens the device there.
    await page.goto(`/devices/${id}?account=${OTHER_ACCOUNT}`);
    await expect(summary(page).getByText(mac, { exact: true })).toBeVisible();
    await expect(notInAccount(page)).toHaveCount(0);
  } finally {
    await api(page, 'DELETE', `/v1/accounts/${OTHER_ACCOUNT}/networks/${network.body.network_id}`);
  }
});

test('a device no account has: the card offers to register it to one of the networks, and then shows it', async ({
  page,
}) => {
  const network = await createNetwork(page, 'Lookup');
  const { id, mac } = newMacId();
  const app = new ConsolePage(page);
  await app.open(`/devices/${id}`, `Device ${mac}`);
  const card = notInAccount(page);
  await expect(card.getByText(/It is not registered to any account/)).toBeVisible();

  await card.getByRole('button', { name: 'Register device' }).click();
  await expect(card.locator('.ant-form-item-explain-error')).toHaveText('Choose a network');
  await card.getByRole('combobox', { name: 'Network' }).click();
  await chooseOption(page, network.name);
  const created = waitForApi(page, 'POST', `/v1/accounts/${ACME}/devices`);
  await card.getByRole('button', { name: 'Register device' }).click();
  expect((await created).status()).toBe(201);
  await expectToast(page, 'Device registered successfully');
  await expect(summary(page).getByRole('link', { name: network.name })).toBeVisible();
  await expect(notInAccount(page)).toHaveCount(0);
});

test('a failed load toasts "Error loading device" and Retry loads it', async ({ page }) => {
  const { device } = await warehouseDevice(page);
  await injectFault(page, { path: `/v1/accounts/${ACME}/devices/${device.device_id}`, method: 'GET', kind: '500' });
  await new ConsolePage(page).goto(`/devices/${device.device_id}`);
  await expect(page.locator('.ant-notification-notice').filter({ hasText: 'Error loading device' })).toBeVisible();
  const alert = page.locator('main').getByRole('alert').filter({ hasText: 'Error loading device' });
  await expect(alert).toBeVisible();
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(summary(page).getByRole('link', { name: 'Warehouse' })).toBeVisible();
  await expect(alert).toHaveCount(0);
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('the summary and the not-found card fit the width', async ({ page }) => {
    const sideways = () =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    const { device } = await warehouseDevice(page);
    const app = new ConsolePage(page);
    await app.goto(`/devices/${device.device_id}`);
    await expect(summary(page).getByRole('link', { name: 'Warehouse' })).toBeVisible();
    expect(await sideways()).toBeLessThanOrEqual(0);

    await app.open('/devices/d1', 'Device d1');
    await expect(notInAccount(page).getByText(/It is not registered to any account/)).toBeVisible();
    expect(await sideways()).toBeLessThanOrEqual(0);
  });
});
