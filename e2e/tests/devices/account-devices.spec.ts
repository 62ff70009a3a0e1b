import { expect, test, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { ConsolePage } from '../../support/consolePage.ts';
import { chooseOption } from '../../support/forms.ts';
import { SHELL_URL } from '../../support/constants.ts';
import { DEVICE_EXPLORER_PATH, nextExplored } from '../../support/networkTabs.ts';
import { ACME, api, createNetwork, deleteCreatedNetworks } from '../../support/platformApi.ts';

interface Device {
  device_id: string;
  network_id: string;
}

/** A network of its own and a MAC-style device on it. */
interface Placed {
  network: { id: string; name: string };
  device: { id: string; mac: string };
}

/**
 * Two new networks with one new device each. The devices' MAC addresses share four random bytes
 * (`prefix`, as typed: `AA:BB:CC:DD`), which no other device has: searching them finds exactly these two.
 */
async function twoNetworksWithADeviceEach(page: Page): Promise<{ prefix: string; digits: string; placed: Placed[] }> {
  const digits = randomBytes(4).toString('hex');
  const placed: Placed[] = [];
  for (const [index, prefix] of ['Devices A', 'Devices B'].entries()) {
    const network = await createNetwork(page, prefix);
    const hex = `${digits}000${index + 1}`;
    const device = { id: `00000000-0000-8000-8200-${hex}`, mac: hex.match(/../g)!.join(':') };
    const created = await api(page, 'POST', `/v1/accounts/${ACME}/devices`, {
      device_id: device.id,
      network_id: network.id,
    });
    expect(created.status).toBe(201);
    placed.push({ network, device });
  }
  return { prefix: digits.toUpperCase().match(/../g)!.join(':'), digits, placed };
}

const devicesPage = (page: Page) => page.getByRole('region', { name: 'Devices', exact: true });
const rows = (page: Page) => devicesPage(page).locator('.ant-table-tbody-virtual .ant-table-row');
const rowOf = (page: Page, mac: string) => rows(page).filter({ has: page.getByRole('link', { name: mac }) });
const networkFilter = (page: Page) => devicesPage(page).getByRole('combobox', { name: 'Network' });
/** A column header by its title (sortable headers also hold the caret icons' labels). */
const header = (page: Page, name: string) =>
  devicesPage(page)
    .getByRole('columnheader')
    .filter({ hasText: new RegExp(`^${name}$`) });

/** Searches a Device ID as typed and waits for its answer. */
async function searchDeviceId(page: Page, typed: string) {
  const searched = nextExplored<Device>(page, DEVICE_EXPLORER_PATH);
  await devicesPage(page).getByLabel('Device ID').fill(typed);
  await devicesPage(page).getByRole('button', { name: 'Search' }).click();
  return searched;
}

/** Chooses a network in the Network filter by typing its name, as a user with many networks would. */
async function chooseNetwork(page: Page, name: string) {
  await networkFilter(page).click();
  await networkFilter(page).fill(name);
  // A click on the option, not Enter: on a busy machine Enter can land before the list has filtered
  // and pick the option that was active (the network already chosen).
  await chooseOption(page, name);
}

// Date filters are whole days in the browser's time zone; the expectations below use UTC.
test.use({ timezoneId: 'UTC' });

test.afterEach(async ({ page }) => {
  await deleteCreatedNetworks(page);
});

test("/devices lists the account's devices across its networks, each with its network, and filters by network", async ({
  page,
}) => {
  const { prefix, digits, placed } = await twoNetworksWithADeviceEach(page);
  const [a, b] = placed as [Placed, Placed];
  const app = new ConsolePage(page);

  // The whole account, 1000 a page: no network_id field.
  const first = nextExplored<Device>(page, DEVICE_EXPLORER_PATH);
  await app.open(`/devices?account=${ACME}`, 'Devices');
  const { body, answer } = await first;
  expect(body).toEqual({
    sort: { field: 'created', order: 'desc' },
    pagination: { page_size: 1000, page: 1 },
    fields: [],
    date_ranges: [],
  });
  expect(new Set(answer.results.map((d) => d.network_id)).size).toBeGreaterThan(2);

  // Both new devices, each with its network's name linking to the network.
  const found = await searchDeviceId(page, prefix);
  expect(found.body.fields).toEqual([{ field: 'device_id', value: digits }]);
  expect(found.answer.results.map((d) => d.device_id).sort()).toEqual([a.device.id, b.device.id]);
  await expect(page).toHaveURL(`${SHELL_URL}/devices?account=${ACME}&device_id=${digits}`);
  await expect(rows(page)).toHaveCount(2);
  await expect(devicesPage(page).getByText('Devices: 2')).toBeVisible();
  for (const { network, device } of placed) {
    await expect(rowOf(page, device.mac).getByRole('link', { name: network.name })).toHaveAttribute(
      'href',
      `/networks/${network.id}`,
    );
  }

  // The Network filter narrows the list to one network, in the URL with the other filters.
  const narrowing = nextExplored<Device>(page, DEVICE_EXPLORER_PATH);
  await chooseNetwork(page, b.network.name);
  const narrowed = await narrowing;
  expect(narrowed.body.fields).toEqual([
    { field: 'network_id', value: b.network.id },
    { field: 'device_id', value: digits },
  ]);
  await expect(page).toHaveURL(`${SHELL_URL}/devices?account=${ACME}&device_id=${digits}&network=${b.network.id}`);
  await expect(rows(page)).toHaveCount(1);
  await expect(rowOf(page, b.device.mac)).toBeVisible();
  await expect(devicesPage(page).getByText('Devices: 1')).toBeVisible();

  // A reload keeps it: the filter shows the network by name and the list is narrowed again.
  const reloaded = nextExplored<Device>(page, DEVICE_EXPLORER_PATH);
  await page.reload();
  expect((await reloaded).body.fields).toEqual(narrowed.body.fields);
  await expect(devicesPage(page).locator('.ant-select').getByTitle(b.network.name)).toBeVisible();
  await expect(rows(page)).toHaveCount(1);

  // "All networks" shows both again (an answer still cached: maybe no new call); a network's name opens it.
  await chooseNetwork(page, 'All networks');
  await expect(page).toHaveURL(`${SHELL_URL}/devices?account=${ACME}&device_id=${digits}`);
  await expect(rows(page)).toHaveCount(2);
  await rowOf(page, a.device.mac).getByRole('link', { name: a.network.name }).click();
  await expect(page).toHaveURL((url) => url.pathname === `/networks/${a.network.id}`);
});

test('/devices keeps the Device ID, a date range and the sort in the URL through a reload and back/forward, and opens a device', async ({
  page,
}) => {
  const { prefix, digits, placed } = await twoNetworksWithADeviceEach(page);
  const [a] = placed as [Placed, Placed];
  const app = new ConsolePage(page);
  const first = nextExplored<Device>(page, DEVICE_EXPLORER_PATH);
  await app.open('/devices', 'Devices');
  await first;

  await searchDeviceId(page, prefix);
  await expect(page).toHaveURL(`${SHELL_URL}/devices?device_id=${digits}`);

  // Created today: both new devices.
  const today = new Date().toISOString().slice(0, 10);
  const dated = nextExplored<Device>(page, DEVICE_EXPLORER_PATH);
  await devicesPage(page).getByRole('textbox', { name: 'Created' }).click();
  await page.keyboard.type(today);
  await page.keyboard.press('Enter');
  await page.keyboard.type(today);
  await page.keyboard.press('Enter');
  const { body } = await dated;
  expect(body.date_ranges).toEqual([
    {
      field: 'created',
      start: Date.parse(`${today}T00:00:00Z`) / 1000,
      end: Date.parse(`${today}T23:59:59Z`) / 1000,
    },
  ]);
  const filteredUrl = `${SHELL_URL}/devices?device_id=${digits}&created=${today}..${today}`;
  await expect(page).toHaveURL(filteredUrl);
  await expect(rows(page)).toHaveCount(2);

  const sorted = nextExplored<Device>(page, DEVICE_EXPLORER_PATH);
  await header(page, 'Last Spotted').click();
  expect((await sorted).body.sort).toEqual({ field: 'last_seen', order: 'desc' });
  const sortedUrl = `${filteredUrl}&sort=last_seen&order=desc`;
  await expect(page).toHaveURL(sortedUrl);

  // A reload restores all of it, and asks for it again.
  const reloaded = nextExplored<Device>(page, DEVICE_EXPLORER_PATH);
  await page.reload();
  const again = await reloaded;
  expect(again.body.fields).toEqual([{ field: 'device_id', value: digits }]);
  expect(again.body.date_ranges).toEqual(body.date_ranges);
  expect(again.body.sort).toEqual({ field: 'last_seen', order: 'desc' });
  await expect(devicesPage(page).getByLabel('Device ID')).toHaveValue(digits);
  await expect(devicesPage(page).getByRole('textbox', { name: 'Created' })).toHaveValue(today);
  await expect(header(page, 'Last Spotted')).toHaveAttribute('aria-sort', 'descending');
  await expect(rows(page)).toHaveCount(2);

  // Back and forward step through the filters and the sort.
  await page.goBack();
  await expect(page).toHaveURL(filteredUrl);
  await expect(header(page, 'Created')).toHaveAttribute('aria-sort', 'descending');
  await page.goBack();
  await expect(page).toHaveURL(`${SHELL_URL}/devices?device_id=${digits}`);
  await expect(devicesPage(page).getByRole('textbox', { name: 'Created' })).toHaveValue('');
  await page.goForward();
  await page.goForward();
  await expect(page).toHaveURL(sortedUrl);
  await expect(header(page, 'Last Spotted')).toHaveAttribute('aria-sort', 'descending');
  await expect(devicesPage(page).getByRole('textbox', { name: 'Created' })).toHaveValue(today);

  // A device's id opens its page in the account.
  await rowOf(page, a.device.mac).getByRole('link', { name: a.device.mac }).click();
  await expect(page).toHaveURL(`${SHELL_URL}/devices/${a.device.id}?account=${ACME}`);
  await expect(app.heading(/^Device /)).toBeVisible();
});
