import { expect, test, type Page } from '@playwright/test';
import { ConsolePage } from '../../support/consolePage.ts';
import { signInOnIdp } from '../../support/signIn.ts';

// Each test signs in as the user it is about.
test.use({ storageState: { cookies: [], origins: [] } });

async function openMenu(page: Page, email: string) {
  await page.goto('/hotspots/manage');
  await signInOnIdp(page, email);
  await expect(new ConsolePage(page).heading('Manage Hotspots')).toBeVisible();
  await page.getByTestId('signed-in-user').click();
  return page.getByRole('list', { name: 'Account menu' });
}

test('the owner of two accounts can switch account; Global Forwarders follows the account', async ({ page }) => {
  const menu = await openMenu(page, 'owner@example.com');
  await expect(menu.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Account Settings' })).toBeVisible();
  await expect(menu.getByText('Switch Account')).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Admin' })).toHaveCount(0);
  // Acme Logistics is selected first (the first account owned) and has no global forwarders.
  await expect(menu.getByRole('link', { name: 'Global Forwarders' })).toHaveCount(0);

  await menu.getByRole('button', { name: 'Owner Labs' }).click();
  // Switching account returns to root.
  await expect(page).toHaveURL('http://localhost:3000/');
  await page.getByTestId('signed-in-user').click();
  await expect(menu.getByRole('link', { name: 'Global Forwarders' })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Acme Logistics' })).toBeVisible();
});

test('platform staff see the Admin entry', async ({ page }) => {
  const menu = await openMenu(page, 'staff@example.com');
  await expect(menu.getByRole('link', { name: 'Admin' })).toBeVisible();
});

test('a member of one account has no Switch Account, Admin or Global Forwarders', async ({ page }) => {
  const menu = await openMenu(page, 'member@example.com');
  await expect(menu.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(menu.getByText('Switch Account')).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Admin' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Global Forwarders' })).toHaveCount(0);
});
