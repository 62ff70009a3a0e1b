import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAccessible } from '../../support/a11y.ts';
import { ConsolePage } from '../../support/consolePage.ts';
import { injectFault } from '../../support/faults.ts';
import { createGroup, groupsPath, hotspotsPath, registerHotspot, setHotspotStatus } from '../../support/hotspots.ts';
import { api, uniqueName } from '../../support/platformApi.ts';
import { startReceiver } from '../../support/receiver.ts';
import { storageStateOf } from '../../support/users.ts';
import { expectToast } from '../routes/routesApi.ts';
import { openedDialog } from '../../support/forms.ts';

/** Opens the console (so `api` has a token), creates a group of this test's own and opens its page. */
async function openNewGroup(
  page: Page,
  input: Omit<Parameters<typeof createGroup>[1], 'name'> = {},
  prefix = 'E2E group',
): Promise<{ group_id: string; name: string }> {
  await new ConsolePage(page).open('/hotspots/groups', 'Hotspot Groups');
  const group = await createGroup(page, { name: uniqueName(prefix), ...input });
  await openGroup(page, group);
  return group;
}

async function openGroup(page: Page, group: { group_id: string; name: string }): Promise<void> {
  await new ConsolePage(page).open(`/hotspots/groups/${group.group_id}`, group.name);
}

const settings = (page: Page): Locator => page.locator('.ant-descriptions');
const hotspotRows = (page: Page): Locator =>
  page.getByRole('table', { name: 'Hotspots in this group' }).locator('tbody tr.ant-table-row');

