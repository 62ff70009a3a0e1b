import { expect, test } from '@playwright/test';
import { ConsolePage } from '../../support/consolePage.ts';

test('?account selects that account; with select_account the view resets to home and the switch is announced', async ({
  page,
}) => {
  const app = new ConsolePage(page);
  // The owner starts in Acme Logistics (no global forwarders).
  await app.open('/hotspots/manage', 'Manage Hotspots');
  await expect((await app.openAccountMenu()).getByRole('menuitem', { name: 'Global Forwarders' })).toHaveCount(0);

  await app.goto('/hotspots/manage?account=owner-labs&select_account=1');
  await expect(page).toHaveURL('http://localhost:3000/');
  await expect(page.getByText('Switched to account Owner Labs')).toBeVisible();
  await expect((await app.openAccountMenu()).getByRole('menuitem', { name: 'Global Forwarders' })).toBeVisible();

  // Without select_account the view stays where it is.
  await app.goto('/hotspots/manage?account=acme-logistics');
  await expect(page).toHaveURL('http://localhost:3000/hotspots/manage?account=acme-logistics');
  await expect(page.getByText('Switched to account Acme Logistics')).toBeVisible();
  await expect((await app.openAccountMenu()).getByRole('menuitem', { name: 'Global Forwarders' })).toHaveCount(0);

  // The selection is saved: a reload without the parameter keeps Acme Logistics.
  await app.goto('/hotspots/manage');
  await expect((await app.openAccountMenu()).getByRole('menuitem', { name: 'Owner Labs' })).toBeVisible();
});
