import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../../support/a11y.ts';
import { accountRow, accountTable, activeFillerAccount } from '../../support/admin-dashboard.ts';
import { openSignedIn } from '../../support/admin-hotspots.ts';
import { ConsolePage } from '../../support/consolePage.ts';
import { expectNextPageKeptOnReload } from '../../support/cursorPaging.ts';
import { injectFault } from '../../support/faults.ts';
import { ACME, api } from '../../support/platformApi.ts';
import { storageStateOf } from '../../support/users.ts';
import { expectToast } from '../routes/routesApi.ts';
import { chooseOption, openedDialog } from '../../support/forms.ts';

test.use({ storageState: storageStateOf('staff') });

const DASHBOARD = '/admin';
const rows = (page: Page) => accountTable(page).locator('tbody tr.ant-table-row');
const firstAccountLink = (page: Page) => rows(page).first().getByRole('link').first();

async function openDashboard(page: Page, query = ''): Promise<void> {
  await new ConsolePage(page).open(`${DASHBOARD}${query}`, 'Admin Dashboard');
}

/** Searches the accounts for `term` (Enter), and waits for the scan to end. */
async function searchAccounts(page: Page, term: string): Promise<void> {
  await page.getByLabel('Search accounts').fill(term);
  await page.getByLabel('Search accounts').press('Enter');
  await expect(page.getByRole('status').filter({ hasText: /matching account|first \d+ matches/ })).toBeVisible();
}

/**
 * A quick-open field of the dashboard (`field` labels it, `button` opens): `refused` shows `error` and stays on
 * the dashboard; `accepted` opens the page at `opened`.
 */
async function expectQuickOpen(
  page: Page,
  { field, button }: { field: string; button: string },
  refused: { value: string; error: string },
  accepted: { value: string; opened: RegExp },
): Promise<void> {
  await openDashboard(page);
  await page.getByLabel(field).fill(refused.value);
  await page.getByRole('button', { name: button }).click();
  await expect(page.getByText(refused.error)).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/);

  await page.getByLabel(field).fill(accepted.value);
  await page.getByRole('button', { name: button }).click();
  await expect(page).toHaveURL(accepted.opened);
}

/** An active filler account (see `activeFillerAccount`), searched for on the dashboard; answers it and its Suspended switch. */
async function openFillerAccount(page: Page, index: number) {
  await openSignedIn(page);
  const account = await activeFillerAccount(page, index);
  await openDashboard(page, `?q=${account.id}`);
  return { account, toggle: accountRow(page, account.id).getByRole('switch', { name: `Suspended: ${account.name}` }) };
}

test('pages the accounts 50 at a time: Next puts the cursor in the URL, Previous returns, a reload keeps the page; accessible', async ({
  page,
}) => {
  await openDashboard(page);
  await expect(rows(page)).toHaveCount(50);
  await expect(firstAccountLink(page)).toHaveText('Acme Logistics');
  await expect(firstAccountLink(page)).toHaveAttribute('href', `/admin/accounts/${ACME}`);
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await expectAccessible(page, 'admin dashboard');

  await expectNextPageKeptOnReload(page, firstAccountLink(page), 'Acme Logistics', () =>
    expect(rows(page)).toHaveCount(50),
  );

  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(firstAccountLink(page)).toHaveText('Acme Logistics');
});

test('quick device search: anything but urn: or a UUID is refused; a urn: id opens its page, URL-encoded', async ({
  page,
}) => {
  await expectQuickOpen(
    page,
    { field: 'Device ID', button: 'Open device' },
    { value: 'warehouse-7', error: 'Enter a device ID that starts with urn: or is a UUID' },
    { value: ' urn:dev:eui-0004a30b001c2f3e ', opened: /\/admin\/devices\/urn%3Adev%3Aeui-0004a30b001c2f3e$/ },
  );
});

test('quick hotspot search: needs 3 characters after trimming, then opens the hotspot', async ({ page }) => {
  await expectQuickOpen(
    page,
    { field: 'Hotspot ID', button: 'Open hotspot' },
    { value: '  ab  ', error: 'Enter at least 3 characters' },
    {
      value: 'a9000000-0000-4000-8000-000000000001',
      opened: /\/admin\/hotspots\/a9000000-0000-4000-8000-000000000001$/,
    },
  );
});

test('account search: finds a seeded account by part of its name, any case; the term is in the URL; "No accounts found"', async ({
  page,
}) => {
  await openDashboard(page);
  await searchAccounts(page, 'aCmE lOg');
  await expect(page).toHaveURL(/[?&]q=aCmE(\+|%20)lOg/);
  await expect(rows(page)).toHaveCount(1);
  await expect(accountRow(page, ACME).getByRole('link', { name: 'Acme Logistics' })).toBeVisible();

  await page.reload();
  await expect(accountRow(page, ACME)).toBeVisible();

  await searchAccounts(page, 'no-such-account-anywhere');
  await expect(accountTable(page).getByText('No accounts found')).toBeVisible();
});

