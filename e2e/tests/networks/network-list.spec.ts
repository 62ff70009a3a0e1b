import { randomUUID } from 'node:crypto';
import { expect, test, type Page, type Response } from '@playwright/test';
import { ConsolePage } from '../../support/consolePage.ts';
import { SHELL_URL } from '../../support/constants.ts';
import { API_ORIGIN, injectFault } from '../../support/faults.ts';
import { deleteCreatedNetworks, rememberCreatedNetwork } from '../../support/platformApi.ts';
import { storageStateOf } from '../../support/users.ts';
import { openedDialog } from '../../support/forms.ts';

/** The demo owner's first account; admin, member and installer belong to it too. */
const NETWORKS_PATH = '/v1/accounts/acme-logistics/networks';
const NAME_MESSAGE = 'Valid Network Name required';
const PAGE_SIZE = 24;

interface ListedNetwork {
  network_id: string;
  name: string;
  device_count: number;
}

function networksCall(page: Page, method: 'GET' | 'POST'): Promise<Response> {
  return page.waitForResponse((r) => r.url() === `${API_ORIGIN}${NETWORKS_PATH}` && r.request().method() === method);
}

/** Opens the list and returns the networks the page was given (other tests may add networks meanwhile). */
async function openList(page: Page): Promise<ListedNetwork[]> {
  const listed = networksCall(page, 'GET');
  await new ConsolePage(page).goto('/');
  const response = await listed;
  expect(response.status()).toBe(200);
  return ((await response.json()) as { networks: ListedNetwork[] }).networks;
}

/** The message the console shows for a failed call: the body's `detail`, `error` or `message`. */
async function serverMessage(response: Response): Promise<string> {
  const body = (await response.json()) as { detail?: string; error?: string; message?: string };
  return body.detail ?? body.error ?? body.message ?? 'missing message';
}

/** A name no other test uses, within the 30-character limit. */
function uniqueName(): string {
  return `List e2e ${randomUUID().slice(0, 8)}`;
}

