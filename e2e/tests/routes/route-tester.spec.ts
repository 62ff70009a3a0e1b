import { expect, test, type Locator, type Page } from '@playwright/test';
import { createNetwork, type RouteBody, deleteCreatedNetworks } from './routesApi.ts';

/** Priorities 1-5 once sorted (one stored without an order sorts last). */
const ROUTES: RouteBody[] = [
  { filter_events: '*', url: 'https://hooks.example.com/everything' },
  { filter_events: 'device.request.sensor.read', url: 'https://hooks.example.com/sensor-read', order: 0 },
  { filter_events: 'device.*', url: 'https://hooks.example.com/devices', order: 1 },
  { filter_events: 'network.*', url: 'https://hooks.example.com/network', order: 2 },
  { filter_events: 'network.device_spotted', url: 'https://hooks.example.com/spotted', order: 3 },
];

/** What the result table shows: [priority, filter, delivery]. */
async function resultRows(result: Locator): Promise<string[][]> {
  const rows = result.getByRole('table', { name: 'Matching routes' }).locator('tbody tr.ant-table-row');
  const out: string[][] = [];
  for (const row of await rows.all()) {
    const cells = row.getByRole('cell');
    out.push([
      (await cells.nth(0).textContent()) ?? '',
      (await cells.nth(1).textContent()) ?? '',
      (await cells.nth(3).textContent()) ?? '',
    ]);
  }
  return out;
}

async function testEvent(page: Page, eventType: string) {
  const answer = page.waitForResponse((r) => r.url().endsWith('/route-test') && r.request().method() === 'POST');
  await page.getByLabel('Event type').fill(eventType);
  await page.getByRole('button', { name: 'Test', exact: true }).click();
  const body = (await (await answer).json()) as {
    matches: Array<{ index: number; first: boolean; receives: boolean }>;
  };
  const result = page.getByRole('region', { name: 'Route test result' });
  // The summary names the event type as routes see it.
  await expect(
    result.getByText(eventType.includes('.') ? eventType : `network.${eventType}`, { exact: true }).first(),
  ).toBeVisible();
  return { result, body };
}

const FIRST = 'First matchReceives';
const RECEIVES = 'Receives';
const SKIPPED = 'Does not receive (not the first match)';

test.afterEach(async ({ page }) => deleteCreatedNetworks(page));

test('the route tester shows who receives an event: all matching routes, or only the first for a device request', async ({
  page,
}) => {
  const network = await createNetwork(page, 'Route tester', ROUTES);
  await page.goto(`/networks/${network.id}/routes`);
  await expect(page.getByRole('heading', { level: 2, name: `Routes · ${network.name}` })).toBeVisible();

  // A device message reaches every matching route.
  let { result, body } = await testEvent(page, 'device.message.test.data');
  await expect(result).toContainText('Device message: every matching route receives it.');
  await expect
    .poll(() => resultRows(result))
    .toEqual([
      ['2', 'device.*', FIRST],
      ['5', '*', RECEIVES],
    ]);
  expect(body.matches.map((m) => [m.index, m.first, m.receives])).toEqual([
    [1, true, true],
    [4, false, true],
  ]);
  await expect(page).toHaveURL(/test_event=device\.message\.test\.data/);

  // A device request reaches only the first matching route.
  ({ result, body } = await testEvent(page, 'device.request.sensor.read'));
  await expect(result).toContainText('Device request: only the first matching route receives it.');
  await expect(result).toContainText('Routes receiving it: 1.');
  await expect
    .poll(() => resultRows(result))
    .toEqual([
      ['1', 'device.request.sensor.read', FIRST],
      ['2', 'device.*', SKIPPED],
      ['5', '*', SKIPPED],
    ]);
  expect(body.matches.map((m) => [m.index, m.first, m.receives])).toEqual([
    [0, true, true],
    [1, false, false],
    [4, false, false],
  ]);

  // A network event (written bare, as the event log does) reaches every matching route.
  ({ result, body } = await testEvent(page, 'device_spotted'));
  await expect(result).toContainText('Network event: every matching route receives it.');
  await expect
    .poll(() => resultRows(result))
    .toEqual([
      ['3', 'network.*', FIRST],
      ['4', 'network.device_spotted', RECEIVES],
      ['5', '*', RECEIVES],
    ]);
  expect(body.matches.map((m) => [m.index, m.first, m.receives])).toEqual([
    [2, true, true],
    [3, false, true],
    [4, false, true],
  ]);

  // The console computes the same with @beacon/shared/routing: it would warn otherwise.
  await expect(page.getByText(/differs from the console's routing rules/)).toHaveCount(0);

  // The answer follows route changes: with `*` moved up one place, the shown result is asked again.
  await page
    .getByRole('table', { name: 'Routes' })
    .getByRole('row')
    .filter({ hasText: 'everything' })
    .getByRole('button', { name: 'Move up' })
    .click();
  await expect(page.getByText('Routes updated successfully')).toBeVisible();
  await expect
    .poll(() => resultRows(result))
    .toEqual([
      ['3', 'network.*', FIRST],
      ['4', '*', RECEIVES],
      ['5', 'network.device_spotted', RECEIVES],
    ]);
  await expect(page.getByText(/differs from the console's routing rules/)).toHaveCount(0);
});
