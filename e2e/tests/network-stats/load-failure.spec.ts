import { expect, test } from '@playwright/test';
import { expectLoadFailureThenRetry, networkTab, STATS_PATH } from '../../support/networkTabs.ts';
import { seededNetworkId } from '../../support/platformApi.ts';

test('a failed statistics load toasts "Error loading statistics: …" and Retry loads them', async ({ page }) => {
  const warehouse = await seededNetworkId(page, 'Warehouse');
  const tab = networkTab(page, 'Statistics');
  const load = {
    url: `/networks/${warehouse}/stats`,
    method: 'GET',
    path: STATS_PATH,
    what: 'statistics',
    tab,
  } as const;
  await expectLoadFailureThenRetry(page, load, async () => {
    await expect(tab.getByRole('figure', { name: 'Active Devices' })).toBeVisible();
  });
});
