import { expect, test, type Page } from '@playwright/test';
import { ConsolePage } from '../../support/consolePage.ts';
import { seededNetworkId } from '../../support/platformApi.ts';

const background = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => getComputedStyle(el).backgroundColor);

/** Opens the Warehouse network's settings tab (antd cards on the console's page background). */
async function openNetworkPage(page: Page): Promise<ConsolePage> {
  const app = new ConsolePage(page);
  const id = await seededNetworkId(page, 'Warehouse');
  await app.goto(`/networks/${id}/settings`);
  await expect(page.getByRole('heading', { name: 'Warehouse' })).toBeVisible();
  await expect(page.locator('.ant-card').first()).toBeVisible();
  return app;
}

test('the network page follows the system colour scheme: light and dark backgrounds', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await openNetworkPage(page);
  expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
  expect(await background(page, 'body')).toBe('rgb(245, 245, 245)');
  expect(await background(page, '.ant-card')).toBe('rgb(255, 255, 255)');

  await page.emulateMedia({ colorScheme: 'dark' });
  await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
  await expect.poll(() => background(page, 'body')).toBe('rgb(0, 0, 0)');
  await expect.poll(() => background(page, '.ant-card')).toBe('rgb(20, 20, 20)');
});

test('a theme chosen in the account menu is remembered and applied before the first paint', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  const app = await openNetworkPage(page);
  await app.chooseInAccountMenu('Dark');
  await expect.poll(() => background(page, 'body')).toBe('rgb(0, 0, 0)');
  expect(await page.evaluate(() => window.localStorage.getItem('beacon.theme'))).toBe('dark');

  // On reload, the page is dark before the shell's code has even loaded: the inline boot script in
  // <head> sets the scheme, so there is no flash of the light theme.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/static\/js\/index\.[0-9a-f]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const reloaded = page.reload();
  // Read the new document while the shell's script is held (the old one may still answer first).
  const schemeNow = () =>
    page
      .evaluate(
        () => `${document.documentElement.dataset.theme} ${getComputedStyle(document.documentElement).colorScheme}`,
      )
      .catch(() => 'navigating');
  await expect.poll(schemeNow).toBe('dark dark');
  release();
  await reloaded;
  await expect(page.locator('.ant-card').first()).toBeVisible();
  // The remote may swap its first card (loading → loaded) after it shows; a detached one reads "".
  await expect.poll(() => background(page, '.ant-card')).toBe('rgb(20, 20, 20)');

  await app.chooseInAccountMenu('System');
  await expect.poll(() => background(page, 'body')).toBe('rgb(245, 245, 245)');
  expect(await page.evaluate(() => window.localStorage.getItem('beacon.theme'))).toBeNull();
});
