import { expect, test } from '@playwright/test';
import { recordFirstShown } from '../../support/clock.ts';
import { ConsolePage } from '../../support/consolePage.ts';
import { injectFault } from '../../support/faults.ts';

// Any platform call answered 429 shows the same warning; the navbar's admin check is the call here.

test('429 with Retry-After: "Rate Limit Exceeded", wait n seconds, for 8 s', async ({ page }) => {
  const app = new ConsolePage(page);
  await page.clock.install();
  const shownAt = await recordFirstShown(page, '.ant-notification-notice', 'Rate Limit Exceeded');
  await injectFault(page, { path: '/admin/features', method: 'GET', kind: '429', retryAfter: 7 });
  await app.goto('/hotspots/manage');

  const toast = page.getByRole('alert').filter({ hasText: 'Rate Limit Exceeded' });
  // One 429, one toast (defect 4 of issue 11: it showed twice).
  await expect(toast).toHaveCount(1);
  await expect(toast).toContainText('Too many requests. Please wait 7 seconds before trying again.');
  // 7 s after it appeared (the clock stops there), it is still on screen; by 9 s it is gone.
  await page.clock.pauseAt((await shownAt()) + 7_000);
  await expect(toast).toBeVisible();
  await page.clock.runFor(2_000);
  // Time flows again so that the closing animation's frames run.
  await page.clock.resume();
  await expect(toast).toHaveCount(0);
});

test('429 without Retry-After: "Please wait a moment"', async ({ page }) => {
  const app = new ConsolePage(page);
  await injectFault(page, { path: '/admin/features', method: 'GET', kind: '429' });
  await app.goto('/hotspots/manage');
  const toast = page.getByRole('alert').filter({ hasText: 'Rate Limit Exceeded' });
  await expect(toast).toContainText('Please wait a moment');
});
