import { expect, test } from '@playwright/test';
import { manifestUrl } from '../../support/constants.ts';
import { ConsolePage, RemoteErrorPanel } from '../../support/consolePage.ts';
import { DiagnosticsPage } from '../../support/diagnosticsPage.ts';
import { ignoringQuery } from '../../support/federation.ts';
import { storageStateOf } from '../../support/users.ts';

// These tests visit the admin area (mf-admin), which only platform staff may open.
test.use({ storageState: storageStateOf('staff') });

test('an unreachable manifest is named, the rest of the console works, and Retry recovers', async ({ page }) => {
  const app = new ConsolePage(page);
  const isHotspotsManifest = ignoringQuery(manifestUrl('mf-hotspots'));
  await page.route(isHotspotsManifest, (route) => route.abort('connectionrefused'));

  await app.goto('/hotspots/dashboard');
  const panel = new RemoteErrorPanel(app.remoteError('mf-hotspots'));
  await expect(panel.root).toBeVisible();
  await expect(panel.title).toHaveText('mf-hotspots could not be loaded');
  await expect(panel.field('Remote')).toHaveText('mf-hotspots');
  await expect(panel.field('Failed step')).toHaveText('manifest');
  await expect(panel.field('Cause')).toHaveText('NetworkError');
  await expect(panel.field('Script')).toHaveText('mf-manifest.json');
  await expect(app.heading('Hotspot Dashboard')).toBeHidden();

  // The header and footer still work, and so do the other remotes.
  await app.clickNetworks();
  await expect(app.heading('Networks')).toBeVisible();
  await app.navigateClientSide('/admin');
  await expect(app.heading('Admin Dashboard')).toBeVisible();
  await app.openDiagnostics();
  const diagnostics = new DiagnosticsPage(page);
  await expect(diagnostics.state('mf-hotspots')).toHaveText('failed');
  await expect(diagnostics.failure('mf-hotspots')).toHaveText('manifest · NetworkError · mf-manifest.json');
  await expect(diagnostics.state('mf-networks')).toHaveText('loaded');
  await expect(diagnostics.state('mf-admin')).toHaveText('loaded');

  // Back to hotspots: still failing while the manifest is unreachable.
  await app.clickHotspots();
  await expect(panel.root).toBeVisible();

  // The manifest answers again: Retry recovers in the same document.
  await page.unroute(isHotspotsManifest);
  await app.markDocument();
  await panel.retry.click();
  await expect(app.heading('Hotspot Dashboard')).toBeVisible();
  await expect(panel.root).toBeHidden();
  expect(await app.documentIsMarked()).toBe(true);
  await app.openDiagnostics();
  await expect(diagnostics.state('mf-hotspots')).toHaveText('loaded');
});
