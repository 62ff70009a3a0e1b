import { expect, test } from '@playwright/test';
import { ConsolePage } from '../../support/consolePage.ts';
import { injectFault } from '../../support/faults.ts';
import { storageStateOf } from '../../support/users.ts';

const NOT_FOUND = 'Resource not found in this account';

test.describe('as platform staff', () => {
  test.use({ storageState: storageStateOf('staff') });

  test('the admin area opens, and the Admin entry leads there', async ({ page }) => {
    const app = new ConsolePage(page);
    await app.goto('/');
    await app.chooseInAccountMenu('Admin');
    await expect(page).toHaveURL('http://localhost:3000/admin');
    await expect(app.heading('Admin Dashboard')).toBeVisible();
    await app.open('/admin/tiers', 'Tier Management');
  });

  test('the router guard waits 10 s for the admin check, then shows the not-found page', async ({ page }) => {
    const app = new ConsolePage(page);
    await page.clock.install();
    await injectFault(page, { path: '/admin/features', method: 'GET', kind: 'hang' });
    const adminCheck = page.waitForRequest((r) => r.url().endsWith('/admin/features'));
    await app.goto('/admin/accounts');
    await adminCheck;
    // From a second on, time moves only when the test says: the 10 s count from when the check began
    // (just before), however late the admin page mounts (it waits for the session's accounts).
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);

    await page.clock.runFor(7_000);
    await expect(page.getByText(NOT_FOUND)).toHaveCount(0);
    await expect(app.heading('Accounts')).toHaveCount(0);

    await page.clock.runFor(3_000);
    await expect(page.getByText(NOT_FOUND)).toBeVisible();
    await expect(app.heading('Accounts')).toHaveCount(0);
  });
});

for (const role of ['owner', 'member', 'installer'] as const) {
  test.describe(`as ${role}`, () => {
    test.use({ storageState: storageStateOf(role) });

    test('pages under /admin are not found, and there is no Admin entry', async ({ page }) => {
      const app = new ConsolePage(page);
      const features = page.waitForResponse((r) => r.url().endsWith('/admin/features'));
      await app.goto('/admin/devices');
      expect((await features).status()).toBe(403);
      await expect(page.getByText(NOT_FOUND)).toBeVisible();
      await expect(app.heading('Devices')).toHaveCount(0);
      const menu = await app.openAccountMenu();
      await expect(menu.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
      await expect(menu.getByRole('menuitem', { name: 'Admin' })).toHaveCount(0);
    });
  });
}