test.describe('as the owner', () => {
  // The networks the create tests make are deleted, so the list does not grow with every test.
  test.afterEach(async ({ page }) => deleteCreatedNetworks(page));

  test('a card per network with its device count, the total, and the developer resources', async ({ page }) => {
    const networks = await openList(page);
    const app = new ConsolePage(page);
    await expect(app.heading('Networks')).toBeVisible();

    const warehouse = networks.find((n) => n.name === 'Warehouse');
    expect(warehouse?.device_count).toBe(1200);
    const card = page.getByRole('article', { name: 'Warehouse' });
    await expect(card.getByRole('link', { name: 'Warehouse' })).toHaveAttribute(
      'href',
      `/networks/${warehouse?.network_id}`,
    );
    await expect(card).toContainText('1,200');
    await expect(card).toContainText(warehouse?.network_id ?? 'missing');
    await expect(card).toContainText('Last updated');

    await expect(page.getByText(`Total networks: ${networks.length}`)).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(Math.min(networks.length, PAGE_SIZE));

    const resources = page.getByRole('region', { name: 'Developer resources' });
    await expect(resources.getByRole('link', { name: 'Documentation' })).toHaveAttribute(
      'href',
      'https://docs.beacon.example.com',
    );
    await expect(resources.getByRole('link', { name: 'API reference' })).toHaveAttribute('href', `${API_ORIGIN}/docs`);

    await card.getByRole('link', { name: 'Warehouse' }).click();
    await expect(page).toHaveURL(`${SHELL_URL}/networks/${warehouse?.network_id}`);
  });

  test('creating a network checks the name, then shows the new card', async ({ page }) => {
    await openList(page);
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url() === `${API_ORIGIN}${NETWORKS_PATH}`) posts.push(r.postData() ?? '');
    });
    await page.getByRole('button', { name: 'Create Network' }).click();
    const dialog = await openedDialog(page, 'Create Network');
    const nameInput = dialog.getByLabel('Network Name');
    const create = dialog.getByRole('button', { name: 'Create', exact: true });

    await create.click();
    await expect(dialog.getByText(NAME_MESSAGE)).toBeVisible();
    await nameInput.fill('ok');
    await expect(dialog.getByText(NAME_MESSAGE)).toHaveCount(0);
    await nameInput.fill('x'.repeat(31));
    await expect(dialog.getByText(NAME_MESSAGE)).toBeVisible();
    await create.click();
    await expect(dialog.getByText(NAME_MESSAGE)).toBeVisible();
    expect(posts).toEqual([]);

    const name = uniqueName();
    await nameInput.fill(`  ${name} `);
    const created = networksCall(page, 'POST');
    const refreshed = networksCall(page, 'GET');
    await create.click();
    expect((await created).status()).toBe(201);
    await rememberCreatedNetwork(page, { name });
    expect(posts.map((body) => JSON.parse(body) as unknown)).toEqual([{ name }]);
    await expect(page.getByText('Network created')).toBeVisible();
    await expect(dialog).toBeHidden();
    const networks = ((await (await refreshed).json()) as { networks: ListedNetwork[] }).networks;
    const card = page.getByRole('article', { name });
    await expect(card).toBeVisible();
    await expect(card).toContainText('Just now');
    await expect(page.getByText(`Total networks: ${networks.length}`)).toBeVisible();
  });

  test('a server error keeps the modal open with the typed name', async ({ page }) => {
    await openList(page);
    await injectFault(page, { path: NETWORKS_PATH, method: 'POST', kind: '500' });
    await page.getByRole('button', { name: 'Create Network' }).click();
    const dialog = await openedDialog(page, 'Create Network');
    const name = uniqueName();
    await dialog.getByLabel('Network Name').fill(name);
    const failed = networksCall(page, 'POST');
    await dialog.getByRole('button', { name: 'Create', exact: true }).click();
    const response = await failed;
    expect(response.status()).toBe(500);

    await expect(page.getByText(`Error creating network: ${await serverMessage(response)}`)).toBeVisible();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Network Name')).toHaveValue(name);
    await expect(page.getByText('Network created')).toHaveCount(0);
    await expect(page.getByRole('article', { name })).toHaveCount(0);

    // The fault was for one call: trying again creates the network.
    await dialog.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(page.getByText('Network created')).toBeVisible();
    await rememberCreatedNetwork(page, { name });
    await expect(page.getByRole('article', { name })).toBeVisible();
  });

  test('a failed load toasts "Error loading networks" and offers Retry', async ({ page }) => {
    await injectFault(page, { path: NETWORKS_PATH, method: 'GET', kind: '500' });
    const failed = networksCall(page, 'GET');
    await new ConsolePage(page).goto('/');
    const response = await failed;
    expect(response.status()).toBe(500);

    await expect(page.getByText(`Error loading networks: ${await serverMessage(response)}`)).toBeVisible();
    await expect(page.getByText('The networks could not be loaded')).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(0);

    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('article', { name: 'Warehouse' })).toBeVisible();
    await expect(page.getByText('The networks could not be loaded')).toHaveCount(0);
  });
});

for (const role of ['member', 'installer'] as const) {
  test.describe(`as ${role}`, () => {
    test.use({ storageState: storageStateOf(role) });

    test('Create Network is disabled with the hint "Insufficent permissions"', async ({ page }) => {
      await openList(page);
      await expect(page.getByRole('article', { name: 'Warehouse' })).toBeVisible();
      const button = page.getByRole('button', { name: 'Create Network' });
      await expect(button).toBeDisabled();
      await button.hover();
      await expect(page.getByRole('tooltip')).toHaveText('Insufficent permissions');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });
  });
}

test.describe('as admin', () => {
  test.use({ storageState: storageStateOf('admin') });

  test('Create Network is enabled and opens the modal', async ({ page }) => {
    await openList(page);
    const button = page.getByRole('button', { name: 'Create Network' });
    await expect(button).toBeEnabled();
    await button.hover();
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    await button.click();
    await expect(page.getByRole('dialog', { name: 'Create Network' })).toBeVisible();
  });
});
