import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAccessible } from '../../support/a11y.ts';
import { saveTier, uniqueTierName } from '../../support/admin-dashboard.ts';
import { openSignedIn } from '../../support/admin-hotspots.ts';
import { ConsolePage } from '../../support/consolePage.ts';
import { SHELL_URL } from '../../support/constants.ts';
import { API_ORIGIN, injectFault } from '../../support/faults.ts';
import { api } from '../../support/platformApi.ts';
import { storageStateOf } from '../../support/users.ts';
import { expectToast } from '../routes/routesApi.ts';
import { openedDialog } from '../../support/forms.ts';

test.use({ storageState: storageStateOf('staff') });

const TIERS = '/admin/tiers';
const table = (page: Page) => page.getByRole('table', { name: 'Tier profiles' });
const tierRow = (page: Page, name: string) =>
  table(page)
    .locator('tbody tr.ant-table-row')
    .filter({ has: page.locator('code', { hasText: new RegExp(`^${name}$`) }) });

async function openTiers(page: Page, query = ''): Promise<void> {
  await new ConsolePage(page).open(`${TIERS}${query}`, 'Tier Management');
}

/** The editor drawer, open and settled. */
const editor = (page: Page, title: string): Promise<Locator> => openedDialog(page, title);

test('pages the tiers 50 at a time with the page in the URL; the search waits 300 ms and is in the URL', async ({
  page,
}) => {
  await openSignedIn(page);
  const prefix = uniqueTierName('zz-page');
  for (let n = 1; n <= 52; n++)
    await saveTier(page, { tier_name: `${prefix}-${String(n).padStart(2, '0')}`, profile_name: `Paging ${n}` });

  await page.clock.install();
  await openTiers(page);
  await expect(tierRow(page, 'free')).toBeVisible();
  // The page's clock stops (a second on), so the debounce is measured exactly.
  await page.clock.pauseAt(new Date(Date.now() + 1_000));
  await page.getByLabel('Search tiers').fill(prefix);
  await page.clock.runFor(299);
  expect(new URL(page.url()).searchParams.get('search')).toBeNull();
  await page.clock.runFor(1);
  await expect(page).toHaveURL(new RegExp(`[?&]search=${prefix}`));
  await page.clock.resume();

  const rows = table(page).locator('tbody tr.ant-table-row');
  await expect(rows).toHaveCount(50);
  await expect(tierRow(page, `${prefix}-01`)).toBeVisible();
  await page.getByTitle('Next Page').click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(rows).toHaveCount(2);
  await expect(tierRow(page, `${prefix}-52`)).toBeVisible();

  await page.reload();
  await expect(rows).toHaveCount(2);
  await expect(page.getByLabel('Search tiers')).toHaveValue(prefix);
  await page.getByTitle('Previous Page').click();
  await expect(rows).toHaveCount(50);
  expect(new URL(page.url()).searchParams.get('page')).toBeNull();
});

