import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAccessible } from '../../support/a11y.ts';
import { ConsolePage } from '../../support/consolePage.ts';
import { API_ORIGIN, injectFault } from '../../support/faults.ts';
import { createGroup, groupsPath } from '../../support/hotspots.ts';
import { api, uniqueName } from '../../support/platformApi.ts';
import { storageStateOf } from '../../support/users.ts';
import { expectToast } from '../routes/routesApi.ts';
import { openedDialog } from '../../support/forms.ts';

const GROUPS = '/hotspots/groups';

async function openGroups(page: Page): Promise<void> {
  await new ConsolePage(page).open(GROUPS, 'Hotspot Groups');
}

/** The card of the group named `name`. */
const card = (page: Page, name: string): Locator => page.getByRole('article', { name });

async function openAddDialog(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Add Group' }).first().click();
  return openedDialog(page, 'Add Group');
}

async function storedGroups(page: Page): Promise<Array<{ group_id: string; name: string }>> {
  const answer = await api<{ hotspot_groups: Array<{ group_id: string; name: string }> }>(page, 'GET', groupsPath);
  expect(answer.status).toBe(200);
  return answer.body.hotspot_groups;
}

test('lists a card per group without Ungrouped, which the API does list; the target is text, not a link', async ({
  page,
}) => {
  await openGroups(page);
  const name = uniqueName('E2E cards');
  const hook = 'https://hooks.example.com/e2e-cards';
  await createGroup(page, {
    name,
    description: 'Depots along the coast',
    alert_enabled: true,
    alert_target_type: 'webhook',
    alert_target_value: hook,
  });
  await page.reload();
  const shown = card(page, name);
  await expect(shown).toContainText('Depots along the coast');
  await expect(shown).toContainText(`Alerts on · Webhook: ${hook}`);
  await expect(shown.getByRole('link')).toHaveText(['Manage Group']);
  await expect(page.getByRole('article', { name: 'Ungrouped' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 3, name: 'Ungrouped' })).toHaveCount(0);
  expect((await storedGroups(page)).map((group) => group.group_id)).toContain('ungrouped');
  await expectAccessible(page, 'hotspot groups');
});

test('creates a group through Add Group: the toast, its card, and Manage Group opens it', async ({ page }) => {
  await openGroups(page);
  const name = uniqueName('E2E created');
  const dialog = await openAddDialog(page);
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Description').fill('Made in the dialog');
  await dialog.getByRole('switch', { name: 'Alerts' }).click();
  await dialog.getByText('Email', { exact: true }).click();
  await dialog.getByLabel('Alert email').fill('ops@example.com');
  await expectAccessible(page, 'add group dialog');
  await dialog.getByRole('button', { name: 'Add Group' }).click();
  await expectToast(page, 'Group created successfully');
  await expect(dialog).toBeHidden();
  const created = card(page, name);
  await expect(created).toContainText('Email: ops@example.com');
  const stored = (await storedGroups(page)).find((group) => group.name === name);
  expect(stored).toMatchObject({
    alert_enabled: true,
    alert_target_type: 'email',
    alert_target_value: 'ops@example.com',
  });

  await created.getByRole('link', { name: 'Manage Group' }).click();
  await expect(page).toHaveURL(new RegExp(`/hotspots/groups/${stored!.group_id}$`));
  await expect(new ConsolePage(page).heading(name)).toBeVisible();
});

test('shows each validation message, and "Please fix the errors in the form" on save', async ({ page }) => {
  await openGroups(page);
  const dialog = await openAddDialog(page);
  const save = () => dialog.getByRole('button', { name: 'Add Group' }).click();
  const message = (text: string) => dialog.getByText(text, { exact: true });

  await save();
  await expect(message('Group name is required')).toBeVisible();
  await expect(message('Please fix the errors in the form')).toBeVisible();
  await dialog.getByLabel('Name').fill('x'.repeat(101));
  await expect(message('At most 100 characters')).toBeVisible();
  await dialog.getByLabel('Name').fill(uniqueName('E2E invalid'));
  await expect(message('At most 100 characters')).toBeHidden();

  await dialog.getByRole('switch', { name: 'Alerts' }).click();
  await dialog.getByText('Email', { exact: true }).click();
  const email = dialog.getByLabel('Alert email');
  await email.fill('not-an-email');
  await expect(message('Valid email required')).toBeVisible();
  await email.fill(`${'a'.repeat(95)}@example.com`);
  await expect(message('At most 100 characters')).toBeVisible();

  await dialog.getByText('Webhook', { exact: true }).click();
  const webhook = dialog.getByLabel('Webhook URL');
  await webhook.fill('not a url');
  await expect(message('Valid URL required')).toBeVisible();
  await webhook.fill('ftp://hooks.example.com/alerts');
  await expect(message('Valid URL required')).toBeVisible();
  await webhook.fill(`https://hooks.example.com/${'a'.repeat(180)}`);
  await expect(message('At most 200 characters')).toBeVisible();
  await save();
  await expect(message('Please fix the errors in the form')).toBeVisible();
  await expect(dialog).toBeVisible();
});

test('a failed create shows the server message, or "An unexpected error occurred", and keeps what was typed', async ({
  page,
}) => {
  await openGroups(page);
  const taken = uniqueName('E2E taken');
  await createGroup(page, { name: taken });
  const dialog = await openAddDialog(page);
  const save = () => dialog.getByRole('button', { name: 'Add Group' }).click();

  // The server's own refusal: a second group of the same name.
  await dialog.getByLabel('Name').fill(taken);
  await save();
  await expectToast(page, 'A group with this name already exists');

  // A failure with a message body.
  const name = uniqueName('E2E faulty');
  await dialog.getByLabel('Name').fill(name);
  await injectFault(page, { path: groupsPath, method: 'POST', kind: '500' });
  await save();
  await expectToast(page, 'Internal server error');
  await expect(dialog.getByLabel('Name')).toHaveValue(name);

  // A failure without one.
  await page.route(`${API_ORIGIN}${groupsPath}`, (route) =>
    route.request().method() === 'POST' ? route.fulfill({ status: 502, body: '' }) : route.fallback(),
  );
  await save();
  await expectToast(page, 'An unexpected error occurred');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Name')).toHaveValue(name);
  expect((await storedGroups(page)).some((group) => group.name === name)).toBe(false);
});

test('a failed load says "Failed to fetch groups" and Retry shows the cards', async ({ page }) => {
  const name = uniqueName('E2E reload');
  await openGroups(page);
  await createGroup(page, { name });
  await injectFault(page, { path: groupsPath, method: 'GET', kind: '500' });
  await page.reload();
  await expectToast(page, 'Failed to fetch groups');
  await expect(card(page, name)).toHaveCount(0);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(card(page, name)).toBeVisible();
});

// admin-and-hotspots.md §6 gives hotspot pages no level rule (issue 30, item 1).
for (const role of ['member', 'installer'] as const) {
  test.describe(`as ${role === 'member' ? 'a member (level 30)' : 'an installer (level 40)'}`, () => {
    test.use({ storageState: storageStateOf(role) });

    test('adds a group through Add Group', async ({ page }) => {
      await openGroups(page);
      const name = uniqueName(`E2E by ${role}`);
      const dialog = await openAddDialog(page);
      await dialog.getByLabel('Name').fill(name);
      await dialog.getByRole('button', { name: 'Add Group' }).click();
      await expectToast(page, 'Group created successfully');
      await expect(card(page, name)).toBeVisible();
    });
  });
}