test('hide_internal hides an internal account and stays in the URL', async ({ page }) => {
  await openDashboard(page);
  const internal = accountRow(page, 'beacon-internal');
  await expect(internal.getByText('Internal', { exact: true })).toBeVisible();
  await page.getByLabel('Hide internal accounts').click();
  await expect(page).toHaveURL(/hide_internal=true/);
  await expect(firstAccountLink(page)).toHaveText('Acme Logistics');
  await expect(internal).toHaveCount(0);
  await page.reload();
  await expect(page.getByLabel('Hide internal accounts')).toBeChecked();
  await expect(internal).toHaveCount(0);
});

test('tier filter: its options come from the tier list, only accounts of that tier are shown, and it is in the URL', async ({
  page,
}) => {
  await openDashboard(page);
  await page.getByLabel('Tier', { exact: true }).click();
  await chooseOption(page, 'acme-custom');
  await expect(page).toHaveURL(/[?&]tier=acme-custom/);
  await expect(page.getByRole('status').filter({ hasText: /matching account/ })).toBeVisible();
  await expect(accountRow(page, ACME)).toBeVisible();
  const tiers = await rows(page).locator('td:nth-child(2)').allTextContents();
  expect(tiers.length).toBeGreaterThan(0);
  expect(new Set(tiers)).toEqual(new Set(['acme-custom']));
});

test('the raw-data dialog shows the account as JSON text', async ({ page }) => {
  await openDashboard(page);
  await accountRow(page, ACME).getByRole('button', { name: 'Raw data of Acme Logistics' }).click();
  const dialog = await openedDialog(page, 'Raw data: Acme Logistics');
  const json = dialog.getByRole('region', { name: 'Account JSON' });
  const shown = JSON.parse((await json.textContent()) ?? '') as { id: string; tier_name: string };
  expect(shown).toMatchObject({ id: ACME, name: 'Acme Logistics' });
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(dialog).toBeHidden();
});

test('suspends and unsuspends a filler account, each after its confirm prompt (Cancel changes nothing)', async ({
  page,
}) => {
  const { account, toggle } = await openFillerAccount(page, 10);
  await expect(toggle).not.toBeChecked();

  await toggle.click();
  let prompt = await openedDialog(page, `Suspend the account ${account.name}?`);
  await prompt.getByRole('button', { name: 'Cancel' }).click();
  await expect(prompt).toBeHidden();
  await expect(toggle).not.toBeChecked();

  await toggle.click();
  prompt = await openedDialog(page, `Suspend the account ${account.name}?`);
  await prompt.getByRole('button', { name: 'Suspend' }).click();
  await expectToast(page, `Account ${account.name} suspended`);
  await expect(toggle).toBeChecked();
  expect((await api<{ suspended: boolean }>(page, 'GET', `/admin/accounts/${account.id}`)).body.suspended).toBe(true);

  await toggle.click();
  prompt = await openedDialog(page, `Unsuspend the account ${account.name}?`);
  await prompt.getByRole('button', { name: 'Unsuspend' }).click();
  await expectToast(page, `Account ${account.name} unsuspended`);
  await expect(toggle).not.toBeChecked();
  expect((await api<{ suspended: boolean }>(page, 'GET', `/admin/accounts/${account.id}`)).body.suspended).toBe(false);
});

test('failures: "Failed to suspend/unsuspend account", "Failed to search accounts", "Failed to filter accounts by tier"', async ({
  page,
}) => {
  const { account, toggle } = await openFillerAccount(page, 11);
  await injectFault(page, { path: `/admin/accounts/${account.id}`, method: 'POST', kind: '500' });
  await toggle.click();
  const prompt = await openedDialog(page, `Suspend the account ${account.name}?`);
  await prompt.getByRole('button', { name: 'Suspend' }).click();
  await expectToast(page, 'Failed to suspend/unsuspend account');
  await expect(toggle).not.toBeChecked();

  // A new document, so no account page is in RTK Query's cache: the scan's first page is the failing call.
  await injectFault(page, { path: '/admin/accounts', method: 'GET', kind: '500' });
  await openDashboard(page, '?q=harbour');
  await expectToast(page, 'Failed to search accounts');
  await expect(page.getByRole('alert').filter({ hasText: 'Failed to search accounts' })).toBeVisible();

  await injectFault(page, { path: '/admin/accounts', method: 'GET', kind: '500' });
  await openDashboard(page, '?tier=pro');
  await expectToast(page, 'Failed to filter accounts by tier');
  await page.getByRole('alert').getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('status').filter({ hasText: /matching account/ })).toBeVisible();
});

test('links to tier management', async ({ page }) => {
  await openDashboard(page);
  await page.getByRole('link', { name: 'Manage tiers' }).click();
  await expect(new ConsolePage(page).heading('Tier Management')).toBeVisible();
});

test.describe('on a 390 px screen', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the page does not scroll sideways; the searches and the table are usable', async ({ page }) => {
    await openDashboard(page);
    await expect(rows(page)).toHaveCount(50);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    for (const name of ['Open device', 'Open hotspot', 'Search']) {
      const button = page.getByRole('button', { name, exact: true });
      await button.scrollIntoViewIfNeeded();
      await expect(button).toBeInViewport({ ratio: 1 });
    }
    await searchAccounts(page, 'acme');
    await expect(accountRow(page, ACME).getByRole('link', { name: 'Acme Logistics' })).toBeVisible();
  });
});
