import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../../support/a11y.ts';
import { registerDevice } from '../../support/devices.ts';
import { ConsolePage } from '../../support/consolePage.ts';
import { injectFault } from '../../support/faults.ts';
import { canvasColourAt, MARKER_RGB } from '../../support/map.ts';
import { ACME, api, createNetwork, deleteCreatedNetworks, seededNetworkId } from '../../support/platformApi.ts';
import { expectToast } from '../routes/routesApi.ts';

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

/** A new device in a new network: no location, no statistics. */
async function newDevice(page: Page): Promise<string> {
  const network = await createNetwork(page, 'Device cards');
  return (await registerDevice(page, network.id)).id;
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
  const sync = page.getByRole('region', { name: 'Sync stats' });
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
  const deviceId = await newDevice(page);
  await new ConsolePage(page).goto(`/devices/${deviceId}`);
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
  await expect(page.getByRole('region', { name: 'Sync stats' })).toBeVisible();
  await expect(failure).toHaveCount(0);
});
