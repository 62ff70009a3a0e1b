import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { routeKey, type InstalledIntegration } from '@beacon/shared/contract';
import { FIRST_HOTSPOT, WAREHOUSE_DEVICE } from '../../support/palette.ts';
import { ACME, api } from '../../support/platformApi.ts';
import { WAREHOUSE_NETWORK_ID } from '../../support/routes.ts';
import { storageStateOf } from '../../support/users.ts';

// Nothing scrolls sideways on a 390 px phone, on every page the console has: the pages of the route
// index in docs/structure.md (generated from the five remotes' route tables, kept equal to them by
// shared/build/routeIndex.test.ts) with seeded ids for their parameters, and the shell's own pages.
// Tables scroll inside their own container; the page itself never does.

const PHONE = { width: 390, height: 844 };
const STRUCTURE = readFileSync(new URL('../../../docs/structure.md', import.meta.url), 'utf8');
/** The index's page addresses: its table's first column (`| \`/networks/:networkId\` | mf-networks | …`). */
const INDEXED = [...(STRUCTURE.split('<!-- route-index')[1] ?? '').matchAll(/^\| `(\/[^`]*)` +\| mf-/gm)].map(
  ([, path]) => path ?? '',
);

/** The seeded value of each route parameter; an index row with a parameter not listed here fails. */
const PARAMS: Record<string, string | ((page: Page) => Promise<string>)> = {
  networkId: WAREHOUSE_NETWORK_ID,
  accountId: ACME,
  devId: WAREHOUSE_DEVICE,
  deviceId: WAREHOUSE_DEVICE,
  hotspotId: FIRST_HOTSPOT.id,
  groupId: 'ungrouped',
  integrationType: 'webhook',
  // A seeded Warehouse route (platform-sim's WAREHOUSE_ROUTES): its deliveries view.
  routeKey: routeKey({ filter_events: 'device.message.*', url: 'https://hooks.example.com/warehouse' }),
  configId: async (page) => {
    const answer = await api<{ integrations: InstalledIntegration[] }>(
      page,
      'GET',
      `/v1/accounts/${ACME}/networks/${WAREHOUSE_NETWORK_ID}/integrations`,
    );
    // One that can be edited: the built-in utilities integration has no form (its page says so).
    const first = answer.body.integrations.find(({ configurable }) => configurable);
    if (!first) throw new Error('the Warehouse has no integration to edit');
    return first.config_id;
  },
};

/** The shell's own pages (not in a remote's route table). */
const SHELL_PAGES = ['/diagnostics', '/404'];

const ROUTES = [...new Set([...INDEXED, ...SHELL_PAGES])];

/** How far the page itself scrolls sideways. */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

async function fill(route: string, page: Page): Promise<string> {
  let path = route;
  for (const [, name] of route.matchAll(/:(\w+)/g)) {
    const value = name === undefined ? undefined : PARAMS[name];
    if (value === undefined) throw new Error(`no seeded value for :${name} in ${route}`);
    path = path.replace(`:${name}`, typeof value === 'string' ? value : await value(page));
  }
  return path;
}

test('the route index lists the pages (a docs change that broke the table would make this test check nothing)', () => {
  expect(INDEXED.length).toBeGreaterThanOrEqual(30);
  expect(INDEXED).toContain('/hotspots/:hotspotId');
});

test.describe('every page on a 390 px phone', () => {
  test.use({ viewport: PHONE, hasTouch: true });

  for (const route of ROUTES) {
    test.describe(route, () => {
      // The admin area as platform staff; the rest as the owner of acme-logistics.
      if (route.startsWith('/admin')) test.use({ storageState: storageStateOf('staff') });

      test(`${route} does not scroll sideways`, async ({ page }) => {
        // A parameter read from the API needs the signed-in console (its token) first.
        if (/:configId/.test(route)) {
          await page.goto('/');
          await expect(page.getByRole('banner')).toBeVisible();
        }
        const path = await fill(route, page);
        await page.goto(path);
        await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        // The page itself, not a redirect or a failure in its place (only /404 is meant to be one).
        expect(new URL(page.url()).pathname).toBe(path.split('?')[0]);
        if (route !== '/404')
          await expect(
            page.locator('main .ant-result-404, main .ant-result-error, main .ant-result-warning'),
          ).toHaveCount(0);
        expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      });
    });
  }
});
