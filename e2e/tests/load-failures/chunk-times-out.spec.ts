import { expect, test } from '@playwright/test';
import { ConsolePage, RemoteErrorPanel } from '../../support/consolePage.ts';

const DASHBOARD_CHUNK = /^http:\/\/localhost:3003\/static\/js\/async\/hotspots-dashboard\.[0-9a-f]+\.js(\?.*)?$/;

test('a chunk that never answers times out after 120 s, not before', async ({ page }) => {
  const app = new ConsolePage(page);
  await page.clock.install();
  let requested!: () => void;
  const chunkRequested = new Promise<void>((resolve) => (requested = resolve));
  // Never fulfilled nor continued: the request hangs like a stalled CDN.
  await page.route(DASHBOARD_CHUNK, () => requested());

  await app.goto('/hotspots/dashboard');
  await chunkRequested;
  const panel = new RemoteErrorPanel(app.remoteError('mf-hotspots'));

  await page.clock.runFor('01:59');
  // Still the loading placeholder after 119 s: no error yet.
  await expect(app.loadingPlaceholder).toBeVisible();
  await expect(panel.root).toHaveCount(0);
  await expect(app.heading('Hotspot Dashboard')).toHaveCount(0);

  await page.clock.runFor('00:02');
  await panel.expectShown({
    fields: { 'Failed step': 'chunk', Cause: 'TimeoutError', Script: /^hotspots-dashboard\.[0-9a-f]+\.js$/ },
  });
});
