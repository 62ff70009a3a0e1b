import { expect, test } from '@playwright/test';
import { expectAccessible } from '../../support/a11y.ts';
import { ConsolePage } from '../../support/consolePage.ts';
import {
  FIRST_HOTSPOT,
  Palette,
  WAREHOUSE_DEVICE,
  WAREHOUSE_DEVICE_TEXT,
  WAREHOUSE_MAC_PART,
} from '../../support/palette.ts';
import { ACME } from '../../support/platformApi.ts';
import { storageStateOf } from '../../support/users.ts';
import { openedDialog } from '../../support/forms.ts';

// The command palette (issue 17), signed in as the owner of acme-logistics unless a block says otherwise.
// The seed's Warehouse devices, hotspots HS-0001… and accounts are read only: nothing here changes data.

const DEVICES_PAGE = `/devices?account=${ACME}`;
const HOME = `/?account=${ACME}`;

test.describe('command palette', () => {
  test('opens by ⌘K, Ctrl+K, "/" and the top-bar button; "/" typed in a text field stays text', async ({ page }) => {
    const palette = new Palette(page);
    await page.goto(DEVICES_PAGE);
    await expect(palette.button).toBeVisible();

    await page.keyboard.press('Meta+K');
    await palette.expectOpen();
    await page.keyboard.press('Meta+K'); // the shortcut again closes it
    await expect(palette.dialog).toBeHidden();

    await page.keyboard.press('Control+K');
    await palette.expectOpen();
    await palette.close();

    await page.keyboard.press('/');
    await palette.expectOpen();
    await palette.close();

    const deviceId = page.getByLabel('Device ID');
    await deviceId.fill('ab');
    await deviceId.press('/');
    await expect(deviceId).toHaveValue('ab/');
    await expect(palette.dialog).toBeHidden();

    await palette.button.click();
    await palette.expectOpen();
  });

  test('finds a Warehouse device by part of its MAC, jumps to its page, and lists it under Recent', async ({
    page,
  }) => {
    const palette = new Palette(page);
    await palette.openAt(HOME);
    await palette.search(WAREHOUSE_MAC_PART);
    const found = palette.groupOption('Devices', WAREHOUSE_DEVICE);
    await expect(found).toBeVisible();
    // Written as its page writes it: the MAC first, the raw id as secondary text.
    await expect(found.locator('.palette-item-title')).toHaveText('91:de:1d:09:9c:4d');
    await expect(found).toContainText('Warehouse'); // its network
    await found.click();
    await expect(palette.dialog).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/devices/${WAREHOUSE_DEVICE}(\\?|$)`));

    // Opened empty, the palette lists what was just visited.
    await palette.open();
    await expect(palette.input).toHaveValue('');
    await expect(palette.groupOption('Recent', WAREHOUSE_DEVICE_TEXT)).toBeVisible();
  });

  test('a pasted query selects its first result, so Enter opens it', async ({ page }) => {
    const palette = new Palette(page);
    await palette.openAt(HOME);
    // The whole text in one input event, as a paste gives it (not key by key).
    await page.keyboard.insertText('Warehouse');
    const first = palette.list.getByRole('option').first();
    await expect(first).toContainText('Warehouse');
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(palette.dialog).toBeHidden();
    await expect(page).toHaveURL(/\/networks\/[^/?]+/);
  });

  test('finds a hotspot by alias with its status, and jumps to it', async ({ page }) => {
    const palette = new Palette(page);
    await palette.openAt(HOME);
    await palette.search(FIRST_HOTSPOT.alias);
    const found = palette.groupOption('Hotspots', FIRST_HOTSPOT.alias);
    await expect(found).toBeVisible();
    // The simulator moves statuses: whichever it is, it is shown.
    await expect(found.locator('[data-status]')).toHaveText(/^(Online|Offline|Unknown)$/);
    await expect(palette.dialog.getByText('Some results could not be loaded')).toHaveCount(0);
    await found.click();
    await expect(page).toHaveURL(new RegExp(`/hotspots/${FIRST_HOTSPOT.id}$`));
    await expect(new ConsolePage(page).heading(FIRST_HOTSPOT.alias)).toBeVisible();
  });

  test('runs Create network, Invite member and Create API token: each opens its dialog, its first field focused', async ({
    page,
  }) => {
    const palette = new Palette(page);
    await palette.openAt(HOME);
    await palette.search('create network');
    await palette.group('Actions').getByRole('option', { name: 'Create network' }).click();
    const create = await openedDialog(page, 'Create Network');
    await expect(create.getByLabel('Network Name')).toBeFocused();
    await create.getByRole('button', { name: 'Cancel' }).click();

    await palette.open();
    await palette.search('invite');
    await palette.group('Actions').getByRole('option', { name: 'Invite member' }).click();
    await expect(page).toHaveURL(/\/account\/invites\?(.*&)?create=1/);
    const invite = await openedDialog(page, 'Send invite');
    await expect(invite.getByLabel('Email')).toBeFocused();
    await invite.getByRole('button', { name: 'Cancel' }).click();
    await expect(invite).toBeHidden();
    await expect(page).not.toHaveURL(/create=1/); // closing removes the switch

    await palette.open();
    await palette.search('api token');
    await palette.group('Actions').getByRole('option', { name: 'Create API token' }).click();
    await expect(page).toHaveURL(/\/account\/apitokens\?(.*&)?create=1/);
    await expect((await openedDialog(page, 'Create API Token')).getByLabel('Name')).toBeFocused();
  });

  test('is accessible while open with results (axe)', async ({ page }) => {
    const palette = new Palette(page);
    await palette.openAt(HOME);
    await palette.search('ware');
    await expect(
      palette
        .group('Networks')
        .getByRole('option', { name: /Warehouse/ })
        .first(),
    ).toBeVisible();
    await expectAccessible(page, 'command palette');
  });

  test('with mf-hotspots disabled, it still finds devices and shows no hotspot results', async ({ page }) => {
    const palette = new Palette(page);
    const hotspotsRequests: string[] = [];
    page.on('request', (r) => {
      if (r.url().startsWith('http://localhost:3003/')) hotspotsRequests.push(r.url());
    });
    await palette.openAt(`/?account=${ACME}&disable-remotes=mf-hotspots`);
    await palette.search(WAREHOUSE_MAC_PART);
    await expect(palette.groupOption('Devices', WAREHOUSE_DEVICE)).toBeVisible();

    await palette.search(FIRST_HOTSPOT.alias);
    await expect(palette.dialog.getByText(`No results for “${FIRST_HOTSPOT.alias}”`)).toBeVisible();
    await expect(palette.group('Hotspots')).toHaveCount(0);
    await expect(palette.dialog.getByText('Some results could not be loaded')).toHaveCount(0);
    expect(hotspotsRequests).toEqual([]);
  });
});

test.describe('command palette as a member', () => {
  test.use({ storageState: storageStateOf('member') });

  test('does not offer Create network, Invite member or Create API token', async ({ page }) => {
    const palette = new Palette(page);
    await palette.openAt(HOME);
    // The remotes' commands are there (any member may register a device) …
    await expect(palette.group('Actions').getByRole('option', { name: 'Register device in a network' })).toBeVisible();
    // … but not the ones whose buttons a member sees disabled.
    await palette.search('create');
    await expect(palette.dialog.getByText(/Searching/)).toHaveCount(0);
    const actions = palette.dialog.getByRole('option');
    await expect(actions.filter({ hasText: 'Create network' })).toHaveCount(0);
    await expect(actions.filter({ hasText: 'Create API token' })).toHaveCount(0);
    await palette.search('invite');
    await expect(palette.dialog.getByText(/Searching/)).toHaveCount(0);
    await expect(actions.filter({ hasText: 'Invite member' })).toHaveCount(0);
  });
});

test.describe('command palette as platform staff', () => {
  test.use({ storageState: storageStateOf('staff') });

  test('finds an account and a tier, and jumps to the account', async ({ page }) => {
    const palette = new Palette(page);
    await palette.openAt('/admin');
    await palette.search('Enterprise');
    await expect(palette.groupOption('Tiers', 'Enterprise')).toBeVisible();

    await palette.search('Owner Labs');
    const account = palette.groupOption('Accounts', 'Owner Labs');
    await expect(account).toBeVisible();
    await account.click();
    await expect(page).toHaveURL(/\/admin\/accounts\/owner-labs$/);
    await expect(new ConsolePage(page).heading('Account Owner Labs')).toBeVisible();
  });
});
