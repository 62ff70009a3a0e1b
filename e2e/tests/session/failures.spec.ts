import { expect, test } from '@playwright/test';
import { ConsolePage } from '../../support/consolePage.ts';
import { injectFault } from '../../support/faults.ts';
import { expectSignInPage } from '../../support/signIn.ts';
import { USERS } from '../../support/users.ts';
import { openedDialog } from '../../support/forms.ts';

test('account loading fails: the toast, the blocking network-error modal, and Retry recovering', async ({ page }) => {
  const app = new ConsolePage(page);
  await injectFault(page, { path: '/v1/accounts', method: 'GET', kind: '500' });
  await app.goto('/hotspots/manage');

  await expect(page.getByText('Error getting account data: Internal server error')).toBeVisible();
  const modal = await openedDialog(page, 'network error');
  await expect(app.heading('Manage Hotspots')).toHaveCount(0);

  await modal.getByRole('button', { name: 'Retry' }).click();
  await expect(app.heading('Manage Hotspots')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'network error' })).toHaveCount(0);
});

test.describe('signed in afresh', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('a 401 from the platform signs the user out to the sign-in page', async ({ page }) => {
    await new ConsolePage(page).signInAt('/hotspots/manage', USERS.admin, 'Manage Hotspots');

    await injectFault(page, { path: '/v1/accounts', method: 'GET', kind: '401' });
    await page.reload();
    await expectSignInPage(page);
  });
});
