import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../../support/a11y.ts';
import {
  createGroupIn,
  hotspotIdWith,
  hotspotSummary,
  openSignedIn,
  registerHotspotIn,
  STAFF_ACCOUNT,
  uniqueIdPrefix,
} from '../../support/admin-hotspots.ts';
import { ConsolePage } from '../../support/consolePage.ts';
import { injectFault } from '../../support/faults.ts';
import { setHotspotStatus } from '../../support/hotspots.ts';
import { ACME, uniqueName } from '../../support/platformApi.ts';
import { storageStateOf } from '../../support/users.ts';
import { chooseOption } from '../../support/forms.ts';

test.use({ storageState: storageStateOf('staff') });

const MONITORING = '/admin/hotspots-monitoring';
/** A seeded filler account that is suspended and monitors no hotspots (platform-sim's seed). */
const SUSPENDED_ACCOUNT = 'redwood-health';
/** An account id the platform does not know (platform-sim answers 404 "Account not found"). */
const UNKNOWN_ACCOUNT = 'no-such-account-e2e';

const card = (page: Page, key: string) => page.locator(`[data-card="${key}"]`);
const table = (page: Page) => page.getByRole('table', { name: 'Monitored hotspots' });
const count = (page: Page) => page.getByText(/^Showing [\d,]+ hotspots?$/);

/** Chooses `option` in the filter select labelled `label` (antd's Select opens a list outside the form). */
async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByLabel(label, { exact: true }).click();
  await chooseOption(page, option);
}

/** Three hotspots of this test in beacon-internal, ids sharing a prefix: A (group, online), B (group, offline), C (no group). */
async function threeHotspots(page: Page) {
  const prefix = uniqueIdPrefix();
  const group = await createGroupIn(page, STAFF_ACCOUNT, uniqueName('e2e monitoring'));
  const [a, b, c] = [hotspotIdWith(prefix), hotspotIdWith(prefix), hotspotIdWith(prefix)];
  await registerHotspotIn(page, STAFF_ACCOUNT, a, { alias: 'e2e monitored A', group_id: group });
  await registerHotspotIn(page, STAFF_ACCOUNT, b, { group_id: group });
  await registerHotspotIn(page, STAFF_ACCOUNT, c);
  await setHotspotStatus(page, a, 'online');
  await setHotspotStatus(page, b, 'offline');
  return { prefix, group, a, b, c };
}

test('breadcrumb, cards, columns; each filter, Apply, Enter, Clear, kept in the URL; accessible', async ({ page }) => {
  await openSignedIn(page);
  const { prefix, group, a, b, c } = await threeHotspots(page);
  const summary = await hotspotSummary(page, STAFF_ACCOUNT);
  const app = new ConsolePage(page);
  await app.open(`${MONITORING}?account_id=${STAFF_ACCOUNT}`, 'Monitored Hotspots');

  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
  await expect(crumbs.getByRole('link', { name: 'Beacon Internal' })).toHaveAttribute(
    'href',
    `/admin/accounts/${STAFF_ACCOUNT}`,
  );
  await expect(crumbs).toContainText('Monitored Hotspots');
  await expect(card(page, 'account')).toContainText('Active');
  await expect(card(page, 'total')).toHaveText(`Total hotspots${summary.total_hotspots}`);
  await expect(card(page, 'online')).toHaveText(`Online${summary.status_summary.online}`);
  await expect(card(page, 'offline')).toHaveText(`Offline${summary.status_summary.offline}`);
  await expect(count(page)).toHaveText(`Showing ${summary.total_hotspots} hotspots`);

  // The hotspot id: trimmed, any case; Enter applies it.
  await page.getByLabel('Hotspot ID').fill(`  ${prefix.toUpperCase()} `);
  await page.getByLabel('Hotspot ID').press('Enter');
  await expect(page).toHaveURL(
    (url) => url.search === `?account_id=${STAFF_ACCOUNT}&hotspot_id=${prefix.toUpperCase()}`,
  );
  await expect(count(page)).toHaveText('Showing 3 hotspots');
  const rowOf = (id: string) => table(page).getByRole('row').filter({ hasText: id });
  await expect(rowOf(a).getByRole('link', { name: a, exact: true })).toHaveAttribute('href', `/admin/hotspots/${a}`);
  await expect(rowOf(a)).toContainText('e2e monitored A');
  await expect(rowOf(a)).toContainText('Online');
  await expect(rowOf(b)).toContainText('N/A');
  await expect(rowOf(b)).toContainText('Offline');
  await expect(rowOf(b)).toContainText(group);
  await expect(rowOf(c)).toContainText('Ungrouped');
  await expect(rowOf(c).getByRole('link', { name: `View hotspot ${c}` })).toHaveAttribute(
    'href',
    `/admin/hotspots/${c}`,
  );
  await expectAccessible(page, 'admin monitored hotspots');

  // Status, an exact match; the filters survive a reload (they are in the URL).
  await choose(page, 'Status', 'Online');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(count(page)).toHaveText('Showing 1 hotspot');
  await page.reload();
  await expect(count(page)).toHaveText('Showing 1 hotspot');
  await expect(rowOf(a)).toBeVisible();
  await expect(page.getByLabel('Hotspot ID')).toHaveValue(prefix.toUpperCase());

  // Group, an exact match, with status.
  await choose(page, 'Group', group);
  await choose(page, 'Status', 'Offline');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(new RegExp(`group=${group}&status=offline&hotspot_id=`));
  await expect(count(page)).toHaveText('Showing 1 hotspot');
  await expect(rowOf(b)).toBeVisible();

  // Nothing matches: 'No hotspots found'.
  await choose(page, 'Status', 'Unknown');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(count(page)).toHaveText('Showing 0 hotspots');
  await expect(table(page)).toContainText('No hotspots found');

  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(page).toHaveURL((url) => url.search === `?account_id=${STAFF_ACCOUNT}`);
  await expect(count(page)).toHaveText(`Showing ${summary.total_hotspots} hotspots`);
  await expect(page.getByLabel('Hotspot ID')).toHaveValue('');
});

