import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { SHELL_URL } from '../../support/constants.ts';
import { API_ORIGIN } from '../../support/faults.ts';
import { DEVICE_EXPLORER_PATH, macOf, networkTab, nextExplored, openExplored } from '../../support/networkTabs.ts';
import { ACME, seededNetworkId } from '../../support/platformApi.ts';

interface Device {
  device_id: string;
  created: number;
  last_seen?: number | null;
}

/** The next devices explorer call, once answered (200). */
const nextDevices = (page: Page) => nextExplored<Device>(page, DEVICE_EXPLORER_PATH);

/** Opens the Devices tab of a seeded network (the demo owner's acme-logistics) and returns its id and first answer. */
async function openDevicesOf(page: Page, networkName: string) {
  const networkId = await seededNetworkId(page, networkName);
  return { networkId, ...(await openExplored<Device>(page, `/networks/${networkId}/devices`, DEVICE_EXPLORER_PATH)) };
}

const tab = (page: Page) => networkTab(page, 'Devices');
const rows = (page: Page) => tab(page).locator('.ant-table-tbody-virtual .ant-table-row');
/** A column header by its title (sortable headers also hold the caret icons' labels). */
const header = (page: Page, name: string) =>
  tab(page)
    .getByRole('columnheader')
    .filter({ hasText: new RegExp(`^${name}$`) });

// Date filters are whole days in the browser's time zone; the expectations below use UTC.
test.use({ timezoneId: 'UTC' });

test('the devices tab lists a network with ids shown as MAC addresses and SGTINs, and filters by Device ID and date', async ({
  page,
}) => {
  const { networkId, body, answer } = await openDevicesOf(page, 'Office');
  expect(body).toEqual({
    sort: { field: 'created', order: 'desc' },
    pagination: { page_size: 1000, page: 1 },
    fields: [{ field: 'network_id', value: networkId }],
    date_ranges: [],
  });
  await expect(tab(page).getByText(`Devices: ${answer.total.toLocaleString('en')}`)).toBeVisible();

  // Display forms: a MAC-style id reads as a MAC address, decodable 96-bit ids as SGTIN URIs.
  const mac = answer.results.find((d) => macOf(d.device_id));
  if (!mac) throw new Error('the seeded network has no MAC-style device');
  const macText = macOf(mac.device_id) ?? '';
  await expect(tab(page).getByRole('link', { name: macText })).toHaveAttribute(
    'href',
    `/devices/${mac.device_id}?account=${ACME}`,
  );
  const sgtinLinks = rows(page)
    .filter({ has: page.getByText('SGTIN', { exact: true }) })
    .getByRole('link');
  expect(await sgtinLinks.count()).toBeGreaterThan(0);
  await expect(sgtinLinks.first()).toHaveText(/^urn:epc:id:sgtin:\d+\.\d+\.\d+$/);

  // Device ID filter: typing the MAC address as shown finds that device.
  const byId = nextDevices(page);
  await tab(page).getByLabel('Device ID').fill(macText);
  await tab(page).getByRole('button', { name: 'Search' }).click();
  const filtered = await byId;
  expect(filtered.body.fields).toEqual([
    { field: 'network_id', value: networkId },
    { field: 'device_id', value: mac.device_id },
  ]);
  await expect(page).toHaveURL(`${SHELL_URL}/networks/${networkId}/devices?device_id=${mac.device_id}`);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).getByRole('link', { name: macText })).toBeVisible();

  // Clear Filters shows the whole network again (its first answer is still cached: no new call).
  await tab(page).getByRole('button', { name: 'Clear Filters' }).click();
  await expect(page).toHaveURL(`${SHELL_URL}/networks/${networkId}/devices`);
  await expect(tab(page).getByText(`Devices: ${answer.total.toLocaleString('en')}`)).toBeVisible();
  await expect(tab(page).getByLabel('Device ID')).toHaveValue('');

  // A Created range that holds some devices but not all.
  const days = [...new Set(answer.results.map((d) => new Date(d.created * 1000).toISOString().slice(0, 10)))].sort();
  const from = days[0] ?? '';
  const to = days[Math.floor(days.length / 2)] ?? '';
  const inRange = answer.results.filter((d) => {
    const day = new Date(d.created * 1000).toISOString().slice(0, 10);
    return day >= from && day <= to;
  });
  expect(inRange.length).toBeLessThan(answer.results.length);

  const byDate = nextDevices(page);
  await tab(page).getByRole('textbox', { name: 'Created' }).click();
  await page.keyboard.type(from);
  await page.keyboard.press('Enter');
  await page.keyboard.type(to);
  await page.keyboard.press('Enter');
  const dated = await byDate;
  expect(dated.body.date_ranges).toEqual([
    { field: 'created', start: Date.parse(`${from}T00:00:00Z`) / 1000, end: Date.parse(`${to}T23:59:59Z`) / 1000 },
  ]);
  await expect(page).toHaveURL(`${SHELL_URL}/networks/${networkId}/devices?created=${from}..${to}`);
  expect(dated.answer.total).toBe(inRange.length);
  await expect(tab(page).getByText(`Devices: ${inRange.length.toLocaleString('en')}`)).toBeVisible();
});

