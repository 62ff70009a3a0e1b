import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../../support/a11y.ts';
import { SHELL_URL } from '../../support/constants.ts';
import { API_ORIGIN, injectFault } from '../../support/faults.ts';
import { createGroup, registerHotspot, setHotspotStatus } from '../../support/hotspots.ts';
import { canvasColourAt, CLUSTER_RGB, findCanvasColour, OFFLINE_RGB, ONLINE_RGB, pixelOf } from '../../support/map.ts';
import { ACME, api, uniqueName, waitForApi } from '../../support/platformApi.ts';

const EXPLORER = `/v1/accounts/${ACME}/hotspot-status-explorer`;
const MAP = 'Map of hotspots';
/** The spec's dashboard map view (admin-and-hotspots.md §9): centre 51.5,-0.12, zoom 6. */
const VIEW = { centre: { lat: 51.5, lon: -0.12 }, zoom: 6 };
/** Keep clear of the zoom buttons and the edges. */
const MARGIN = 60;

interface StatusRecord {
  hotspot_id: string;
  alias?: string;
  status: 'online' | 'offline' | 'unknown';
  last_location?: { lat: number; lon: number } | null;
}
interface ExplorerAnswer {
  total: number;
  status_counts: { online: number; offline: number };
  results: StatusRecord[];
}

/** The explorer's answer for `filters`, read through the API as the signed-in user. */
async function explore(page: Page, query: '' | '?summary=true', filters: Record<string, string> = {}) {
  const fields = Object.entries(filters).map(([field, value]) => ({ field, value }));
  const answer = await api<ExplorerAnswer>(page, 'POST', `${EXPLORER}${query}`, {
    fields,
    pagination: { page_size: 1000, page: 1 },
  });
  expect(answer.status).toBe(200);
  return answer.body;
}

const card = (page: Page, name: 'Total' | 'Online' | 'Offline') =>
  page.locator('.ant-card').filter({ has: page.locator('.ant-statistic-title', { hasText: new RegExp(`^${name}$`) }) });

/** A group of its own with three registered hotspots: two online, one offline. */
async function groupWithHotspots(page: Page) {
  await page.goto('/hotspots/dashboard');
  const group = await createGroup(page, { name: uniqueName('Dashboard') });
  const hotspots = [];
  for (const status of ['online', 'online', 'offline'] as const) {
    const hotspot = await registerHotspot(page, { group_id: group.group_id, alias: uniqueName('Spot') });
    await setHotspotStatus(page, hotspot.hotspot_id, status);
    hotspots.push(hotspot);
  }
  return { group, hotspots };
}

