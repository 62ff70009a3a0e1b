import { expect, test } from '@playwright/test';
import { pageTitle } from '../../support/constants.ts';
import { ConsolePage } from '../../support/consolePage.ts';
import { WAREHOUSE_NETWORK_ID } from '../../support/routes.ts';

const TABS = [
  { label: 'Events', path: '' },
  { label: 'Statistics', path: '/stats' },
  { label: 'Devices', path: '/devices' },
  { label: 'Integrations', path: '/integrations' },
  { label: 'Network Settings', path: '/settings' },
] as const;

const base = `/networks/${WAREHOUSE_NETWORK_ID}`;

test.describe('network page tabs', () => {
  for (const tab of TABS) {
    test(`${tab.label} has its own URL (${base}${tab.path}) and title`, async ({ page }) => {
      const app = new ConsolePage(page);
      await app.open(`${base}${tab.path}`, `${tab.label} · Warehouse`);
      await expect(page).toHaveTitle(pageTitle(`${tab.label} · Warehouse`));
      await expect(page.getByRole('tab', { name: tab.label, exact: true, selected: true })).toBeVisible();
      await expect(app.anyRemoteError).toHaveCount(0);
    });
  }

  test('the header summary shows name, id, created, updated and registered devices', async ({ page }) => {
    const app = new ConsolePage(page);
    await app.goto(base);
    await expect(app.heading('Events · Warehouse')).toBeVisible();
    const summary = page.locator('.ant-card').filter({ hasText: 'Registered devices' });
    await expect(summary).toContainText('Warehouse');
    await expect(summary).toContainText(WAREHOUSE_NETWORK_ID);
    await expect(summary).toContainText('Created');
    await expect(summary).toContainText('Updated');
    await expect(summary).toContainText(/Registered devices\W*[\d,]+$/);
    await expect(page.getByText('Register Device')).toBeVisible();
  });

  test('clicking the tabs changes the URL and the title; Events is the default child', async ({ page }) => {
    const app = new ConsolePage(page);
    await app.goto(base);
    await expect(app.heading('Events · Warehouse')).toBeVisible();
    for (const tab of [...TABS.slice(1), TABS[0]]) {
      await app.chooseTab(tab.label);
      await expect(page).toHaveURL((url) => url.pathname === `${base}${tab.path}`);
      await expect(page).toHaveTitle(pageTitle(`${tab.label} · Warehouse`));
    }
  });
});
