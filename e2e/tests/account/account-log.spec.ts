import { expect, test } from '@playwright/test';
import { ACME, api, createNetwork, deleteCreatedNetworks, networkPath, uniqueName } from '../../support/platformApi.ts';
import { openedDialog } from '../../support/forms.ts';

test.afterEach(async ({ page }) => deleteCreatedNetworks(page));

const LOG_PAGE = `/account/logs?account=${ACME}`;

test('the log shows a change just made, with its before and after and who made it', async ({ page }) => {
  const network = await createNetwork(page, 'e2e log');
  const renamed = uniqueName('e2e renamed');
  expect((await api(page, 'POST', networkPath(network.id), { name: renamed })).status).toBe(200);

  await page.goto(LOG_PAGE);
  await expect(page.getByRole('heading', { level: 2, name: 'Account Log' })).toBeVisible();
  const rows = page.getByRole('row').filter({ hasText: network.id });
  await expect(rows.first()).toBeVisible();
  await expect(rows.first()).toContainText('owner@example.com');
  await rows.first().click();
  // The dialog is titled `Change to {item type} {item id}`; a string name matches a part of it.
  const dialog = await openedDialog(page, network.id);
  await expect(dialog).toContainText(network.name);
  await expect(dialog).toContainText(renamed);
  await expect(dialog).toContainText('owner@example.com');
});

test('pages with Older, Newer and Latest, the cursor in the URL', async ({ page }) => {
  await page.goto(LOG_PAGE);
  const rows = page.locator('tbody tr.ant-table-row');
  await expect(rows).toHaveCount(30);
  // Other tests write to this log meanwhile: the latest page is told apart by Newer being disabled.
  const newest = (await rows.first().textContent()) ?? '';
  await expect(page.getByRole('button', { name: 'Newer' })).toBeDisabled();

  await page.getByRole('button', { name: 'Older' }).click();
  await expect(page).toHaveURL(/[?&]cursor=[^&]+/);
  await expect(rows.first()).not.toHaveText(newest);
  const second = page.url();

  await page.reload();
  await expect(rows.first()).not.toHaveText(newest);
  await page.getByRole('button', { name: 'Newer' }).click();
  await expect(page).not.toHaveURL(/cursor=/);
  await expect(page.getByRole('button', { name: 'Newer' })).toBeDisabled();
  await expect(rows).toHaveCount(30);

  await page.goto(second);
  await page.getByRole('button', { name: 'Latest' }).click();
  await expect(page).not.toHaveURL(/cursor=/);
  await expect(page).toHaveURL(/account=acme-logistics/);
  await expect(page.getByRole('button', { name: 'Newer' })).toBeDisabled();
  await expect(rows).toHaveCount(30);
});