test('the devices tab sorts on the server by Created, Last Spotted and Last Request, never by Device ID', async ({
  page,
}) => {
  const { networkId, ...initial } = await openDevicesOf(page, 'Warehouse');
  // 1,200 devices: the first page holds 1,000, drawn as virtual rows (only those in view are in the DOM).
  expect(initial.answer.results).toHaveLength(1000);
  await expect(tab(page).getByText(`Devices: ${initial.answer.total.toLocaleString('en')}`)).toBeVisible();
  await expect(rows(page).first()).toBeVisible();
  expect(await rows(page).count()).toBeLessThan(100);
  await expect(header(page, 'Created')).toHaveAttribute('aria-sort', 'descending');

  // The Device ID column has no sorter: clicking it asks for nothing.
  let asked = 0;
  page.on('request', (r) => {
    if (r.url() === `${API_ORIGIN}${DEVICE_EXPLORER_PATH}`) asked += 1;
  });
  await header(page, 'Device ID').click();
  await expect(header(page, 'Device ID')).not.toHaveAttribute('aria-sort', /.+/);
  expect(asked).toBe(0);

  const bySeen = nextDevices(page);
  await header(page, 'Last Spotted').click();
  const seen = await bySeen;
  expect(seen.body.sort).toEqual({ field: 'last_seen', order: 'desc' });
  await expect(page).toHaveURL(`${SHELL_URL}/networks/${networkId}/devices?sort=last_seen&order=desc`);
  await expect(header(page, 'Last Spotted')).toHaveAttribute('aria-sort', 'descending');
  const seenTimes = seen.answer.results.map((d) => d.last_seen ?? 0);
  expect(seenTimes).toEqual([...seenTimes].sort((a, b) => b - a));
  const firstSeen = seen.answer.results[0]?.device_id ?? '';
  await expect(rows(page).first().getByRole('link')).toHaveAttribute('title', firstSeen);

  const bySeenAsc = nextDevices(page);
  await header(page, 'Last Spotted').click();
  expect((await bySeenAsc).body.sort).toEqual({ field: 'last_seen', order: 'asc' });
  await expect(page).toHaveURL(`${SHELL_URL}/networks/${networkId}/devices?sort=last_seen&order=asc`);

  const byRequest = nextDevices(page);
  await header(page, 'Last Request').click();
  expect((await byRequest).body.sort).toEqual({ field: 'last_request', order: 'desc' });

  // An invalid sort in a shared link is reset to created descending.
  const reset = nextDevices(page);
  await page.goto(`/networks/${networkId}/devices?sort=device_id&order=sideways`);
  expect((await reset).body.sort).toEqual({ field: 'created', order: 'desc' });
  await expect(page).toHaveURL(`${SHELL_URL}/networks/${networkId}/devices`);
});

