import { expect, test } from '@playwright/test';
import { expectAccessible } from '../../support/a11y.ts';
import { ConsolePage } from '../../support/consolePage.ts';
import { BASE_PATH_ROUTES, WAREHOUSE_NETWORK_ID } from '../../support/routes.ts';
import { storageStateOf, type DemoRole } from '../../support/users.ts';

interface Screen {
  path: string;
  /** Its page heading. */
  title: string | RegExp;
  /** Who opens it, when not the default owner. */
  as?: DemoRole;
}

/** Every screen: one per registry base path, the network page's tabs and the not-found page. */
const SCREENS: Screen[] = [
  ...BASE_PATH_ROUTES,
  ...['devices', 'stats', 'integrations', 'routes', 'settings'].map((tab) => ({
    path: `/networks/${WAREHOUSE_NETWORK_ID}/${tab}`,
    title: /· Warehouse$/,
  })),
  // The device page of a device that is in no account: the public lookup's card.
  { path: '/devices/d1', title: 'Device d1' },
  { path: '/404', title: 'Not found' },
];

// Each screen is scanned in the light scheme, then again after the system scheme turns dark: the
// console follows the system scheme live (shared/src/theme), so one page load serves both scans.
test.describe('axe, light and dark schemes', () => {
  test.use({ colorScheme: 'light' });
  for (const screen of SCREENS) {
    test.describe(screen.path, () => {
      if (screen.as) test.use({ storageState: storageStateOf(screen.as) });
      test(`${screen.path} has no serious or critical violation`, async ({ page }) => {
        // Two full axe scans of a whole page: on a 2-core machine under load the busiest (the network page
        // with its events table) took 32–36 s, past the default 30 s; the time limit is tripled, not the checks.
        test.slow();
        const app = new ConsolePage(page);
        await app.goto(screen.path);
        if (screen.path === '/404') await expect(page.getByText('Resource not found in this account')).toBeVisible();
        else await expect(app.heading(screen.title)).toBeVisible();
        // Let lazy content (tables, charts, maps) settle before the scan.
        await page.waitForLoadState('networkidle');
        await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
        await expectAccessible(page, `light ${screen.path}`);

        await page.emulateMedia({ colorScheme: 'dark' });
        await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
        // React renders the dark antd theme in a task after the change: two frames later it is painted.
        await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
        await expectAccessible(page, `dark ${screen.path}`);
      });
    });
  }
});

test('the open account menu has no serious or critical violation', async ({ page }) => {
  const app = new ConsolePage(page);
  await app.goto('/');
  await expect(app.heading('Networks')).toBeVisible();
  await app.openAccountMenu();
  await expectAccessible(page, 'account menu');
});
