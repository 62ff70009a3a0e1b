import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../../support/a11y.ts';
import { ConsolePage } from '../../support/consolePage.ts';
import { injectFault } from '../../support/faults.ts';
import { createGroup, hotspotsPath, newHotspotId, registerHotspot } from '../../support/hotspots.ts';
import { api, uniqueName } from '../../support/platformApi.ts';
import { storageStateOf } from '../../support/users.ts';
import { expectToast } from '../routes/routesApi.ts';
import { chooseOption, openedDialog } from '../../support/forms.ts';

/** Opens the console and waits for the signed-in user, so the API helpers have a token. */
async function signedIn(page: Page): Promise<void> {
  await page.goto('/hotspots/manage');
  await expect(page.getByTestId('signed-in-user')).toBeVisible();
}

/** A hotspot of this test's own, opened in its view. */
async function openNewHotspot(page: Page, alias = uniqueName('e2e view')) {
  await signedIn(page);
  const { hotspot_id: hotspotId } = await registerHotspot(page, { alias, site_id: 'Depot 7' });
  await new ConsolePage(page).open(`/hotspots/${hotspotId}`, alias);
  return { hotspotId, alias };
}

test.describe('as the owner', () => {
  test('shows a registered hotspot: id, alias, site, group, status, no location, uptime; accessible', async ({
    page,
  }) => {
    const { hotspotId } = await openNewHotspot(page);
    const details = page.locator('.ant-descriptions');
    await expect(details.getByText(hotspotId)).toBeVisible();
    await expect(details.getByText('Depot 7')).toBeVisible();
    await expect(details.getByRole('link', { name: 'Ungrouped' })).toHaveAttribute(
      'href',
      '/hotspots/groups/ungrouped',
    );
    await expect(details.getByText('Unknown')).toBeVisible();
    await expect(details.getByText('No location reported')).toBeVisible();
    await expect(details.getByRole('img', { name: 'No signal reported' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Recent status changes' })).toBeVisible();
    await expectAccessible(page, 'hotspot view');
  });

  test('edits alias, site and group: "Hotspot updated successfully", and the new values show', async ({ page }) => {
    await signedIn(page);
    const group = await createGroup(page, { name: uniqueName('e2e view group') });
    const { hotspotId } = await openNewHotspot(page);
    const renamed = uniqueName('e2e renamed');
    await page.getByRole('button', { name: 'Edit' }).click();
    const dialog = await openedDialog(page, 'Edit hotspot');
    await dialog.getByLabel('Alias').fill(renamed);
    await dialog.getByLabel('Site ID').fill('Depot 8');
    await dialog.getByLabel('Group').fill(group.name);
    await chooseOption(page, group.name);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Hotspot updated successfully');
    await expect(dialog).toBeHidden();
    await expect(new ConsolePage(page).heading(renamed)).toBeVisible();
    await expect(page.locator('.ant-descriptions').getByText('Depot 8')).toBeVisible();
    await expect(page.locator('.ant-descriptions').getByRole('link', { name: group.name })).toBeVisible();
    const stored = await api<{ alias: string; site_id: string; group_id: string }>(
      page,
      'GET',
      `${hotspotsPath}/${hotspotId}`,
    );
    expect(stored.body).toMatchObject({ alias: renamed, site_id: 'Depot 8', group_id: group.group_id });
  });

  test('a failed update says "Failed to update hotspot" and keeps what was typed', async ({ page }) => {
    const { hotspotId } = await openNewHotspot(page);
    await injectFault(page, { path: `${hotspotsPath}/${hotspotId}`, method: 'POST', kind: '500' });
    await page.getByRole('button', { name: 'Edit' }).click();
    const dialog = await openedDialog(page, 'Edit hotspot');
    await dialog.getByLabel('Alias').fill('Not saved');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Failed to update hotspot');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Alias')).toHaveValue('Not saved');
  });

  test('deletes after a confirmation: "Hotspot deleted successfully", back on Manage Hotspots, and gone', async ({
    page,
  }) => {
    const { hotspotId, alias } = await openNewHotspot(page);
    await page.getByRole('button', { name: 'Delete' }).click();
    const confirm = await openedDialog(page, `Delete the hotspot ${alias}?`);
    await expect(confirm.getByText('This cannot be undone.')).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete hotspot' }).click();
    await expectToast(page, 'Hotspot deleted successfully');
    await expect(page).toHaveURL(/\/hotspots\/manage$/);
    await expect(new ConsolePage(page).heading('Manage Hotspots')).toBeVisible();
    await expect(page.getByText('Failed to fetch hotspot')).toHaveCount(0);
    expect((await api(page, 'GET', `${hotspotsPath}/${hotspotId}`)).status).toBe(404);
  });

  test('a failed delete toasts the server message and stays', async ({ page }) => {
    const { alias } = await openNewHotspot(page);
    await injectFault(page, { path: `${hotspotsPath}/*`, method: 'DELETE', kind: '500' });
    await page.getByRole('button', { name: 'Delete' }).click();
    const confirm = await openedDialog(page, `Delete the hotspot ${alias}?`);
    await confirm.getByRole('button', { name: 'Delete hotspot' }).click();
    await expectToast(page, 'Internal server error');
    await expect(new ConsolePage(page).heading(alias)).toBeVisible();
  });

  test('"View on dashboard" opens the dashboard filtered by the hotspot', async ({ page }) => {
    const { hotspotId } = await openNewHotspot(page);
    await page.getByRole('link', { name: 'View on dashboard' }).click();
    await expect(page).toHaveURL(new RegExp(`/hotspots/dashboard\\?hotspot_id=${hotspotId}$`));
  });

  test('an unknown hotspot: "Failed to fetch hotspot", then the not-found page at /404', async ({ page }) => {
    await page.goto(`/hotspots/${newHotspotId()}`);
    await expect(page.locator('.ant-notification-notice').filter({ hasText: 'Failed to fetch hotspot' })).toHaveCount(
      1,
    );
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByRole('heading', { name: /not found/i })).toBeVisible();
  });
});

// admin-and-hotspots.md §6 gives hotspot pages no level rule (issue 30, item 1).
for (const role of ['member', 'installer'] as const) {
  test.describe(`as ${role === 'member' ? 'a member (level 30)' : 'an installer (level 40)'}`, () => {
    test.use({ storageState: storageStateOf(role) });

    test('deletes a hotspot after the confirmation', async ({ page }) => {
      const { alias } = await openNewHotspot(page);
      await expect(page.getByRole('button', { name: 'Edit' })).toBeEnabled();
      await page.getByRole('button', { name: 'Delete' }).click();
      const confirm = await openedDialog(page, `Delete the hotspot ${alias}?`);
      await confirm.getByRole('button', { name: 'Delete hotspot' }).click();
      await expectToast(page, 'Hotspot deleted successfully');
    });
  });
}
