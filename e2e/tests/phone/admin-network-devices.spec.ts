import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAccessible } from '../../support/a11y.ts';
import { adminDevice, pageOverflows, WAREHOUSE } from '../../support/admin-account.ts';
import * as devicesPage from '../../support/admin-network-devices.ts';
import { openedDialog } from '../../support/forms.ts';
import { storageStateOf } from '../../support/users.ts';
import { expectToast } from '../routes/routesApi.ts';

const PHONE = { width: 390, height: 844 };
/**
 * How much the rows' heights may differ: a row with a session has a 24 px menu button where the text
 * line is 22 px. Before, its two buttons stacked and made it some 30 px higher than a row without.
 */
const EVEN_ROWS_TOLERANCE = 4;

const actionsButton = (row: Locator, deviceId: string) =>
  row.getByRole('button', { name: `Actions for ${deviceId}`, exact: true });

/** How far the devices table is scrolled sideways (its nearest ancestor that scrolls sideways). */
async function tableScrollLeft(page: Page): Promise<number> {
  return devicesPage.table(page).evaluate((element) => {
    for (let box = element.parentElement; box; box = box.parentElement) {
      if (box.scrollWidth > box.clientWidth + 1 && getComputedStyle(box).overflowX !== 'visible') return box.scrollLeft;
    }
    return 0;
  });
}

/**
 * Brings `row` into view by scrolling the page up or down only (its id link is at the table's left
 * edge), and checks that its actions button is then wholly in view with the table not scrolled sideways.
 */
async function reachActions(page: Page, row: Locator, deviceId: string): Promise<Locator> {
  await row.getByRole('link', { name: deviceId, exact: true }).scrollIntoViewIfNeeded();
  const button = actionsButton(row, deviceId);
  await expect(button).toBeInViewport({ ratio: 1 });
  expect(await tableScrollLeft(page)).toBe(0);
  return button;
}

/** The actions menu of `deviceId`, open and done sliding in (a click on a moving entry can be lost). */
async function openedMenu(page: Page, deviceId: string): Promise<Locator> {
  const menu = page.getByRole('menu', { name: `Actions for ${deviceId}` });
  await expect(menu).toBeVisible();
  await expect(page.locator('.ant-dropdown').filter({ has: menu })).not.toHaveClass(/-(appear|enter)\b/);
  return menu;
}

test.describe('admin network devices on a 390 px phone', () => {
  test.use({ viewport: PHONE, hasTouch: true, storageState: storageStateOf('staff') });

  test("every row's actions are in view without scrolling sideways, beside the whole id; the rows are even", async ({
    page,
  }) => {
    await devicesPage.openWarehouse(page);
    expect(await pageOverflows(page)).toBe(false);
    let withSession = 0;
    for (const row of await devicesPage.rows(page).all()) {
      const deviceId = (await row.getByRole('link').first().textContent()) ?? '';
      if ((await actionsButton(row, deviceId).count()) === 0) {
        // Only a device with a session has actions (§4.4), and never as the wide buttons of a desktop.
        await expect(row.getByRole('button')).toHaveCount(0);
        continue;
      }
      withSession++;
      await reachActions(page, row, deviceId);
      await expect(row.getByRole('button', { name: 'Clear session' })).toHaveCount(0);
      // The sticky Actions column lies beside the id, not over it.
      const link = await row.getByRole('link', { name: deviceId, exact: true }).boundingBox();
      const actionsCell = await row.getByRole('cell').last().boundingBox();
      expect(link && actionsCell && link.x + link.width <= actionsCell.x).toBe(true);
    }
    // The seed gives 8 devices of the first page a session; tests in other workers end some of them.
    expect(withSession).toBeGreaterThan(0);

    const heights = await devicesPage
      .rows(page)
      .evaluateAll((trs) => trs.map((tr) => tr.getBoundingClientRect().height));
    expect(Math.max(...heights) - Math.min(...heights)).toBeLessThanOrEqual(EVEN_ROWS_TOLERANCE);
    await expectAccessible(page, 'admin network devices on a phone');
  });

  test('Clear session by keyboard: the menu, "This cannot be undone", confirmed, and the session ends', async ({
    page,
  }) => {
    const { deviceId, row } = await devicesPage.openWithSession(page, WAREHOUSE.phone.clear);
    const button = await reachActions(page, row, deviceId);

    // A menu button: the open menu has the focus on its first entry, the arrow keys walk it, Escape
    // closes it and gives the focus back.
    await expect(button).toHaveAttribute('aria-haspopup', 'menu');
    await button.focus();
    await page.keyboard.press('Enter');
    let menu = await openedMenu(page, deviceId);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('menuitem', { name: 'Clear session' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Disconnect' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    await page.keyboard.press('Enter');
    menu = await openedMenu(page, deviceId);
    await expect(menu.getByRole('menuitem', { name: 'Clear session' })).toBeFocused();
    await page.keyboard.press('Enter');

    const dialog = await openedDialog(page, devicesPage.CLEAR_PROMPT);
    // The Enter that chose the entry ends there: it does not also press the menu button (which would
    // open the menu again behind the dialog, and the menu would take the focus from it).
    await expect(menu).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(dialog).toContainText(`${deviceId}: its session is deleted. This cannot be undone.`);
    // The focus starts on Cancel (a destructive confirm); Tab reaches the dialog's Clear session.
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Clear session' })).toBeFocused();
    await page.keyboard.press('Enter');

    await expectToast(page, 'Device session cleared successfully');
    await expect(actionsButton(row, deviceId)).toHaveCount(0);
    expect((await adminDevice(page, deviceId)).session).toBeNull();
    expect(await tableScrollLeft(page)).toBe(0);
    expect(await pageOverflows(page)).toBe(false);
  });

  test('Disconnect by touch on the second page: the menu, confirmed, and the session ends', async ({ page }) => {
    const { deviceId, row } = await devicesPage.openWithSession(page, WAREHOUSE.phone.disconnect);
    const next = page.getByRole('button', { name: 'Next' });
    await next.scrollIntoViewIfNeeded();
    await next.tap();
    await expect(page).toHaveURL(/\?cursor=/);
    await expect(row).toBeVisible();

    await (await reachActions(page, row, deviceId)).tap();
    const menu = await openedMenu(page, deviceId);
    await expect(menu.getByRole('menuitem')).toHaveText(['Clear session', 'Disconnect']);
    const disconnect = menu.getByRole('menuitem', { name: 'Disconnect' });
    await expect(disconnect).toBeInViewport({ ratio: 1 });
    await disconnect.tap();

    const dialog = await openedDialog(page, devicesPage.DISCONNECT_PROMPT);
    await expect(dialog).toContainText(deviceId);
    await dialog.getByRole('button', { name: 'Disconnect' }).tap();

    await expectToast(page, 'Device disconnected successfully');
    await expect(actionsButton(row, deviceId)).toHaveCount(0);
    expect((await adminDevice(page, deviceId)).session).toBeNull();
    expect(await tableScrollLeft(page)).toBe(0);
    expect(await pageOverflows(page)).toBe(false);
  });
});