test('the cards show the summary, the warning and the map tab first; the filters come from the query and clear', async ({
  page,
}) => {
  const { group, hotspots } = await groupWithHotspots(page);
  const [first] = hotspots;
  if (!first) throw new Error('no hotspot');
  const summary = waitForApi(page, 'POST', EXPLORER);
  await page.goto(`/hotspots/dashboard?group_id=${group.group_id}`);
  await summary;
  const expected = await explore(page, '?summary=true', { group_id: group.group_id });
  await expect(card(page, 'Total')).toContainText(String(expected.total));
  await expect(card(page, 'Online')).toContainText(String(expected.status_counts.online));
  await expect(card(page, 'Offline')).toContainText(String(expected.status_counts.offline));
  expect(expected).toMatchObject({ total: 3, status_counts: { online: 2, offline: 1 } });
  await expect(page.getByRole('heading', { name: 'Hotspot Dashboard' })).toBeVisible();
  await expect(page.getByText('Only up to 1,000 hotspots are shown.')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Map View', selected: true })).toBeVisible();
  await expect(page).toHaveTitle(/Hotspot Dashboard/);

  // Both filters from the query: the group's name in the select, the id in the field, the list filtered.
  await page.goto(`/hotspots/dashboard?group_id=${group.group_id}&hotspot_id=${first.hotspot_id}&tab=list`);
  await expect(page.getByRole('search')).toContainText(group.name);
  await expect(page.getByLabel('Hotspot ID')).toHaveValue(first.hotspot_id);
  const list = page.getByRole('table', { name: 'Hotspot List' });
  await expect(list.getByRole('row')).toHaveCount(2);
  await expect(list).toContainText(first.hotspot_id);

  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await expect(page).toHaveURL(`${SHELL_URL}/hotspots/dashboard?tab=list`);
  await expect(page.getByLabel('Hotspot ID')).toHaveValue('');
});

test('each tab has its URL, and a group without hotspots shows the empty texts', async ({ page }) => {
  await page.goto('/hotspots/dashboard');
  const group = await createGroup(page, { name: uniqueName('Empty') });
  await page.goto(`/hotspots/dashboard?group_id=${group.group_id}`);
  await expect(page.getByText('No hotspot with a known location matches the filters.')).toBeVisible();
  for (const [name, tab] of [
    ['Status Changes', 'changes'],
    ['Status Reports', 'reports'],
    ['Hotspot List', 'list'],
  ] as const) {
    await page.getByRole('tab', { name }).click();
    await expect(page).toHaveURL(`${SHELL_URL}/hotspots/dashboard?group_id=${group.group_id}&tab=${tab}`);
  }
  await page.getByRole('tab', { name: 'Map View' }).click();
  await expect(page).toHaveURL(`${SHELL_URL}/hotspots/dashboard?group_id=${group.group_id}`);

  await page.goto(`/hotspots/dashboard?group_id=${group.group_id}&tab=changes`);
  await expect(page.getByText('No hotspot status changes available.')).toBeVisible();
  await page.goto(`/hotspots/dashboard?group_id=${group.group_id}&tab=reports`);
  await expect(page.getByText('No hotspot status reports available.')).toBeVisible();
});

test('a group_id the account does not have: a notice, and Show all groups clears it (issue 30)', async ({ page }) => {
  await page.goto('/hotspots/dashboard?group_id=nope');
  const notice = page.getByRole('alert').filter({ hasText: 'There is no group "nope" in this account.' });
  await expect(notice).toBeVisible();
  await expect(page.getByRole('search', { name: 'Filters' })).not.toContainText('nope');
  await notice.getByRole('button', { name: 'Show all groups' }).click();
  await expect(page).not.toHaveURL(/group_id=/);
  await expect(card(page, 'Total')).toContainText(/\d/);
});

test('the map clusters the seeded hotspots with no tile server, and a cluster click zooms in', async ({ page }) => {
  const reports = page.waitForResponse(
    (r) => r.url() === `${API_ORIGIN}${EXPLORER}` && r.request().method() === 'POST',
  );
  await page.goto('/hotspots/dashboard');
  const answer = (await (await reports).json()) as ExplorerAnswer;
  const map = page.getByRole('region', { name: MAP });
  await expect(map).toHaveAttribute('aria-busy', 'false');
  await expect(map).toHaveAttribute('data-zoom', String(VIEW.zoom));
  const located = answer.results.filter((r) => r.last_location);
  // Issue 30, item 2: unknown is counted apart, never as offline.
  const online = located.filter((r) => r.status === 'online').length;
  const offline = located.filter((r) => r.status === 'offline').length;
  const unknown = located.length - online - offline;
  const n = (value: number) => value.toLocaleString('en');
  await expect(
    page.getByText(
      `${n(located.length)} hotspots on the map, ${n(online)} online, ${n(offline)} offline` +
        (unknown > 0 ? `, ${n(unknown)} unknown.` : '.'),
    ),
  ).toBeVisible();
  await expect(page.getByText('No map tiles are configured')).toBeVisible();

  // A cluster's dark body is on the canvas; a click on it zooms to fit its members.
  await map.scrollIntoViewIfNeeded();
  const cluster = await findCanvasColour(page, CLUSTER_RGB, MAP);
  if (!cluster) throw new Error('no cluster drawn in the default view');
  const box = await map.boundingBox();
  if (!box) throw new Error('the map has no box');
  await page.mouse.click(box.x + cluster[0], box.y + cluster[1]);
  await expect
    .poll(async () => Number(await map.getAttribute('data-zoom')), { message: 'zoom after the cluster click' })
    .toBeGreaterThan(VIEW.zoom);
  await expect(page).toHaveURL(`${SHELL_URL}/hotspots/dashboard`);
});

test('a lone hotspot is drawn in its status colour at its location, and a click opens it', async ({ page }) => {
  await page.goto('/hotspots/dashboard');
  const map = page.getByRole('region', { name: MAP });
  await expect(map).toHaveAttribute('aria-busy', 'false');
  const box = await map.boundingBox();
  if (!box) throw new Error('the map has no box');
  // A seeded hotspot whose location is in the default view, clear of the edges and the controls.
  const all = await explore(page, '');
  const inView = all.results.find((r) => {
    if (!r.last_location) return false;
    const [x, y] = pixelOf(r.last_location, VIEW, box.width, box.height);
    return x > MARGIN && x < box.width - MARGIN && y > MARGIN && y < box.height - MARGIN;
  });
  if (!inView?.last_location) throw new Error('no seeded hotspot in the default view');

  const filtered = page.waitForResponse(
    (r) => r.url() === `${API_ORIGIN}${EXPLORER}` && r.request().method() === 'POST',
  );
  await page.goto(`/hotspots/dashboard?hotspot_id=${inView.hotspot_id}`);
  const [shown] = ((await (await filtered).json()) as ExplorerAnswer).results;
  expect(shown?.hotspot_id).toBe(inView.hotspot_id);
  await expect(map).toHaveAttribute('aria-busy', 'false');
  const [x, y] = pixelOf(shown?.last_location ?? inView.last_location, VIEW, box.width, box.height);
  expect(await canvasColourAt(page, x, y, MAP)).toEqual(shown?.status === 'online' ? ONLINE_RGB : OFFLINE_RGB);
  await map.scrollIntoViewIfNeeded();
  const shownBox = await map.boundingBox();
  if (!shownBox) throw new Error('the map has no box');
  await page.mouse.click(shownBox.x + x, shownBox.y + y);
  await expect(page).toHaveURL(`${SHELL_URL}/hotspots/${inView.hotspot_id}`);
});

test('Refresh Data asks again, a failed explorer call shows the error and Retry recovers', async ({ page }) => {
  await page.goto('/hotspots/dashboard?tab=reports');
  await expect(page.getByRole('table', { name: 'Status Reports' }).getByRole('row').nth(1)).toBeVisible();
  const again = waitForApi(page, 'POST', EXPLORER);
  await page.getByRole('button', { name: 'Refresh Data' }).click();
  expect((await again).status()).toBe(200);

  // One of the page's two explorer calls (the summary or the reports) fails.
  await injectFault(page, { path: EXPLORER, method: 'POST', kind: '500', count: 1 });
  await page.getByRole('button', { name: 'Refresh Data' }).click();
  const failure = page.getByRole('alert').filter({ hasText: 'could not be loaded' });
  await expect(failure).toBeVisible();
  await expect(failure).toContainText('Internal server error');
  await failure.getByRole('button', { name: 'Retry' }).click();
  await expect(failure).toHaveCount(0);
  await expect(card(page, 'Total')).toContainText(/\d/);
});

test('the dashboard passes axe, on the map, the list and the status changes', async ({ page }) => {
  // Three axe scans of a page with a thousand hotspots: close to the 30 s limit on a loaded 2-core machine.
  test.slow();
  await page.goto('/hotspots/dashboard');
  await expect(page.getByRole('region', { name: MAP })).toHaveAttribute('aria-busy', 'false');
  await expectAccessible(page, 'hotspot dashboard map');
  await page.getByRole('tab', { name: 'Hotspot List' }).click();
  await expect(page.getByRole('table', { name: 'Hotspot List' }).getByRole('row').nth(1)).toBeVisible();
  await expectAccessible(page, 'hotspot dashboard list');
  await page.goto('/hotspots/dashboard?tab=changes');
  await expect(page.getByRole('table', { name: 'Status Changes' }).getByRole('row').nth(1)).toBeVisible();
  await expectAccessible(page, 'hotspot dashboard status changes');
});
