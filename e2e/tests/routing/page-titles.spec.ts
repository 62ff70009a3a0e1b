import { expect, test } from '@playwright/test';
import { pageTitle } from '../../support/constants.ts';
import { TITLED_ROUTES } from '../../support/routes.ts';
import { storageStateOf } from '../../support/users.ts';

test.describe('page titles', () => {
  for (const route of TITLED_ROUTES) {
    test.describe(() => {
      if (route.as) test.use({ storageState: storageStateOf(route.as) });
      test(`${route.path} is titled "${pageTitle(route.title)}"`, async ({ page }) => {
        await page.goto(route.path);
        await expect(page).toHaveTitle(pageTitle(route.title));
      });
    });
  }

  test('the title follows client-side navigation between remotes', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(pageTitle('Networks'));
    await page.locator('header').getByRole('link', { name: 'Hotspots', exact: true }).click();
    await expect(page).toHaveTitle(pageTitle('Hotspot Dashboard'));
    await page.locator('header').getByRole('link', { name: 'Networks', exact: true }).click();
    await expect(page).toHaveTitle(pageTitle('Networks'));
  });
});
