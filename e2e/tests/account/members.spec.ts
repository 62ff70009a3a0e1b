import { expect, test, type Browser, type Page } from '@playwright/test';
import { ConsolePage } from '../../support/consolePage.ts';
import { injectFault } from '../../support/faults.ts';
import { accountWithMember } from '../../support/accounts.ts';
import { USERS } from '../../support/users.ts';
import { expectToast } from '../routes/routesApi.ts';
import { openedDialog } from '../../support/forms.ts';

/** platform-sim's demo user id of staff (platform-sim/src/idp/users.ts). */
const STAFF_ID = 'auth0|5f1a00000000000000000005';

/** An account of this test's own with staff@example.com as a Member (support/accounts.ts). */
async function accountWithStaff(page: Page, browser: Browser): Promise<string> {
  const { accountId, close } = await accountWithMember(page, browser, 'staff');
  await close();
  return accountId;
}

async function openMembers(page: Page, accountId: string) {
  await new ConsolePage(page).open(`/account/members?account=${accountId}`, 'Members');
  const table = page.getByRole('table', { name: 'Members' });
  await expect(table.getByRole('row').filter({ hasText: USERS.staff })).toBeVisible();
  return table;
}

test('the owner changes a member level in the edit dialog (never the owner’s)', async ({ page, browser }) => {
  const accountId = await accountWithStaff(page, browser);
  const table = await openMembers(page, accountId);
  const staffRow = table.getByRole('row').filter({ hasText: USERS.staff });
  const ownerRow = table.getByRole('row').filter({ hasText: USERS.owner });
  await expect(ownerRow.getByRole('cell').nth(1)).toHaveText('Owner');
  await expect(staffRow.getByRole('cell').nth(1)).toHaveText('Member');
  await expect(ownerRow.getByRole('button', { name: `Edit level of ${USERS.owner}` })).toBeDisabled();

  await staffRow.getByRole('button', { name: `Edit level of ${USERS.staff}` }).click();
  const dialog = await openedDialog(page, 'Edit member level');
  await expect(dialog.getByRole('radio')).toHaveCount(3);
  for (const label of ['Administrator', 'Member', 'Installer'])
    await expect(dialog.getByText(label, { exact: true })).toBeVisible();
  await expect(dialog.getByLabel('Member')).toBeChecked();
  await dialog.getByText('Installer').click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Member level updated');
  await expect(staffRow.getByRole('cell').nth(1)).toHaveText('Installer');
});

test('removing a member asks first; failures show "Error deleting member {email}: …"; never the owner', async ({
  page,
  browser,
}) => {
  const accountId = await accountWithStaff(page, browser);
  const table = await openMembers(page, accountId);
  const staffRow = table.getByRole('row').filter({ hasText: USERS.staff });
  const remove = staffRow.getByRole('button', { name: `Remove ${USERS.staff}` });

  // Cancel keeps the member.
  await remove.click();
  let dialog = await openedDialog(page, `Remove ${USERS.staff}?`);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(staffRow).toBeVisible();

  // A server failure names the member and keeps it.
  await injectFault(page, { path: `/v1/accounts/${accountId}/members/*`, method: 'DELETE', kind: '500' });
  await remove.click();
  dialog = await openedDialog(page, `Remove ${USERS.staff}?`);
  await dialog.getByRole('button', { name: 'Remove member' }).click();
  await expectToast(page, `Error deleting member ${USERS.staff}: `);
  await expect(page.getByText(STAFF_ID)).toHaveCount(0);
  await expect(staffRow).toBeVisible();

  // The owner cannot be removed (the server refuses it too): the button says why.
  const removeOwner = table
    .getByRole('row')
    .filter({ hasText: USERS.owner })
    .getByRole('button', { name: `Remove ${USERS.owner}` });
  await expect(removeOwner).toBeDisabled();
  await removeOwner.hover({ force: true });
  await expect(page.getByRole('tooltip', { name: 'The owner cannot be removed' })).toBeVisible();

  // Confirmed: gone.
  await remove.click();
  dialog = await openedDialog(page, `Remove ${USERS.staff}?`);
  await dialog.getByRole('button', { name: 'Remove member' }).click();
  await expectToast(page, 'Member removed');
  await expect(table.getByRole('row').filter({ hasText: USERS.staff })).toHaveCount(0);
});
