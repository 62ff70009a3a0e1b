import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAccessible } from '../../support/a11y.ts';
import { ConsolePage } from '../../support/consolePage.ts';
import { expectNextPageKeptOnReload } from '../../support/cursorPaging.ts';
import { hotspotsPath, newHotspotId, registerHotspot } from '../../support/hotspots.ts';
import { api, uniqueName, waitForApi } from '../../support/platformApi.ts';
import { expectToast } from '../routes/routesApi.ts';
import { openedDialog } from '../../support/forms.ts';

const MANAGE = '/hotspots/manage';

async function openManage(page: Page, query = ''): Promise<Locator> {
  await new ConsolePage(page).open(`${MANAGE}${query}`, 'Manage Hotspots');
  const table = page.getByRole('table', { name: 'Hotspots' });
  await expect(table.locator('tbody tr.ant-table-row').first()).toBeVisible();
  return table;
}

async function openRegisterDialog(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Register Hotspot' }).first().click();
  return openedDialog(page, 'Register Hotspot');
}

/** The first data row's alias link (the table is ordered by alias, then id). */
const firstAlias = (table: Locator): Locator =>
  table.locator('tbody tr.ant-table-row').first().getByRole('link').first();

/**
 * The row of `hotspotId`, paging on with Next while it is not shown (`loaded`: the list's answer that
 * the table is waiting for): the table is ordered by alias, and hotspots that other tests register
 * without one come first.
 */
async function rowOnSomePage(page: Page, table: Locator, hotspotId: string, loaded: Promise<unknown>) {
  await loaded;
  const row = table.getByRole('row').filter({ hasText: hotspotId });
  for (let pages = 0; pages < 10; pages++) {
    await expect(table.locator('.ant-spin-spinning')).toHaveCount(0);
    if (await row.isVisible()) return row;
    const next = waitForApi(page, 'GET', hotspotsPath);
    await page.getByRole('button', { name: 'Next' }).click();
    await next;
  }
  await expect(row).toBeVisible();
  return row;
}

test('pages the hotspots 50 at a time: Next puts the cursor in the URL, Previous returns, a reload keeps the page', async ({
  page,
}) => {
  const table = await openManage(page);
  await expect(table.locator('tbody tr.ant-table-row')).toHaveCount(50);
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
  const first = (await firstAlias(table).textContent()) ?? '';

  const second = await expectNextPageKeptOnReload(page, firstAlias(table), first);

  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page).toHaveURL(/\/hotspots\/manage$/);
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await expect(firstAlias(table)).not.toHaveText(second);
});

test('registers a pasted urn:uuid: id in Ungrouped: "Hotspot registered successfully", and it is in the table', async ({
  page,
}) => {
  const table = await openManage(page);
  const hotspotId = newHotspotId();
  const alias = uniqueName('!e2e register');
  const dialog = await openRegisterDialog(page);
  const idField = dialog.getByLabel('Hotspot ID');
  await idField.fill(`urn:uuid:${hotspotId.toUpperCase()}`);
  await expect(idField).toHaveValue(hotspotId);
  await dialog.getByLabel('Alias').fill(alias);
  await expect(dialog.getByText('Ungrouped')).toBeVisible();
  const refreshed = waitForApi(page, 'GET', hotspotsPath);
  await dialog.getByRole('button', { name: 'Register' }).click();
  await expectToast(page, 'Hotspot registered successfully');
  await expect(dialog).toBeHidden();

  const row = await rowOnSomePage(page, table, hotspotId, refreshed);
  await expect(row.getByRole('link', { name: alias })).toHaveAttribute('href', `/hotspots/${hotspotId}`);
  await expect(row.getByText('Ungrouped')).toBeVisible();
  const stored = await api<{ group_id: string; alias: string }>(page, 'GET', `${hotspotsPath}/${hotspotId}`);
  expect(stored.body).toMatchObject({ group_id: 'ungrouped', alias });
});

test('the register dialog says "Hotspot ID is required", "Valid Hotspot ID required" and "At most 100 characters"', async ({
  page,
}) => {
  await openManage(page);
  const dialog = await openRegisterDialog(page);
  await dialog.getByRole('button', { name: 'Register' }).click();
  await expect(dialog.getByText('Hotspot ID is required')).toBeVisible();

  await dialog.getByLabel('Hotspot ID').fill('urn:uuid:not-a-uuid');
  await expect(dialog.getByText('Valid Hotspot ID required')).toBeVisible();

  await dialog.getByLabel('Alias').fill('a'.repeat(101));
  await dialog.getByLabel('Site ID').fill('s'.repeat(101));
  await expect(dialog.getByText('At most 100 characters')).toHaveCount(2);
  await dialog.getByRole('button', { name: 'Register' }).click();
  await expect(dialog).toBeVisible();
});

test('?hotspot_id=urn:uuid:… opens the dialog pre-filled; closing it drops the parameter', async ({ page }) => {
  const hotspotId = newHotspotId();
  await new ConsolePage(page).open(`${MANAGE}?hotspot_id=urn:uuid:${hotspotId}`, 'Manage Hotspots');
  const dialog = await openedDialog(page, 'Register Hotspot');
  await expect(dialog.getByLabel('Hotspot ID')).toHaveValue(hotspotId);
  await expect(dialog.getByLabel('Hotspot ID')).toBeFocused();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/hotspots\/manage$/);
});

test('registering an id twice shows the server message (409) and keeps what was typed', async ({ page }) => {
  await openManage(page);
  const { hotspot_id: hotspotId } = await registerHotspot(page);
  const dialog = await openRegisterDialog(page);
  await dialog.getByLabel('Hotspot ID').fill(hotspotId);
  await dialog.getByLabel('Site ID').fill('Depot 9');
  await dialog.getByRole('button', { name: 'Register' }).click();
  await expectToast(page, 'Hotspot already registered');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Hotspot ID')).toHaveValue(hotspotId);
  await expect(dialog.getByLabel('Site ID')).toHaveValue('Depot 9');
});

test('a failure without a message says "An unexpected error occurred" and keeps the dialog', async ({ page }) => {
  await openManage(page);
  // A bare 502 from a proxy in front of the platform: no body, so no server message.
  await page.route(
    (url) => url.pathname === hotspotsPath,
    (route) => (route.request().method() === 'POST' ? route.fulfill({ status: 502, body: '' }) : route.fallback()),
  );
  const hotspotId = newHotspotId();
  const dialog = await openRegisterDialog(page);
  await dialog.getByLabel('Hotspot ID').fill(hotspotId);
  await dialog.getByRole('button', { name: 'Register' }).click();
  await expectToast(page, 'An unexpected error occurred');
  await expect(dialog.getByLabel('Hotspot ID')).toHaveValue(hotspotId);
});

test('links the scanner app in a new tab', async ({ page }) => {
  await openManage(page);
  const link = page.getByRole('link', { name: 'Open the scanner app' });
  await expect(link).toHaveAttribute('href', /^https?:\/\//);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
});

test('Manage Hotspots and its dialog are accessible', async ({ page }) => {
  await openManage(page);
  await expectAccessible(page, 'manage hotspots');
  await openRegisterDialog(page);
  await expectAccessible(page, 'register hotspot dialog');
});