test('shows the settings and edits them: "Group updated successfully", a failure "Failed to update group"', async ({
  page,
}) => {
  const group = await openNewGroup(page, {
    description: 'Before',
    alert_enabled: true,
    alert_target_type: 'email',
    alert_target_value: 'ops@example.com',
  });
  await expect(settings(page)).toContainText('Before');
  await expect(settings(page)).toContainText('ops@example.com');
  await expectAccessible(page, 'group detail');

  await page.getByRole('button', { name: 'Edit' }).click();
  let dialog = await openedDialog(page, 'Edit group');
  await expect(dialog.getByLabel('Alert email')).toHaveValue('ops@example.com');
  await dialog.getByLabel('Description').fill('After');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Group updated successfully');
  await expect(settings(page)).toContainText('After');

  await page.getByRole('button', { name: 'Edit' }).click();
  dialog = await openedDialog(page, 'Edit group');
  await dialog.getByLabel('Description').fill('Never saved');
  await injectFault(page, { path: `${groupsPath}/${group.group_id}`, method: 'POST', kind: '500' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Failed to update group');
  await expect(dialog.getByLabel('Description')).toHaveValue('Never saved');
});

test('deletes after a confirmation: a failure says "Failed to delete group"; then its hotspots are in Ungrouped', async ({
  page,
}) => {
  const group = await openNewGroup(page);
  const hotspot = await registerHotspot(page, { alias: uniqueName('E2E moved'), group_id: group.group_id });
  await page.reload();
  await expect(hotspotRows(page)).toHaveCount(1);

  await injectFault(page, { path: `${groupsPath}/${group.group_id}`, method: 'DELETE', kind: '500' });
  await page.getByRole('button', { name: 'Delete' }).click();
  let confirm = await openedDialog(page, `Delete the group ${group.name}?`);
  await expect(confirm).toContainText('Its hotspots move to Ungrouped.');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Failed to delete group');
  await expect(confirm).toBeHidden();

  await page.getByRole('button', { name: 'Delete' }).click();
  confirm = await openedDialog(page, `Delete the group ${group.name}?`);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Group deleted successfully');
  await expect(page).toHaveURL(/\/hotspots\/groups$/);
  await expect(new ConsolePage(page).heading('Hotspot Groups')).toBeVisible();
  await expect(page.getByRole('article', { name: group.name })).toHaveCount(0);

  const moved = await api<{ group_id: string }>(page, 'GET', `${hotspotsPath}/${hotspot.hotspot_id}`);
  expect(moved.body.group_id).toBe('ungrouped');
  expect((await api(page, 'GET', `${groupsPath}/${group.group_id}`)).status).toBe(404);
});

test('Ungrouped cannot be deleted: the API answers 409 and its page offers no Delete', async ({ page }) => {
  await new ConsolePage(page).open('/hotspots/groups/ungrouped', 'Ungrouped');
  expect((await api(page, 'DELETE', `${groupsPath}/ungrouped`)).status).toBe(409);
  await expect(page.getByText(/Ungrouped cannot be deleted/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await expect(page.getByText('Alerts are off for this group')).toBeVisible();
});

test('pages its hotspots at 50 with the cursor in the URL, and links to the dashboard filtered by it', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const group = await openNewGroup(page);
  for (let n = 0; n < 51; n++) await registerHotspot(page, { alias: `E2E paged ${n}`, group_id: group.group_id });
  await page.reload();
  await expect(hotspotRows(page)).toHaveCount(50);
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/[?&]cursor=[^&]+/);
  await expect(hotspotRows(page)).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  await page.reload();
  await expect(hotspotRows(page)).toHaveCount(1);

  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page).not.toHaveURL(/cursor=/);
  await expect(hotspotRows(page)).toHaveCount(50);

  await page.getByRole('link', { name: 'View on dashboard' }).click();
  await expect(page).toHaveURL(new RegExp(`/hotspots/dashboard\\?group_id=${group.group_id}$`));
  await expect(new ConsolePage(page).heading('Hotspot Dashboard')).toBeVisible();
});

test('an unknown group says "Group not found" with a way back to the groups', async ({ page }) => {
  await new ConsolePage(page).open('/hotspots/groups/grp-does-not-exist', 'Group not found');
  await page.getByRole('link', { name: 'Back to the groups' }).click();
  await expect(new ConsolePage(page).heading('Hotspot Groups')).toBeVisible();
});

test('lists a delivered alert once a hotspot of the group went offline and stayed so', async ({ page }) => {
  test.setTimeout(60_000);
  const receiver = await startReceiver();
  try {
    const group = await openNewGroup(
      page,
      { alert_enabled: true, alert_target_type: 'webhook', alert_target_value: receiver.url },
      'E2E alerts',
    );
    const alias = uniqueName('E2E alerting');
    const { hotspot_id } = await registerHotspot(page, { alias, group_id: group.group_id });
    const alerts = page.getByRole('table', { name: 'Last alerts' });
    await expect(alerts).toContainText('No alerts sent yet.');

    await setHotspotStatus(page, hotspot_id, 'online');
    await setHotspotStatus(page, hotspot_id, 'offline');
    // The server sends it once the status has held (1 s in e2e); the page polls every 10 s.
    await expect
      .poll(() => receiver.received.filter((r) => (r.body as { status?: string }).status === 'offline').length, {
        timeout: 20_000,
      })
      .toBe(1);
    const row = alerts.getByRole('row').filter({ hasText: alias });
    await expect(row).toContainText('Went offline', { timeout: 20_000 });
    await expect(row).toContainText('Delivered');
    await expect(row).toContainText(`Webhook: ${receiver.url}`);
    await expect(row.getByRole('link', { name: alias })).toHaveAttribute('href', `/hotspots/${hotspot_id}`);
  } finally {
    await receiver.close();
  }
});

// admin-and-hotspots.md §6 gives hotspot pages no level rule (issue 30, item 1).
for (const role of ['member', 'installer'] as const) {
  test.describe(`as ${role === 'member' ? 'a member (level 30)' : 'an installer (level 40)'}`, () => {
    test.use({ storageState: storageStateOf(role) });

    test('edits and deletes a group', async ({ page }) => {
      const group = await openNewGroup(page, {}, `E2E ${role} group`);
      await page.getByRole('button', { name: 'Edit' }).click();
      const dialog = await openedDialog(page, 'Edit group');
      await dialog.getByLabel('Description').fill(`Edited by ${role}`);
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expectToast(page, 'Group updated successfully');
      await expect(settings(page)).toContainText(`Edited by ${role}`);
      await page.getByRole('button', { name: 'Delete' }).click();
      const confirm = await openedDialog(page, `Delete the group ${group.name}?`);
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await expectToast(page, 'Group deleted successfully');
      await expect(page).toHaveURL(/\/hotspots\/groups$/);
    });
  });
}