test('a suspended account without hotspots: Suspended, "No hotspots found for this account"; Refresh', async ({
  page,
}) => {
  await new ConsolePage(page).open(`${MONITORING}?account_id=${SUSPENDED_ACCOUNT}`, 'Monitored Hotspots');
  await expect(card(page, 'account')).toContainText('Suspended');
  await expect(card(page, 'total')).toHaveText('Total hotspots0');
  await expect(table(page)).toContainText('No hotspots found for this account');
  await expect(count(page)).toHaveText('Showing 0 hotspots');
  const reloaded = page.waitForResponse((r) => r.url().endsWith(`/admin/accounts/${SUSPENDED_ACCOUNT}/hotspot-status`));
  await page.getByRole('button', { name: 'Refresh' }).click();
  expect((await reloaded).status()).toBe(200);
});

test('without an account_id, or with 2 characters: "No Account Selected", nothing loads, a way to /admin', async ({
  page,
}) => {
  const accountCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/admin/accounts')) accountCalls.push(r.url());
  });
  const app = new ConsolePage(page);
  for (const url of [MONITORING, `${MONITORING}?account_id=%20ab%20`]) {
    await app.open(url, 'Monitored Hotspots');
    await expect(page.getByText('No Account Selected')).toBeVisible();
    await expect(page.getByText('This page must be accessed from an account details page')).toBeVisible();
  }
  await page.getByRole('button', { name: 'Go to Admin Dashboard' }).click();
  await expect(app.heading('Admin Dashboard')).toBeVisible();
  expect(
    accountCalls.filter((url) => url.includes('hotspot-status') || /\/admin\/accounts\/[^/?]+$/.test(url)),
  ).toEqual([]);
});

test('an unknown account: "Account Not Found", the breadcrumb names it without a link, a way back to /admin', async ({
  page,
}) => {
  const app = new ConsolePage(page);
  await app.open(`${MONITORING}?account_id=${UNKNOWN_ACCOUNT}`, 'Monitored Hotspots');
  await expect(page.getByText('Account Not Found')).toBeVisible();
  await expect(page.getByText(`There is no account with the ID ${UNKNOWN_ACCOUNT}.`)).toBeVisible();
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs).toContainText(UNKNOWN_ACCOUNT);
  await expect(crumbs.getByRole('link')).toHaveCount(1);
  await expect(crumbs.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
  // Nothing of an account that is not there: no cards, filters, table, Refresh or failure notices.
  await expect(table(page)).toHaveCount(0);
  await expect(card(page, 'account')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Refresh' })).toHaveCount(0);
  await expect(page.getByText(/^Failed to load/)).toHaveCount(0);
  await expectAccessible(page, 'admin monitored hotspots, unknown account');

  await page.getByRole('link', { name: 'Back to the admin dashboard' }).click();
  await expect(app.heading('Admin Dashboard')).toBeVisible();
});

test('load failures: "Failed to load account data: …" and "Failed to load hotspot data: …"', async ({ page }) => {
  await openSignedIn(page);
  await injectFault(page, { path: `/admin/accounts/${STAFF_ACCOUNT}`, method: 'GET', kind: '500' });
  await injectFault(page, { path: `/admin/accounts/${STAFF_ACCOUNT}/hotspot-status`, method: 'GET', kind: '500' });
  await new ConsolePage(page).navigateClientSide(`${MONITORING}?account_id=${STAFF_ACCOUNT}`);
  await expect(page.getByText('Failed to load account data: Internal server error')).toBeVisible();
  await expect(page.getByText('Failed to load hotspot data: Internal server error')).toBeVisible();
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByText(/^Failed to load/)).toHaveCount(0);
  await expect(count(page)).toBeVisible();
});

test.describe('on a 390 px screen', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a thousand hotspots: the page does not scroll sideways, the filters and the table are usable', async ({
    page,
  }) => {
    await new ConsolePage(page).open(`${MONITORING}?account_id=${ACME}`, 'Monitored Hotspots');
    await expect(count(page)).toHaveText(/^Showing \d{1,3}(,\d{3})+ hotspots$/);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await choose(page, 'Status', 'Offline');
    const apply = page.getByRole('button', { name: 'Apply' });
    await apply.scrollIntoViewIfNeeded();
    await expect(apply).toBeInViewport({ ratio: 1 });
    await apply.click();
    await expect(page).toHaveURL(/status=offline/);
    await expect(table(page).getByRole('link', { name: 'View hotspot', exact: false }).first()).toBeVisible();
  });
});