test('a partial MAC address in any case, with : or - separators, finds its devices', async ({ page }) => {
  const { networkId, answer } = await openDevicesOf(page, 'Office');
  const mac = answer.results.map((d) => macOf(d.device_id)).find((m) => m !== undefined);
  if (!mac) throw new Error('the seeded network has no MAC-style device');
  const pairs = mac.split(':');
  const typings = [
    { typed: pairs.slice(1, 4).join(':').toUpperCase(), digits: pairs.slice(1, 4).join('') },
    { typed: pairs.slice(2, 6).join('-'), digits: pairs.slice(2, 6).join('') },
  ];
  for (const { typed, digits } of typings) {
    const search = nextDevices(page);
    await tab(page).getByLabel('Device ID').fill(typed);
    await tab(page).getByRole('button', { name: 'Search' }).click();
    const found = await search;
    expect(found.body.fields).toContainEqual({ field: 'device_id', value: digits });
    expect(found.answer.results.map((d) => macOf(d.device_id))).toContain(mac);
    expect(found.answer.results.every((d) => d.device_id.includes(digits))).toBe(true);
    await expect(tab(page).getByRole('link', { name: mac })).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === `/networks/${networkId}/devices`);
  }
});

test('the devices table has rows and cells for assistive technology', async ({ page }) => {
  const { answer } = await openDevicesOf(page, 'Office');
  const table = tab(page).getByRole('table', { name: 'Devices' });
  await expect(table).toBeVisible();
  const first = answer.results[0]!;
  const row = table.getByRole('row').filter({ has: page.getByRole('link', { name: macOf(first.device_id) ?? /./ }) });
  await expect(row.first()).toBeVisible();
  await expect(row.first().getByRole('cell')).toHaveCount(4);
  await expect(table.getByRole('columnheader', { name: 'Device ID' })).toBeVisible();
  expect(await table.getByRole('row').count()).toBeGreaterThan(1);
  // The table holds only rows, the rows only cells: what screen readers need to announce them.
  const axe = await new AxeBuilder({ page })
    .include('[data-remote-component="mf-devices/NetworkDevices"]')
    .withRules(['aria-required-children', 'aria-required-parent', 'presentation-role-conflict'])
    .analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.failureSummary).join('; ')}`)).toEqual([]);
});

test('a page past the end shows the last page', async ({ page }) => {
  const networkId = await seededNetworkId(page, 'Warehouse');
  const first = nextDevices(page);
  await page.goto(`/networks/${networkId}/devices?page=500`);
  expect((await first).body.pagination.page).toBe(500);
  await expect(page).toHaveURL(`${SHELL_URL}/networks/${networkId}/devices?page=2`);
  await expect(tab(page).locator('.ant-pagination-item-active')).toHaveText('2');
  await expect(rows(page).first()).toBeVisible();
});

test('paging shows the top of the table and its first row', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  // Page 1 of 1,200 devices, scrolled to its end; page 2 then starts at its top.
  const { answer: one } = await openDevicesOf(page, 'Warehouse');
  await rows(page).first().hover();
  for (let i = 0; i < 20; i += 1) await page.mouse.wheel(0, 4000);
  const lastOfOne = one.results.at(-1)?.device_id ?? '';
  await expect(
    rows(page)
      .getByRole('link')
      .and(page.locator(`[title="${lastOfOne}"]`)),
  ).toBeVisible();
  const twoPage = nextDevices(page);
  await tab(page).getByTitle('2', { exact: true }).click();
  const two = await twoPage;
  const firstOfTwo = two.answer.results[0]?.device_id ?? '';
  await expect(rows(page).first().getByRole('link')).toHaveAttribute('title', firstOfTwo);
  await expect(rows(page).first()).toBeInViewport();
});
