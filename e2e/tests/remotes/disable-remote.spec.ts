import { expect, test } from '@playwright/test';
import { ConsolePage } from '../../support/consolePage.ts';
import { DiagnosticsPage } from '../../support/diagnosticsPage.ts';
import { storageStateOf } from '../../support/users.ts';

// These tests visit the admin area (mf-admin), which only platform staff may open.
test.use({ storageState: storageStateOf('staff') });

test('?disable-remotes=mf-hotspots switches hotspots off and leaves the other remotes working', async ({ page }) => {
  const app = new ConsolePage(page);
  const hotspotsRequests: string[] = [];
  page.on('request', (r) => {
    if (r.url().startsWith('http://localhost:3003/')) hotspotsRequests.push(r.url());
  });

  await app.goto('/hotspots/dashboard?disable-remotes=mf-hotspots');
  await expect(page.getByText('mf-hotspots is switched off in this console')).toBeVisible();
  await expect(app.heading('Unavailable')).toBeVisible();
  await expect(app.heading('Hotspot Dashboard')).toHaveCount(0);
  await expect(app.anyRemoteError).toHaveCount(0);

  await app.expectNetworksAndAdminWork();
  await app.clickHotspots();
  await expect(page.getByText('mf-hotspots is switched off in this console')).toBeVisible();

  await app.openDiagnostics();
  const diagnostics = new DiagnosticsPage(page);
  await expect(diagnostics.state('mf-hotspots')).toHaveText('disabled');
  await expect(diagnostics.state('mf-networks')).toHaveText('loaded');
  await expect(diagnostics.state('mf-admin')).toHaveText('loaded');
  // Nothing was fetched from the switched-off remote.
  expect(hotspotsRequests).toEqual([]);
});