test('creates, edits (tier_name fixed) and deletes a custom tier; the delete asks first', async ({ page }) => {
  const name = uniqueTierName('e2e-tier');
  await openTiers(page);
  await page.getByRole('button', { name: 'New tier' }).click();
  let drawer = await editor(page, 'New tier');
  await drawer.getByLabel('Tier name').fill('Not Lowercase');
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(drawer.getByText('Tier name must be lowercase letters, digits, - or _')).toBeVisible();
  await expect(drawer.getByText('Display name is required')).toBeVisible();
  await drawer.getByLabel('Tier name').fill(name);
  await drawer.getByLabel('Display name').fill('E2E tier');
  await drawer.getByLabel('Maximum devices').fill('2000000');
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(drawer.getByText('Maximum devices must be between 0 and 1,000,000')).toBeVisible();
  await drawer.getByLabel('Maximum devices').fill('1234');
  await drawer.getByRole('switch', { name: 'Invoiced billing' }).click();
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, `Tier ${name} created`);
  await expect(drawer).toBeHidden();
  const created = await api<{ profile_name: string; features: Record<string, unknown> }>(
    page,
    'GET',
    `/admin/tier-profiles/${name}`,
  );
  expect(created.body).toMatchObject({ profile_name: 'E2E tier', features: { max_devices: 1234, invoiced: true } });

  await page.getByLabel('Search tiers').fill(name);
  await tierRow(page, name)
    .getByRole('button', { name: `Edit tier ${name}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`[?&]tier=${name}`));
  drawer = await editor(page, `Edit tier ${name}`);
  await expect(drawer.getByLabel('Tier name')).toBeDisabled();
  await drawer.getByLabel('Display name').fill('E2E tier, edited');
  await drawer.getByText('JSON', { exact: true }).click();
  const json = drawer.getByLabel('Features as JSON');
  expect(JSON.parse(await json.inputValue())).toMatchObject({ max_devices: 1234, invoiced: true });
  await json.fill('{"max_devices": 99,');
  await drawer.getByText('Form', { exact: true }).click();
  await expect(drawer.getByText(/^The features are not valid JSON/)).toBeVisible();
  await json.fill('{"max_devices": 99, "invoiced": false}');
  await drawer.getByText('Form', { exact: true }).click();
  await expect(drawer.getByLabel('Maximum devices')).toHaveValue('99');
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, `Tier ${name} saved`);
  const edited = await api(page, 'GET', `/admin/tier-profiles/${name}`);
  expect(edited.body).toEqual({
    tier_name: name,
    profile_name: 'E2E tier, edited',
    features: { max_devices: 99, invoiced: false },
  });

  await tierRow(page, name)
    .getByRole('button', { name: `Delete tier ${name}` })
    .click();
  let prompt = await openedDialog(page, `Delete the tier ${name}?`);
  await prompt.getByRole('button', { name: 'Cancel' }).click();
  await expect(prompt).toBeHidden();
  await expect(tierRow(page, name)).toBeVisible();
  await tierRow(page, name)
    .getByRole('button', { name: `Delete tier ${name}` })
    .click();
  prompt = await openedDialog(page, `Delete the tier ${name}?`);
  await prompt.getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, `Tier ${name} deleted`);
  await expect(tierRow(page, name)).toHaveCount(0);
  expect((await api(page, 'GET', `/admin/tier-profiles/${name}`)).status).toBe(404);
});

test('a standard tier cannot be deleted (disabled, with the hint); a tier in use shows the server refusal; accessible', async ({
  page,
}) => {
  await openTiers(page);
  const remove = tierRow(page, 'free').getByRole('button', { name: 'Delete tier free' });
  await expect(remove).toBeDisabled();
  await remove.hover({ force: true });
  await expect(page.getByRole('tooltip', { name: 'Standard tiers cannot be deleted' })).toBeVisible();
  await expectAccessible(page, 'tier management');

  await tierRow(page, 'partner-beta').getByRole('button', { name: 'Delete tier partner-beta' }).click();
  const prompt = await openedDialog(page, 'Delete the tier partner-beta?');
  await prompt.getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'The tier partner-beta could not be deleted');
  await expect(tierRow(page, 'partner-beta')).toBeVisible();
});

test('?tier= opens that tier in the editor; ?tier=unknown shows "Tier not found"', async ({ page }) => {
  await openTiers(page, '?tier=acme-custom');
  const drawer = await editor(page, 'Edit tier acme-custom');
  await expect(drawer.getByLabel('Tier name')).toHaveValue('acme-custom');
  await expect(drawer.getByLabel('Display name')).toHaveValue('Acme custom');
  await expect(drawer.getByLabel('Maximum devices')).toHaveValue('50000');
  await expect(drawer.getByRole('region', { name: 'Limits' })).toBeVisible();
  await drawer.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/admin\/tiers$/);

  await openTiers(page, '?tier=unknown');
  const warning = page.getByRole('alert').filter({ hasText: 'Tier not found' });
  await expect(warning).toBeVisible();
  await expect(warning).toContainText('There is no tier named unknown.');
});

test('errors: a 403 says "Admin permissions required to access tier management", a 500 the server message', async ({
  page,
}) => {
  // Staff pass the server's admin check, and the fault injector makes no 403: this one answer is
  // fulfilled here, as a server refusing the tier list would send it.
  await page.route(
    (url) => url.origin === API_ORIGIN && url.pathname === '/admin/tier-profiles',
    (route) =>
      route.request().method() === 'OPTIONS'
        ? route.fallback()
        : route.fulfill({
            status: 403,
            json: { error: 'Platform admin only' },
            headers: { 'access-control-allow-origin': SHELL_URL },
          }),
  );
  await openTiers(page);
  await expect(page.getByText('Admin permissions required to access tier management')).toBeVisible();
  await page.unrouteAll({ behavior: 'wait' });

  await injectFault(page, { path: '/admin/tier-profiles', method: 'GET', kind: '500' });
  await openTiers(page);
  await expect(page.getByRole('alert').filter({ hasText: 'Internal server error' })).toBeVisible();
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(tierRow(page, 'free')).toBeVisible();
});

test.describe('on a 390 px screen', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the list does not scroll sideways, and the editor fits the screen', async ({ page }) => {
    await openTiers(page);
    await expect(tierRow(page, 'free')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'New tier' }).click();
    const drawer = await editor(page, 'New tier');
    // Once the drawer has slid in, it lies within the 390 px screen.
    await expect
      .poll(async () => {
        const box = await drawer.boundingBox();
        return box ? [Math.round(box.x), Math.round(box.x + box.width)] : null;
      })
      .toEqual([0, 390]);
    const save = drawer.getByRole('button', { name: 'Save' });
    await save.scrollIntoViewIfNeeded();
    await expect(save).toBeInViewport({ ratio: 1 });
  });
});
