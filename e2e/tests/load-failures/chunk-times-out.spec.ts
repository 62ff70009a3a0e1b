import { expect, test } from '@playwright/test';
import { ConsolePage, RemoteErrorPanel } from '../../support/consolePage.ts';
import { API_ORIGIN } from '../../support/faults.ts';
import { waitForApi } from '../../support/platformApi.ts';

const DASHBOARD_CHUNK = /^http:\/\/localhost:3003\/static\/js\/async\/hotspots-dashboard\.[0-9a-f]+\.js(\?.*)?$/;

test('a chunk that never answers times out after 120 s, not before', async ({ page }) => {
  const app = new ConsolePage(page);
  await page.clock.install();
  // The page's (fake) time when the chunk's script was added, which is when its 120 s start. The
  // page loads its route's chunk while sign-in still runs, so the test reads the start from the page
  // rather than from when the request reached it (a busy page delays that by a second or more).
  await page.addInitScript(() => {
    new MutationObserver((records) => {
      for (const record of records)
        record.addedNodes.forEach((node) => {
          if (node instanceof HTMLScriptElement && node.src.includes('/hotspots-dashboard.')) {
            (window as { __chunkAddedAt?: number }).__chunkAddedAt ??= Date.now();
          }
        });
    }).observe(document, { childList: true, subtree: true });
  });
  let requested!: () => void;
  const chunkRequested = new Promise<void>((resolve) => (requested = resolve));
  // Never fulfilled nor continued: the request hangs like a stalled CDN.
  await page.route(DASHBOARD_CHUNK, () => requested());

  // The platform calls the shell makes meanwhile (the accounts, the admin check) must have their
  // answers before the clock jumps: a call still open at the jump times out at its own 30 s, and the
  // page then shows that failure instead of the chunk's (seen on a busy CI machine).
  let openCalls = 0;
  page.on('request', (request) => {
    if (request.url().startsWith(API_ORIGIN)) openCalls++;
  });
  const settled = (request: { url(): string }) => {
    if (request.url().startsWith(API_ORIGIN)) openCalls--;
  };
  page.on('requestfinished', settled);
  page.on('requestfailed', settled);
  const accounts = waitForApi(page, 'GET', '/v1/accounts');

  // Not until "load": the route's chunk may be asked for before the document's load event, and a
  // script that never answers holds that event back for good.
  await page.goto('/hotspots/dashboard', { waitUntil: 'commit' });
  await chunkRequested;
  await accounts;
  await expect.poll(() => openCalls, { message: 'platform calls still open' }).toBe(0);
  const addedAt = await page.evaluate(() => (window as { __chunkAddedAt?: number }).__chunkAddedAt);
  expect(addedAt, 'when the chunk script was added').toEqual(expect.any(Number));
  const panel = new RemoteErrorPanel(app.remoteError('mf-hotspots'));

  // 119 s after the chunk started, and the clock stops there.
  await page.clock.pauseAt(addedAt! + 119_000);
  // Still the loading placeholder after 119 s: no error yet.
  await expect(app.loadingPlaceholder).toBeVisible();
  await expect(panel.root).toHaveCount(0);
  await expect(app.heading('Hotspot Dashboard')).toHaveCount(0);

  await page.clock.runFor('00:02');
  await panel.expectShown({
    fields: { 'Failed step': 'chunk', Cause: 'TimeoutError', Script: /^hotspots-dashboard\.[0-9a-f]+\.js$/ },
  });
});
