import { expect, test } from '@playwright/test';
import { pageTitle } from '../../support/constants.ts';
import { ConsolePage } from '../../support/consolePage.ts';

test.describe('not-found page', () => {
  for (const path of ['/404', '/nope', '/networks/n1/no-such-tab']) {
    test(`${path} says the resource is not found`, async ({ page }) => {
      const app = new ConsolePage(page);
      await app.goto(path);

      await expect(page.getByText('Resource not found in this account')).toBeVisible();
      await expect(page).toHaveTitle(pageTitle('Not found'));
      await expect(app.anyRemoteError).toHaveCount(0);
      // The shell frame stays usable around it.
      await expect(app.footer.getByRole('link', { name: 'Diagnostics' })).toBeVisible();
    });
  }

  test('"Back to networks" leads to the network list', async ({ page }) => {
    const app = new ConsolePage(page);
    await app.goto('/nope');
    await page.getByRole('link', { name: 'Back to networks' }).click();
    await expect(app.heading('Networks')).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/');
  });

  test('signed in, it keeps the account menu (Logout stays reachable)', async ({ page }) => {
    const app = new ConsolePage(page);
    await app.goto('/nope');
    await expect(page.getByText('Resource not found in this account')).toBeVisible();
    const menu = await app.openAccountMenu();
    await expect(menu.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
  });

  test.describe('signed out', () => {
    test.use({ storageState: { cookies: [], origins: [] } });

    test('it shows without asking for sign-in and without an account menu', async ({ page }) => {
      const app = new ConsolePage(page);
      await app.goto('/nope');
      await expect(page.getByText('Resource not found in this account')).toBeVisible();
      await expect(page).toHaveURL('http://localhost:3000/nope');
      await expect(app.accountMenuButton).toHaveCount(0);
    });
  });
});
