import { expect, test, type Page } from '@playwright/test';
import { ConsolePage } from '../../support/consolePage.ts';

async function signInAt(page: Page, path: string, email: string, heading: string): Promise<ConsolePage> {
  const app = new ConsolePage(page);
  await app.signInAt(path, email, heading);
  return app;
}

test.describe('signed in as each user', () => {
  // Each test signs in as the user it is about.
  test.use({ storageState: { cookies: [], origins: [] } });

  test('the owner of two accounts can switch account; Global Forwarders follows the account', async ({ page }) => {
    const app = await signInAt(page, '/hotspots/manage', 'owner@example.com', 'Manage Hotspots');
    const menu = await app.openAccountMenu();
    await expect(menu).toContainText('owner@example.com');
    await expect(menu.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Account Settings' })).toBeVisible();
    await expect(menu.getByText('Switch Account')).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Admin' })).toHaveCount(0);
    // Acme Logistics is selected first (the first account owned) and has no global forwarders.
    await expect(menu.getByRole('menuitem', { name: 'Global Forwarders' })).toHaveCount(0);

    await menu.getByRole('menuitem', { name: 'Owner Labs' }).click();
    // Switching account returns to root.
    await expect(page).toHaveURL('http://localhost:3000/');
    const again = await app.openAccountMenu();
    await expect(again.getByRole('menuitem', { name: 'Global Forwarders' })).toBeVisible();
    await expect(again.getByRole('menuitem', { name: 'Acme Logistics' })).toBeVisible();
  });

  test('platform staff see the Admin entry', async ({ page }) => {
    const app = await signInAt(page, '/hotspots/manage', 'staff@example.com', 'Manage Hotspots');
    const menu = await app.openAccountMenu();
    await expect(menu.getByRole('menuitem', { name: 'Admin' })).toBeVisible();
  });

  test('a member of one account has no Switch Account, Admin or Global Forwarders', async ({ page }) => {
    const app = await signInAt(page, '/hotspots/manage', 'member@example.com', 'Manage Hotspots');
    const menu = await app.openAccountMenu();
    await expect(menu.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
    await expect(menu.getByText('Switch Account')).toHaveCount(0);
    await expect(menu.getByRole('menuitem', { name: 'Admin' })).toHaveCount(0);
    await expect(menu.getByRole('menuitem', { name: 'Global Forwarders' })).toHaveCount(0);
  });

  test('a customer opening the menu by keyboard lands on Account Settings, so a second Enter does not sign out', async ({
    page,
  }) => {
    const app = await signInAt(page, '/hotspots/manage', 'member@example.com', 'Manage Hotspots');
    await app.accountMenuButton.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: 'Account menu' });
    // The spec's order is kept: Logout is the first entry, but focus starts on the next one.
    await expect(menu.getByRole('menuitem').first()).toHaveText('Logout');
    await expect(menu.getByRole('menuitem', { name: 'Account Settings' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/account\/settings$/);
    await expect(app.accountMenuButton).toHaveText('member@example.com');
    // The Enter that chose the entry ends there: it does not press the menu button as well (the menu
    // would open again, over the page it went to).
    await expect(menu).toBeHidden();
    await expect(app.accountMenuButton).toHaveAttribute('aria-expanded', 'false');
  });

  test('platform staff opening the menu land on Admin, its first entry', async ({ page }) => {
    const app = await signInAt(page, '/hotspots/manage', 'staff@example.com', 'Manage Hotspots');
    await app.accountMenuButton.focus();
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('menu', { name: 'Account menu' }).getByRole('menuitem', { name: 'Admin' }),
    ).toBeFocused();
  });
});

test('the account menu is a menu button: arrow keys, Escape and an outside click close it, focus returns', async ({
  page,
}) => {
  const app = new ConsolePage(page);
  await app.open('/hotspots/manage', 'Manage Hotspots');
  const button = app.accountMenuButton;
  await expect(button).toHaveAttribute('aria-haspopup', 'menu');
  await expect(button).toHaveAttribute('aria-expanded', 'false');

  const menu = await app.openAccountMenu();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem').and(page.locator(':focus, .ant-dropdown-menu-item-active'))).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(button).toBeFocused();
  await expect(button).toHaveAttribute('aria-expanded', 'false');

  await app.openAccountMenu();
  await app.heading('Manage Hotspots').click();
  await expect(page.getByRole('menu', { name: 'Account menu' })).toBeHidden();
  // Nothing of the closed menu is left over the page to catch clicks.
  await app.clickHotspots();
  await expect(page).toHaveURL(/\/hotspots\/dashboard$/);
});

test('the language chosen in the account menu applies at once and is remembered', async ({ page }) => {
  const app = new ConsolePage(page);
  await app.open('/', 'Networks');
  await app.chooseInAccountMenu('Deutsch');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(app.heading('Netzwerke')).toBeVisible();

  await page.reload();
  await expect(app.heading('Netzwerke')).toBeVisible();
  await app.chooseInAccountMenu('English');
  await expect(app.heading('Networks')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await page.evaluate(() => window.localStorage.getItem('beacon.language'))).toBe('en');
});
