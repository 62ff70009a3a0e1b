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
  await panel.expectShown({
    title: 'mf-hotspots could not be loaded',
    fields: { Remote: 'mf-hotspots', 'Failed step': 'manifest', Cause: 'NetworkError', Script: 'mf-manifest.json' },
  });
  await expect(app.heading('Hotspot Dashboard')).toBeHidden();

  // The header and footer still work, and so do the other remotes.
  await app.expectNetworksAndAdminWork();
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
  await panel.retryRecovers(app, 'Hotspot Dashboard');
  await app.openDiagnostics();
  await expect(diagnostics.state('mf-hotspots')).toHaveText('loaded');
});
