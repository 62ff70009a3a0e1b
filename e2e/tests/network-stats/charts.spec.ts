import { expect, test, type Page } from '@playwright/test';
import { networkTab, STATS_PATH } from '../../support/networkTabs.ts';
import { seededNetworkId, waitForApi } from '../../support/platformApi.ts';

/** The charts of a network's statistics tab (the seeded Warehouse network of the demo owner's account). */
const CHARTS = ['Active Devices', 'Requests and Connections', 'Data Transfer'] as const;

interface StatsPoint {
  timestamp: number;
  requests: number;
  bytes_up: number;
  bytes_down: number;
  connections: number;
  active_devices: number;
}

const tab = (page: Page) => networkTab(page, 'Statistics');
const statistic = (page: Page, title: string) =>
  tab(page)
    .locator('.ant-statistic')
    .filter({ has: page.getByText(title, { exact: true }) })
    .locator('.ant-statistic-content');

test('the statistics tab shows the "today" figures and three line charts of the network', async ({ page }) => {
  const warehouse = await seededNetworkId(page, 'Warehouse');
  const call = waitForApi(page, 'GET', STATS_PATH);
  await page.goto(`/networks/${warehouse}/stats`);
  const response = await call;
  expect(response.status()).toBe(200);
  const query = new URL(response.url()).searchParams;
  expect(Object.fromEntries(query)).toEqual({ type: 'network', type_key: warehouse });
  const { stats } = (await response.json()) as { stats: StatsPoint[] };
  expect(stats.length).toBeGreaterThan(24);

  // "Today" uses the last 24 points.
  const today = [...stats].sort((a, b) => a.timestamp - b.timestamp).slice(-24);
  const sum = (value: (p: StatsPoint) => number) => today.reduce((total, p) => total + value(p), 0);
  await expect(statistic(page, 'Requests today')).toHaveText(sum((p) => p.requests).toLocaleString('en-US'));
  await expect(statistic(page, 'Connections today')).toHaveText(sum((p) => p.connections).toLocaleString('en-US'));
  await expect(statistic(page, 'Active devices (latest)')).toHaveText(
    (today.at(-1)?.active_devices ?? 0).toLocaleString('en-US'),
  );

  for (const title of CHARTS) {
    const chart = tab(page).getByRole('figure', { name: title });
    await expect(chart.getByText(title, { exact: true })).toBeVisible();
    await expect(chart.locator('canvas').first()).toBeVisible();
  }
  await expect(tab(page).getByText('This chart could not be shown')).toHaveCount(0);
});

test('the tab text renders before the charting library, which comes in its own chunk', async ({ page }) => {
  const warehouse = await seededNetworkId(page, 'Warehouse');
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  let requested = false;
  await page.route(/network-stats-charts[^/]*\.js$/, async (route) => {
    requested = true;
    await held;
    await route.continue();
  });
  await page.goto(`/networks/${warehouse}/stats`);
  await expect(statistic(page, 'Requests today')).toBeVisible();
  for (const title of CHARTS) await expect(tab(page).getByRole('figure', { name: title })).toBeVisible();
  await expect.poll(() => requested).toBe(true);
  await expect(tab(page).locator('canvas')).toHaveCount(0);
  release();
  for (const title of CHARTS) {
    await expect(tab(page).getByRole('figure', { name: title }).locator('canvas').first()).toBeVisible();
  }
});
