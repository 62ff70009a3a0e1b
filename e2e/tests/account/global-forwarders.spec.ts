import { expect, test } from '@playwright/test';
import { injectFault } from '../../support/faults.ts';
import { api } from '../../support/platformApi.ts';
import { expectToast } from '../routes/routesApi.ts';
import { chooseOption, openedDialog } from '../../support/forms.ts';

/** The owner's account with the global-forwarders feature (platform-sim seed). */
const LABS = 'owner-labs';
const PAGE = `/global_forwarders?account=${LABS}`;
const forwardersPath = `/v1/accounts/${LABS}/global-forwarders`;

test('an account without the feature gets the not-found page, and its calls are refused', async ({ page }) => {
  await page.goto('/global_forwarders?account=acme-logistics');
  await expect(page.getByText('Resource not found in this account')).toBeVisible();
  expect((await api(page, 'GET', '/v1/accounts/acme-logistics/global-forwarders')).status).toBe(403);
});

test('create and delete a global forwarder, with the failure messages', async ({ page }) => {
  await page.goto(PAGE);
  await expect(page.getByRole('heading', { level: 2, name: 'Global Forwarders' })).toBeVisible();
  const namespace = `global:e2e-${Date.now().toString(36)}`;

  await page.getByRole('button', { name: 'Create Global Forwarder' }).click();
  const dialog = await openedDialog(page, 'Create Global Forwarder');
  await dialog.getByLabel('Namespace').fill('not-global');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText("Namespace must begin with 'global:'")).toBeVisible();
  await dialog.getByLabel('Namespace').fill(namespace);
  await dialog.getByLabel('Destination network').click();
  await chooseOption(page, { first: true });

  await injectFault(page, { path: forwardersPath, method: 'POST', kind: '500' });
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expectToast(page, 'Error creating Global Forwarder: ');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expectToast(page, 'Global Forwarder created');
  const row = page.getByRole('row').filter({ hasText: namespace });
  await expect(row).toContainText('* (all devices)');
  await expect(row).toContainText(LABS);

  await injectFault(page, { path: forwardersPath, method: 'DELETE', kind: '500' });
  await row.getByRole('button', { name: 'Delete' }).click();
  let confirm = await openedDialog(page, `Delete the Global Forwarder ${namespace}?`);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Error deleting Global Forwarder: ');
  await row.getByRole('button', { name: 'Delete' }).click();
  confirm = await openedDialog(page, `Delete the Global Forwarder ${namespace}?`);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Global Forwarder deleted');
  await expect(page.getByRole('row').filter({ hasText: namespace })).toHaveCount(0);
});
