import { expect, test } from '@playwright/test';
import { expectLoadFailureThenRetry, LOG_EXPLORER_PATH, networkTab } from '../../support/networkTabs.ts';
import { seededNetworkId } from '../../support/platformApi.ts';

test('a failed events load toasts "Error loading events: …" and Retry loads them', async ({ page }) => {
  const warehouse = await seededNetworkId(page, 'Warehouse');
  const tab = networkTab(page, 'Events');
  const load = { url: `/networks/${warehouse}`, method: 'POST', path: LOG_EXPLORER_PATH, what: 'events', tab } as const;
  await expectLoadFailureThenRetry(page, load, async () => {
    await expect(tab.locator('.ant-table-tbody .ant-table-row')).toHaveCount(100);
  });
});
