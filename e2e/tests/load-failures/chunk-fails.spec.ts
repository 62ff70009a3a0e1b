import { expect, test } from '@playwright/test';
import { ConsolePage, RemoteErrorPanel } from '../../support/consolePage.ts';

const DASHBOARD_CHUNK = /^http:\/\/localhost:3003\/static\/js\/async\/hotspots-dashboard\.[0-9a-f]+\.js(\?.*)?$/;

test('a failing page chunk is named as the chunk step and Retry recovers', async ({ page }) => {
  const app = new ConsolePage(page);
  await page.route(DASHBOARD_CHUNK, (route) => route.abort('connectionrefused'));

  await app.goto('/hotspots/dashboard');
  const panel = new RemoteErrorPanel(app.remoteError('mf-hotspots'));
  await panel.expectShown({
    title: 'mf-hotspots could not be loaded',
    fields: { 'Failed step': 'chunk', Cause: 'ChunkLoadError', Script: /^hotspots-dashboard\.[0-9a-f]+\.js$/ },
  });
  await expect(app.heading('Hotspot Dashboard')).toBeHidden();

  await page.unroute(DASHBOARD_CHUNK);
  await panel.retryRecovers(app, 'Hotspot Dashboard');
});
