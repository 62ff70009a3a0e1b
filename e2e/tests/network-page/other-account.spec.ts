import { expect, test } from '@playwright/test';
import { pageTitle } from '../../support/constants.ts';
import { ConsolePage } from '../../support/consolePage.ts';

/** Seeded networks (platform-sim's deterministic seed). */
const LAB_NETWORK_ID = '74c2e16fc8c7341e'; // owner-labs: the owner is a member
const HOME_NETWORK_ID = 'a73a8bdc517292da'; // social-ventures: the owner is not

test.describe('opening a network that is not in the selected account', () => {
  test("switches to the user's account that has it, with a warning naming the account", async ({ page }) => {
    const app = new ConsolePage(page);
    await app.goto(`/networks/${LAB_NETWORK_ID}/stats?account=acme-logistics`);
    await expect(page.getByText('This network is in account Owner Labs')).toBeVisible();
    await expect(page.getByText('The console switched to account Owner Labs to open network Lab.')).toBeVisible();
    await expect(app.heading('Statistics · Lab')).toBeVisible();
    await expect(page).toHaveTitle(pageTitle('Statistics · Lab'));
    // The page stays, and the URL follows the account.
    await expect(page).toHaveURL((url) => url.pathname === `/networks/${LAB_NETWORK_ID}/stats`);
    await expect(page).toHaveURL((url) => url.searchParams.get('account') === 'owner-labs');
    // The selection is saved: a reload without the parameter stays in Owner Labs.
    await app.open(`/networks/${LAB_NETWORK_ID}`, 'Events · Lab');
    await expect(page.getByText('This network is in account Owner Labs')).toHaveCount(0);
  });

  test('"Network not found in any accessible account" and /404 when no account has it', async ({ page }) => {
    const app = new ConsolePage(page);
    await app.goto(`/networks/${HOME_NETWORK_ID}`);
    await expect(page).toHaveURL((url) => url.pathname === '/404');
    await expect(page.getByText('Resource not found in this account')).toBeVisible();
    // The toast is still there on the not-found page.
    await expect(page.getByText('Network not found in any accessible account')).toBeVisible();
    await expect(page).toHaveTitle(pageTitle('Not found'));
  });
});
