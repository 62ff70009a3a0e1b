import { expect, test } from '@playwright/test';
import { ConsolePage } from '../../support/consolePage.ts';
import { newOwnAccount } from '../../support/accounts.ts';
import { api, uniqueName } from '../../support/platformApi.ts';
import { storageStateOf } from '../../support/users.ts';
import { expectToast } from '../routes/routesApi.ts';
import { openedDialog } from '../../support/forms.ts';

test('the account page: name, id and role, and a tab per URL with its own title', async ({ page }) => {
  const app = new ConsolePage(page);
  await app.open('/account?account=acme-logistics', 'Members');
  await expect(page).toHaveURL(/\/account\/members/);
  await expect(page).toHaveTitle(/Members/);
  const summary = page.locator('.ant-card').filter({ hasText: 'Account ID' });
  await expect(summary).toContainText('Acme Logistics');
  await expect(summary).toContainText('acme-logistics');
  await expect(summary).toContainText('Owner');

  for (const [tab, path] of [
    ['Invites', '/account/invites'],
    ['API Tokens', '/account/apitokens'],
    ['Account Log', '/account/logs'],
    ['Members', '/account/members'],
  ] as const) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(app.heading(tab)).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(tab));
  }
});

test('the edit modal renames the account: 3 to 100 characters', async ({ page }) => {
  const accountId = await newOwnAccount(page, 'E2E rename');
  const app = new ConsolePage(page);
  await app.open(`/account/members?account=${accountId}`, 'Members');

  await page.getByRole('button', { name: /^(edit )?Edit$/ }).click();
  const dialog = await openedDialog(page, 'Edit account');
  const name = dialog.getByLabel('Account name');
  for (const [invalid, message] of [
    ['', 'This field is required'],
    ['ab', 'The name must be 3 to 100 characters long'],
    ['x'.repeat(101), 'The name must be 3 to 100 characters long'],
  ] as const) {
    await name.fill(invalid);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText(message)).toBeVisible();
  }
  const renamed = uniqueName('Renamed');
  await name.fill(renamed);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Account updated');
  await expect(page.locator('.ant-card').filter({ hasText: 'Account ID' })).toContainText(renamed);
  const stored = await api<{ name: string }>(page, 'GET', `/v1/accounts/${accountId}`);
  expect(stored.body.name).toBe(renamed);
});

for (const role of ['member', 'installer'] as const) {
  test.describe(`signed in as the ${role}`, () => {
    test.use({ storageState: storageStateOf(role) });

    test('edit account, member and invite actions are disabled with "Insufficent permissions"', async ({ page }) => {
      const app = new ConsolePage(page);
      await app.open('/account/members', 'Members');
      const summary = page.locator('.ant-card').filter({ hasText: 'Account ID' });
      await expect(summary).toContainText(role === 'member' ? 'Member' : 'Installer');
      const edit = page.getByRole('button', { name: /^(edit )?Edit$/ });
      await expect(edit).toBeDisabled();
      await edit.hover({ force: true });
      await expect(page.getByRole('tooltip', { name: 'Insufficent permissions' })).toBeVisible();

      const table = page.getByRole('table', { name: 'Members' });
      await expect(table.getByRole('row')).not.toHaveCount(1);
      for (const button of await table.getByRole('button').all()) await expect(button).toBeDisabled();

      await page.getByRole('tab', { name: 'Invites' }).click();
      await expect(app.heading('Invites')).toBeVisible();
      await expect(page.getByRole('button', { name: /^(plus )?Send invite$/ })).toBeDisabled();
      const invites = page.getByRole('table', { name: 'Invites' });
      await expect(invites.getByRole('button', { name: /^Resend invite/ }).first()).toBeDisabled();
      for (const button of await invites.getByRole('button').all()) await expect(button).toBeDisabled();
    });
  });
}
