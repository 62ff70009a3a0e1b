import { expect, test } from '@playwright/test';
import { recordFirstShown } from '../../support/clock.ts';
import { ConsolePage } from '../../support/consolePage.ts';
import { createNetwork, deleteCreatedNetworks, uniqueName } from '../../support/platformApi.ts';

// Defect 4 of issue 11: success toasts vanished after about 5 s, and toasts covered the account menu.

test.afterEach(async ({ page }) => {
  await deleteCreatedNetworks(page);
});

test('a success toast lasts 35 s, at the bottom right, and the account menu stays usable under it', async ({
  page,
}) => {
  const app = new ConsolePage(page);
  await page.clock.install();
  const shownAt = await recordFirstShown(page, '.ant-notification-notice', 'Network updated successfully');
  const network = await createNetwork(page, 'Toast');
  await app.open(`/networks/${network.id}/settings`, `Network Settings · ${network.name}`);
  await page.getByLabel('Name', { exact: true }).fill(uniqueName('Renamed'));
  await page.getByRole('button', { name: 'Save name' }).click();

  const toast = page.locator('.ant-notification-notice').filter({ hasText: 'Network updated successfully' });
  await expect(toast).toHaveCount(1);
  // In the bottom right corner, away from the top bar.
  const box = await toast.boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport && box.y > viewport.height / 2 && box.x > viewport.width / 2).toBe(true);
  // The account menu opens and closes with the toast on screen.
  const menu = await app.openAccountMenu();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();

  // 34 s after it appeared (the clock stops there), it is still on screen; by 36 s it is gone.
  await page.clock.pauseAt((await shownAt()) + 34_000);
  await expect(toast).toBeVisible();
  await page.clock.runFor(2_000);
  // Time flows again so that the closing animation's frames run.
  await page.clock.resume();
  await expect(toast).toHaveCount(0);
});
