import { expect, test, type Page } from '@playwright/test';
import { API_ORIGIN, injectFault } from '../../support/faults.ts';

const ACCOUNT = 'acme-logistics';
const LOG_EXPLORER_PATH = `/v1/accounts/${ACCOUNT}/log-explorer`;

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

const explorerCall = (page: Page) =>
  page.waitForResponse((r) => r.url() === `${API_ORIGIN}${LOG_EXPLORER_PATH}` && r.request().method() === 'POST');

test('a failed events load toasts "Error loading events: …" and Retry loads them', async ({ page }) => {
  const warehouse = await networkIdOf(page, 'Warehouse');
  await injectFault(page, { path: LOG_EXPLORER_PATH, method: 'POST', kind: '500' });
  const failed = explorerCall(page);
  await page.goto(`/networks/${warehouse}`);
  const response = await failed;
  expect(response.status()).toBe(500);
  const body = (await response.json()) as { detail?: string; error?: string; message?: string };
  const message = body.detail ?? body.error ?? body.message ?? '';

  const toast = page.getByRole('alert').filter({ hasText: 'Error loading events:' });
  await expect(toast).toContainText(`Error loading events: ${message}`);
  await expect(page.getByRole('alert').filter({ hasText: 'Unexpected error' })).toHaveCount(0);
  const tab = page.getByRole('region', { name: /^Events of network / });
  await expect(tab.getByText('The events could not be loaded')).toBeVisible();

  const retried = explorerCall(page);
  await tab.getByRole('button', { name: 'Retry' }).click();
  expect((await retried).status()).toBe(200);
  await expect(tab.locator('.ant-table-tbody .ant-table-row')).toHaveCount(100);
  await expect(tab.getByText('The events could not be loaded')).toHaveCount(0);
});
