import { expect, test } from '@playwright/test';
import { ConsolePage } from '../../support/consolePage.ts';

const PHONE = { width: 390, height: 844 };

// That no page scrolls sideways is checked over every route in every-route.spec.ts.

test.describe('on a 390 px phone', () => {
  test.use({ viewport: PHONE, hasTouch: true });

  test('the top bar folds the navigation behind a button; the account menu stays on screen', async ({ page }) => {
    const app = new ConsolePage(page);
    await app.goto('/');
    await expect(app.heading('Networks')).toBeVisible();
    // The logo is one line, the account button is inside the screen.
    const logo = await page.locator('.shell-logo').boundingBox();
    expect(logo?.height ?? Infinity).toBeLessThan(32);
    // The button is drawn once without its menu's code and again with it (after the first content):
    // measured until it is there, it must be inside the screen either way.
    await expect
      .poll(async () => {
        const account = await app.accountMenuButton.boundingBox();
        return account && account.x + account.width <= PHONE.width;
      })
      .toBe(true);

    const toggle = page.getByRole('button', { name: 'Navigation' });
    await expect(page.getByRole('link', { name: 'Hotspots', exact: true })).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('link', { name: 'Hotspots', exact: true }).click();
    await expect(app.heading('Hotspot Dashboard')).toBeVisible();
    // The navigation folds again after the navigation.
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    // A tap on the page (outside the navigation) folds it, as does Escape.
    await toggle.click();
    await expect(page.getByRole('link', { name: 'Networks', exact: true })).toBeVisible();
    await app.heading('Hotspot Dashboard').tap();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('link', { name: 'Networks', exact: true })).toBeHidden();
    await toggle.click();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    // A tap on the account button opens the account menu (not the link under it).
    const menu = await app.openAccountMenu();
    await expect(menu.getByRole('menuitem', { name: 'Logout' })).toBeInViewport();
  });
});
