import { expect, test, type Page } from '@playwright/test';
import { ConsolePage } from '../../support/consolePage.ts';
import { injectFault } from '../../support/faults.ts';
import { storageStateOf } from '../../support/users.ts';
import { api, networkPath, uniqueName } from '../../support/platformApi.ts';
import { newNetworkEachTest } from './networkPage.ts';
import { openedDialog } from '../../support/forms.ts';

/** Delete network, confirmed in the dialog that names the network. */
async function deleteNetwork(page: Page, name: string) {
  await page.getByRole('button', { name: 'Delete network' }).click();
  const dialog = await openedDialog(page, `Delete network ${name}?`);
  await dialog.getByRole('button', { name: 'Delete network' }).click();
}

test.describe('Network Settings', () => {
  const network = newNetworkEachTest('Settings');

  test.beforeEach(async ({ page }) => {
    await page.getByRole('tab', { name: 'Network Settings' }).click();
    await expect(new ConsolePage(page).heading(`Network Settings · ${network.name}`)).toBeVisible();
  });

  test('rename: "Valid name required", then "Network updated successfully" and the new name', async ({ page }) => {
    const app = new ConsolePage(page);
    await page.getByLabel('Name', { exact: true }).fill('   ');
    await page.getByRole('button', { name: 'Save name' }).click();
    await expect(page.getByText('Valid name required')).toBeVisible();

    const renamed = uniqueName('Renamed');
    await page.getByLabel('Name', { exact: true }).fill(`  ${renamed}  `);
    await page.getByRole('button', { name: 'Save name' }).click();
    await expect(page.getByText('Network updated successfully')).toBeVisible();
    await expect(app.heading(`Network Settings · ${renamed}`)).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue(renamed);
  });

  test('rename failure: the toast shows the server message and the typed name stays', async ({ page }) => {
    await injectFault(page, { path: networkPath(network.id), method: 'POST', kind: '500' });
    await page.getByLabel('Name', { exact: true }).fill('Kept As Typed');
    await page.getByRole('button', { name: 'Save name' }).click();
    await expect(page.getByText('Error updating network: Internal server error')).toBeVisible();
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Kept As Typed');
  });

  test('rename after someone else renamed it: the 409 message, the typed name stays, and saving again works', async ({
    page,
  }) => {
    const app = new ConsolePage(page);
    const sentIfMatch: string[] = [];
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue(network.name);
    // Someone else renames the network meanwhile, from the network as they read it.
    const read = await api(page, 'GET', networkPath(network.id));
    const elsewhere = uniqueName('Elsewhere');
    const renamedElsewhere = await api(
      page,
      'POST',
      networkPath(network.id),
      { name: elsewhere },
      {
        'If-Match': read.etag ?? '',
      },
    );
    expect(renamedElsewhere.status).toBe(200);

    // The If-Match of every save the console sends from here on.
    page.on('request', (request) => {
      const ifMatch = request.headers()['if-match'];
      if (request.method() === 'POST' && request.url().endsWith(networkPath(network.id)) && ifMatch) {
        sentIfMatch.push(ifMatch);
      }
    });
    const mine = uniqueName('Mine');
    await page.getByLabel('Name', { exact: true }).fill(mine);
    await page.getByRole('button', { name: 'Save name' }).click();
    await expect(
      page.getByText('Error updating network: The network was changed by someone else; reload and try again.'),
    ).toBeVisible();
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue(mine);
    expect(sentIfMatch).toEqual([read.etag]);

    await expect
      .poll(async () => (await api(page, 'GET', networkPath(network.id))).body)
      .toMatchObject({ name: elsewhere });
    await page.getByRole('button', { name: 'Save name' }).click();
    await expect(page.getByText('Network updated successfully')).toBeVisible();
    await expect(app.heading(`Network Settings · ${mine}`)).toBeVisible();
    expect(sentIfMatch).toHaveLength(2);
    expect(sentIfMatch[1]).not.toBe(read.etag);
  });

  test('landing page: "Valid URL required", then a URL with {device_id} is saved', async ({ page }) => {
    const field = page.getByLabel('Device landing page URL');
    for (const invalid of ['example.com/{device_id}', 'ftp://example.com/{device_id}']) {
      await field.fill(invalid);
      await page.getByRole('button', { name: 'Save landing page' }).click();
      await expect(page.getByText('Valid URL required')).toBeVisible();
    }
    await field.fill('https://tags.example.org/d?id={device_id}');
    await page.getByRole('button', { name: 'Save landing page' }).click();
    await expect(page.getByText('Network updated successfully')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Device landing page URL')).toHaveValue('https://tags.example.org/d?id={device_id}');
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue(network.name);
  });

  test('delete: confirmation, "Network deleted successfully", back to the list without it', async ({ page }) => {
    await deleteNetwork(page, network.name);
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(page.getByText('Network deleted successfully')).toBeVisible();
    await expect(new ConsolePage(page).heading('Networks')).toBeVisible();
    await expect(page.getByRole('link', { name: network.name, exact: true })).toHaveCount(0);
  });

  test('delete, then Back: the deleted network is not shown from the cache but not found', async ({ page }) => {
    await deleteNetwork(page, network.name);
    await expect(page.getByText('Network deleted successfully')).toBeVisible();
    await expect(new ConsolePage(page).heading('Networks')).toBeVisible();
    await page.goBack();
    await expect(page.getByText('Network not found in any accessible account')).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/404');
    await expect(page.getByText('Resource not found in this account')).toBeVisible();
    await expect(page.getByLabel('Name', { exact: true })).toHaveCount(0);
    await expect(new ConsolePage(page).heading(`Network Settings · ${network.name}`)).toHaveCount(0);
  });

  test('the delete confirmation focuses Cancel: Enter keeps the network', async ({ page }) => {
    await page.getByRole('button', { name: 'Delete network' }).click();
    const dialog = await openedDialog(page, `Delete network ${network.name}?`);
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Network deleted successfully')).toHaveCount(0);
    await expect(page).toHaveURL((url) => url.pathname === `/networks/${network.id}/settings`);
    await page.reload();
    await expect(new ConsolePage(page).heading(`Network Settings · ${network.name}`)).toBeVisible();
  });

  test('delete failure: "Error deleting network: …" and the page stays', async ({ page }) => {
    await injectFault(page, { path: networkPath(network.id), method: 'DELETE', kind: '500' });
    await deleteNetwork(page, network.name);
    await expect(page.getByText('Error deleting network: Internal server error')).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === `/networks/${network.id}/settings`);
  });

  test('a member may rename and set the landing page; deleting answers the server 403', async ({ browser }) => {
    const context = await browser.newContext({ storageState: storageStateOf('member') });
    const page = await context.newPage();
    try {
      await page.goto(`/networks/${network.id}/settings`);
      await expect(new ConsolePage(page).heading(`Network Settings · ${network.name}`)).toBeVisible();
      for (const button of ['Save name', 'Save landing page', 'Delete network']) {
        await expect(page.getByRole('button', { name: button })).toBeEnabled();
      }
      const renamed = uniqueName('By member');
      await page.getByLabel('Name', { exact: true }).fill(renamed);
      await page.getByRole('button', { name: 'Save name' }).click();
      await expect(page.getByText('Network updated successfully')).toBeVisible();
      await expect(new ConsolePage(page).heading(`Network Settings · ${renamed}`)).toBeVisible();

      await deleteNetwork(page, renamed);
      await expect(page.getByText('Error deleting network: Insufficent permissions')).toBeVisible();
      await expect(page).toHaveURL((url) => url.pathname === `/networks/${network.id}/settings`);
    } finally {
      await context.close();
    }
  });
});
