import { expect, test, type Locator, type Page } from '@playwright/test';
import { deleteCreatedNetworks, type RouteBody } from '../../support/platformApi.ts';
import { RoutesTab } from './routesApi.ts';

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

/** What the tester shows for an event type, and the server's matches as [index, first, receives]. */
interface Tested {
  says: string[];
  rows: string[][];
  matches: Array<[number, boolean, boolean]>;
}

/** Tests `eventType` and checks the result against `expected`; answers the result region. */
async function expectTested(page: Page, eventType: string, expected: Tested): Promise<Locator> {
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
  for (const text of expected.says) await expect(result).toContainText(text);
  await expect.poll(() => resultRows(result)).toEqual(expected.rows);
  expect(body.matches.map((m) => [m.index, m.first, m.receives])).toEqual(expected.matches);
  return result;
}

const FIRST = 'First matchReceives';
const RECEIVES = 'Receives';
const SKIPPED = 'Does not receive (not the first match)';

test.afterEach(async ({ page }) => deleteCreatedNetworks(page));

test('the route tester shows who receives an event: all matching routes, or only the first for a device request', async ({
  page,
}) => {
  await RoutesTab.ofNewNetwork(page, 'Route tester', ROUTES);

  // A device message reaches every matching route.
  await expectTested(page, 'device.message.test.data', {
    says: ['Device message: every matching route receives it.'],
    rows: [
      ['2', 'device.*', FIRST],
      ['5', '*', RECEIVES],
    ],
    matches: [
      [1, true, true],
      [4, false, true],
    ],
  });
  await expect(page).toHaveURL(/test_event=device\.message\.test\.data/);

  // A device request reaches only the first matching route.
  await expectTested(page, 'device.request.sensor.read', {
    says: ['Device request: only the first matching route receives it.', 'Routes receiving it: 1.'],
    rows: [
      ['1', 'device.request.sensor.read', FIRST],
      ['2', 'device.*', SKIPPED],
      ['5', '*', SKIPPED],
    ],
    matches: [
      [0, true, true],
      [1, false, false],
      [4, false, false],
    ],
  });

  // A network event (written bare, as the event log does) reaches every matching route.
  const result = await expectTested(page, 'device_spotted', {
    says: ['Network event: every matching route receives it.'],
    rows: [
      ['3', 'network.*', FIRST],
      ['4', 'network.device_spotted', RECEIVES],
      ['5', '*', RECEIVES],
    ],
    matches: [
      [2, true, true],
      [3, false, true],
      [4, false, true],
    ],
  });

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
