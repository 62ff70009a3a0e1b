import { expect, test, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { ConsolePage } from '../../support/consolePage.ts';
import { deleteCreatedNetworks, rememberCreatedNetwork, uniqueName } from '../../support/platformApi.ts';
import { openedDialog } from '../../support/forms.ts';

/** A device id in the MAC form that no other test uses, in upper case. */
export function uniqueDeviceId(): string {
  return `00000000-0000-8000-8200-${randomUUID().replace(/-/g, '').slice(0, 12)}`.toUpperCase();
}

/**
 * Creates a network in the selected account through the network list (Create Network) and opens
 * its page; answers its id. Tests that change a network use their own, so parallel tests never
 * see each other's changes. `deleteCreatedNetworks` (in `afterEach`) deletes it.
 */
export async function createNetworkAndOpen(page: Page, name: string): Promise<string> {
  await new ConsolePage(page).open('/', 'Networks');
  await page.getByRole('button', { name: 'Create Network' }).first().click();
  // Once its zoom-in has ended: a click on Create during the animation can miss the moving button.
  const dialog = await openedDialog(page, 'Create Network');
  await dialog.getByLabel('Network Name').fill(name);
  await dialog.getByRole('button', { name: 'Create' }).click();
  // Success closes the dialog; a refusal keeps it open (with its toast), which a failure here shows.
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Network created')).toBeVisible();
  await page.getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: `Events · ${name}` })).toBeVisible();
  const id = /\/networks\/([^/?]+)/.exec(new URL(page.url()).pathname)?.[1];
  if (!id) throw new Error(`No network id in ${page.url()}`);
  await rememberCreatedNetwork(page, { id });
  return id;
}

/**
 * Before each test of the describing block, creates a network named after `prefix` with
 * `createNetworkAndOpen`; answers that network (filled in before each test).
 */
export function newNetworkEachTest(prefix: string): { id: string; name: string } {
  const network = { id: '', name: '' };
  test.beforeEach(async ({ page }) => {
    network.name = uniqueName(prefix);
    network.id = await createNetworkAndOpen(page, network.name);
  });
  // Deleted afterwards, so the account's network list does not grow with every test.
  test.afterEach(async ({ page }) => deleteCreatedNetworks(page));
  return network;
}
