import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../../support/a11y.ts';
import { registerDevice } from '../../support/devices.ts';
import { ConsolePage } from '../../support/consolePage.ts';
import { injectFault } from '../../support/faults.ts';
import { canvasColourAt, MARKER_RGB } from '../../support/map.ts';
import { ACME, api, deleteCreatedNetworks, seededNetworkId, waitForApi } from '../../support/platformApi.ts';
import { expectToast } from '../routes/routesApi.ts';
import { deviceOnNewNetwork, openDevicePage, openTestEventModal } from './testDevice.ts';

interface Device {
  device_id: string;
  last_location_point?: { lat: number; lon: number } | null;
}

/** The device page's map view (customer-console.md §9): zoom 12, on the device. */
const DEVICE_ZOOM = 12;

/** A located Warehouse device that has statistics (platform-sim seeds them for a few devices per network). */
async function deviceWithStats(page: Page): Promise<Device> {
  const networkId = await seededNetworkId(page, 'Warehouse');
  const { body } = await api<{ results: Device[] }>(page, 'POST', `/v1/accounts/${ACME}/device-explorer`, {
    fields: [{ field: 'network_id', value: networkId }],
    sort: { field: 'created', order: 'asc' },
    pagination: { page_size: 1000, page: 1 },
  });
  for (const device of body.results.filter((d) => d.last_location_point)) {
    const stats = await api<{ stats: unknown[] }>(
      page,
      'GET',
      `/v1/accounts/${ACME}/stats?type=device&type_key=${device.device_id}`,
    );
    if (stats.body.stats.length > 0) return device;
  }
  throw new Error('no located Warehouse device has statistics');
}

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test.afterEach(async ({ page }) => deleteCreatedNetworks(page));

test('a located device with statistics: the map on the device at zoom 12, its sync stats and three charts', async ({
  page,
}) => {
  const device = await deviceWithStats(page);
  const app = new ConsolePage(page);
  await app.goto(`/devices/${device.device_id}`);

  // The location map: the device's marker in the middle of the map, at zoom 12, with no tile server.
  const map = page.getByRole('region', { name: 'Map of device locations' });
  await expect(map).toHaveAttribute('aria-busy', 'false');
  await expect(map).toHaveAttribute('data-zoom', String(DEVICE_ZOOM));
  const box = await map.boundingBox();
  if (!box) throw new Error('the map has no box');
  expect(await canvasColourAt(page, box.width / 2, box.height / 2)).toEqual(MARKER_RGB);
  const point = device.last_location_point!;
  await expect(section(page, 'Location').getByText(`Last location ${point.lat}, ${point.lon}.`)).toBeVisible();

  // Sync stats over the last 24 points, then the charts, each drawn.
  const sync = page.getByRole('region', { name: 'Sync stats', exact: true });
  for (const figure of ['Syncs', 'Requests', 'Data transferred', 'Time connected', 'Last sync']) {
    await expect(sync.getByText(figure, { exact: true })).toBeVisible();
  }
  for (const chart of ['Requests and Connections', 'Data Transfer', 'Connected Time']) {
    await expect(page.getByRole('figure', { name: chart }).locator('canvas').first()).toBeVisible();
  }
  await expect(page.getByRole('figure', { name: 'Active Devices' })).toHaveCount(0);
  await expectAccessible(page, 'device page with map and statistics');
});

test('a new device: no location and no statistics yet, each said so', async ({ page }) => {
  // A new device in a new network: no location, no statistics.
  const device = await deviceOnNewNetwork(page, 'Device cards');
  await openDevicePage(page, device);
  await expect(section(page, 'Location').getByText('This device has not reported a location yet.')).toBeVisible();
  await expect(page.getByText('No statistics yet for this device')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Map of device locations' })).toHaveCount(0);
});

test('a failed statistics load toasts "Error loading statistics", and Retry loads them', async ({ page }) => {
  const device = await deviceWithStats(page);
  await injectFault(page, { path: `/v1/accounts/${ACME}/stats`, method: 'GET', kind: '500' });
  await new ConsolePage(page).goto(`/devices/${device.device_id}`);
  await expectToast(page, 'Error loading statistics: ');
  const failure = page.getByText('The statistics could not be loaded');
  await expect(failure).toBeVisible();
  // The rest of the page is unaffected.
  await expect(page.getByRole('region', { name: 'Map of device locations' })).toBeVisible();
  await page
    .getByRole('region', { name: /Statistics of device/ })
    .getByRole('button', { name: 'Retry' })
    .click();
  await expect(page.getByRole('region', { name: 'Sync stats', exact: true })).toBeVisible();
  await expect(failure).toHaveCount(0);
});

test("the device's events: its own only, with the explorer's preview; a test event from the modal refreshes them and Live brings one sent elsewhere", async ({
  page,
}) => {
  await page.clock.install();
  const device = await deviceOnNewNetwork(page, 'Device events');
  const other = await registerDevice(page, device.network.id);
  await openDevicePage(page, device);
  const events = page.getByRole('region', { name: `Events of device ${device.mac}` });
  const rows = events.locator('.ant-table-tbody .ant-table-row');
  // Registering it is the device's first event; the other device's registration is not listed.
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('device_registered');
  await expect(events.getByLabel('Device ID')).toHaveCount(0);

  // A test event sent from the modal: the list asks again and shows it.
  const dialog = await openTestEventModal(page);
  await dialog.getByLabel('Text').fill('from the device page');
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(dialog.getByRole('alert')).toContainText('device.message.test.data');
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(rows.first()).toContainText('from the device page');
  await expect(rows).toHaveCount(2);

  // Live: an event sent from elsewhere comes in on top; one of the other device does not.
  const live = events.getByRole('switch', { name: 'Live' });
  const started = waitForApi(page, 'POST', `/v1/accounts/${ACME}/log-tail`);
  await live.click();
  expect((await started).status()).toBe(200);
  for (const [id, text] of [
    [other.id, 'not this device'],
    [device.id, 'sent from another tab'],
  ] as const) {
    const sent = await api(page, 'POST', `/v1/accounts/${ACME}/devices/${id}/test-event`, { text });
    expect(sent.status).toBe(200);
  }
  await page.clock.runFor(2000);
  await expect(rows.first()).toContainText('sent from another tab');
  await expect(rows).toHaveCount(3);
  await expect(events.getByText('not this device')).toHaveCount(0);

  // A row opens the full event as JSON.
  await rows.first().getByText('sent from another tab').click();
  const preview = page.getByRole('dialog');
  await expect(preview.getByText('Payloads are redacted in this preview.')).toBeVisible();
  await expectAccessible(page, 'device page events, live, preview open');
});
