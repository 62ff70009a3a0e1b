import { expect, test, type Page } from '@playwright/test';
import { ConsolePage } from '../../support/consolePage.ts';
import { BASE_PATH_ROUTES, WAREHOUSE_NETWORK_ID } from '../../support/routes.ts';
import { storageStateOf } from '../../support/users.ts';

const PHONE = { width: 390, height: 844 };

/** How far the page itself scrolls sideways (tables may scroll inside their own container). */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

const SCREENS = [
  ...BASE_PATH_ROUTES.filter((r) => r.built),
  // The Events tab is the network page's index, among the base paths above.
  ...['/devices', '/stats', '/integrations', '/routes', '/settings'].map((tab) => ({
    path: `/networks/${WAREHOUSE_NETWORK_ID}${tab}`,
    title: /· Warehouse$/,
    as: undefined,
  })),
];

test.describe('on a 390 px phone', () => {
  test.use({ viewport: PHONE, hasTouch: true });

  for (const screen of SCREENS) {
    test.describe(screen.path, () => {
      if (screen.as) test.use({ storageState: storageStateOf(screen.as) });
      test(`${screen.path} fits the width: no sideways page scroll`, async ({ page }) => {
        const app = new ConsolePage(page);
        await app.goto(screen.path);
        await expect(app.heading(screen.title)).toBeVisible();
        await page.waitForLoadState('networkidle');
        expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      });
    });
  }

  test('the top bar folds the navigation behind a button; the account menu stays on screen', async ({ page }) => {
    const app = new ConsolePage(page);
    await app.goto('/');
    await expect(app.heading('Networks')).toBeVisible();
    // The logo is one line, the account button is inside the screen.
    const logo = await page.locator('.shell-logo').boundingBox();
    expect(logo?.height ?? Infinity).toBeLessThan(32);
    const account = await app.accountMenuButton.boundingBox();
    expect(account && account.x + account.width <= PHONE.width).toBe(true);

    const toggle = page.getByRole('button', { name: 'Navigation' });
    await expect(page.getByRole('link', { name: 'Hotspots', exact: true })).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('link', { name: 'Hotspots', exact: true }).click();
    await expect(app.heading('Hotspot Dashboard')).toBeVisible();
    // The navigation folds again after the navigation.
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    // A tap on the page (outside the navigation) folds it, as does Escape.
    await toggle.click();
    await expect(page.getByRole('link', { name: 'Networks', exact: true })).toBeVisible();
    await app.heading('Hotspot Dashboard').tap();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('link', { name: 'Networks', exact: true })).toBeHidden();
    await toggle.click();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    // A tap on the account button opens the account menu (not the link under it).
    const menu = await app.openAccountMenu();
    await expect(menu.getByRole('menuitem', { name: 'Logout' })).toBeInViewport();
  });
});
