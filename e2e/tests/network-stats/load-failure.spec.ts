import { expect, test, type Page } from '@playwright/test';
import { API_ORIGIN, injectFault } from '../../support/faults.ts';

const ACCOUNT = 'acme-logistics';
const STATS_PATH = `/v1/accounts/${ACCOUNT}/stats`;

async function networkIdOf(page: Page, name: string): Promise<string> {
  const listed = page.waitForResponse(
    (r) => r.url() === `${API_ORIGIN}/v1/accounts/${ACCOUNT}/networks` && r.request().method() === 'GET',
  );
  await page.goto('/');
  const { networks } = (await (await listed).json()) as { networks: Array<{ network_id: string; name: string }> };
  const network = networks.find((n) => n.name === name);
  if (!network) throw new Error(`no seeded network ${name}`);
  return network.network_id;
}

test('a failed statistics load toasts "Error loading statistics: …" and Retry loads them', async ({ page }) => {
  const warehouse = await networkIdOf(page, 'Warehouse');
  await injectFault(page, { path: STATS_PATH, method: 'GET', kind: '500' });
  const failed = page.waitForResponse((r) => r.url().startsWith(`${API_ORIGIN}${STATS_PATH}?`));
  await page.goto(`/networks/${warehouse}/stats`);
  const response = await failed;
  expect(response.status()).toBe(500);
  const body = (await response.json()) as { detail?: string; error?: string; message?: string };
  const message = body.detail ?? body.error ?? body.message ?? '';

  const toast = page.getByRole('alert').filter({ hasText: 'Error loading statistics:' });
  await expect(toast).toContainText(`Error loading statistics: ${message}`);
  // The tab's own toast replaces the generic one.
  await expect(page.getByRole('alert').filter({ hasText: 'Unexpected error' })).toHaveCount(0);
  const tab = page.getByRole('region', { name: /^Statistics of network / });
  await expect(tab.getByText('The statistics could not be loaded')).toBeVisible();

  const retried = page.waitForResponse((r) => r.url().startsWith(`${API_ORIGIN}${STATS_PATH}?`));
  await tab.getByRole('button', { name: 'Retry' }).click();
  expect((await retried).status()).toBe(200);
  await expect(tab.getByRole('figure', { name: 'Active Devices' })).toBeVisible();
  await expect(tab.getByText('The statistics could not be loaded')).toHaveCount(0);
});
