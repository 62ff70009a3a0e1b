import { expect, test as base, type Page } from '@playwright/test';
import {
  ALT_ACCOUNT_MANIFEST,
  ALT_ACCOUNT_PORT,
  ALT_BUILD_VERSION,
  manifestUrl,
  REMOTE_PORTS,
} from '../../support/constants.ts';
import { ConsolePage } from '../../support/consolePage.ts';
import { DiagnosticsPage } from '../../support/diagnosticsPage.ts';
import { storageStateOf } from '../../support/users.ts';

/** Each test's console page, its diagnostics page, and every URL requested from the test's start. */
const test = base.extend<{ app: ConsolePage; diagnostics: DiagnosticsPage; requests: string[] }>({
  app: async ({ page }, provide) => provide(new ConsolePage(page)),
  diagnostics: async ({ page }, provide) => provide(new DiagnosticsPage(page)),
  requests: async ({ page }, provide) => provide(recordRequests(page)),
});

// These tests visit the admin area (mf-admin), which only platform staff may open.
test.use({ storageState: storageStateOf('staff') });

const STORAGE_KEY = 'beacon.remote-overrides';
const CONFIRM_TITLE = 'Load part of the console from another address?';
/** Loopback, but not an origin the default allow-list names (127.0.0.1 only): outside. */
const OUTSIDE_LOOPBACK = 'http://127.0.0.2:4190/mf-manifest.json';
const OUTSIDE_HOST = 'https://remotes.attacker.example/mf-manifest.json';

/** Every URL the page requests from now on. */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

const fromOrigin = (urls: string[], url: string) => urls.filter((u) => u.startsWith(new URL(url).origin));
/** Requests to any remote's server: the registry's ports and the second mf-account build. */
const remoteRequests = (urls: string[]) =>
  urls.filter((u) =>
    [...Object.values(REMOTE_PORTS), ALT_ACCOUNT_PORT].some((port) => u.startsWith(`http://localhost:${port}/`)),
  );

const storedOverrides = (page: Page) => page.evaluate((key) => window.localStorage.getItem(key), STORAGE_KEY);

function confirmScreen(page: Page) {
  return page.getByRole('region', { name: CONFIRM_TITLE });
}

/** Serves the real /config.json with `remoteOverrides` replaced, as an environment's config would say. */
async function routeOverridePolicy(page: Page, allowedOrigins: string[]): Promise<void> {
  await page.route('**/config.json', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...config, remoteOverrides: { allowedOrigins } } });
  });
}

test.describe('?remote.<name>= developer override', () => {
  test('a loopback override asks first and loads nothing until confirmed; then it loads, is remembered and "Clear overrides" removes it', async ({
    page,
    app,
    diagnostics,
    requests,
  }) => {
    await app.goto(`/account?remote.mf-account=${encodeURIComponent(ALT_ACCOUNT_MANIFEST)}`);
    const screen = confirmScreen(page);
    await expect(screen).toBeVisible();
    await expect(screen.getByRole('heading', { level: 1, name: CONFIRM_TITLE })).toBeVisible();
    await expect(screen.locator('dd').nth(0)).toHaveText('mf-account');
    await expect(screen.locator('dd').nth(1)).toHaveText(ALT_ACCOUNT_MANIFEST);
    await expect(screen.locator('dd').nth(2)).toHaveText(manifestUrl('mf-account'));
    await expect(screen.getByRole('button', { name: 'Cancel' })).toBeFocused();
    // Nothing is loaded while the question is open: no manifest, no remoteEntry, no remote at all.
    await page.waitForTimeout(500);
    expect(remoteRequests(requests)).toEqual([]);
    expect(await storedOverrides(page)).toBeNull();

    await screen.getByRole('button', { name: 'Load from this address' }).click();
    await expect(app.heading('Members')).toBeVisible();
    await expect(app.overrideBanner).toContainText(`Remote overrides active: mf-account → ${ALT_ACCOUNT_MANIFEST}`);
    expect(fromOrigin(requests, ALT_ACCOUNT_MANIFEST).length).toBeGreaterThan(0);
    // Saved only now, and the link's parameter is gone (a reload does not ask again).
    expect(await storedOverrides(page)).toContain(ALT_ACCOUNT_MANIFEST);
    await expect(page).toHaveURL((url) => ![...url.searchParams.keys()].some((k) => k.startsWith('remote.')));

    await app.openDiagnostics();
    await expect(diagnostics.manifestUrl('mf-account')).toHaveText(`${ALT_ACCOUNT_MANIFEST} (override)`);
    await expect(diagnostics.buildVersion('mf-account')).toHaveText(ALT_BUILD_VERSION);
    await expect(diagnostics.manifestUrl('mf-admin')).toHaveText(manifestUrl('mf-admin'));

    // Remembered: still active without the query parameter, and not asked again.
    await app.open('/profile', 'Profile');
    await expect(confirmScreen(page)).toHaveCount(0);
    await expect(app.overrideBanner).toContainText(`mf-account → ${ALT_ACCOUNT_MANIFEST}`);

    await app.overrideBanner.getByRole('button', { name: 'Clear overrides' }).click();
    await expect(app.overrideBanner).toBeHidden();
    await expect(app.heading('Profile')).toBeVisible();
    expect(await storedOverrides(page)).toBeNull();

    await page.reload();
    await expect(app.heading('Profile')).toBeVisible();
    await expect(app.overrideBanner).toBeHidden();
    await app.openDiagnostics();
    await expect(diagnostics.manifestUrl('mf-account')).toHaveText(manifestUrl('mf-account'));
    await expect(diagnostics.buildVersion('mf-account')).not.toHaveText(ALT_BUILD_VERSION);
  });

  test('Cancel drops the override: the registry build loads, nothing is requested from the URL or saved', async ({
    page,
    app,
    diagnostics,
    requests,
  }) => {
    await app.goto(`/account?remote.mf-account=${encodeURIComponent(ALT_ACCOUNT_MANIFEST)}`);
    await confirmScreen(page).getByRole('button', { name: 'Cancel' }).click();
    await expect(app.heading('Members')).toBeVisible();
    await expect(app.overrideBanner).toBeHidden();
    await expect(page).toHaveURL((url) => url.pathname.startsWith('/account') && url.search === '');
    expect(await storedOverrides(page)).toBeNull();
    await app.openDiagnostics();
    await expect(diagnostics.manifestUrl('mf-account')).toHaveText(manifestUrl('mf-account'));
    await expect(diagnostics.state('mf-account')).toHaveText('loaded');
    expect(fromOrigin(requests, ALT_ACCOUNT_MANIFEST)).toEqual([]);
  });

  test('an override of mf-admin, once confirmed, is named in the banner and on diagnostics', async ({
    page,
    app,
    diagnostics,
  }) => {
    // Same build, another address of it: the override is what is under test.
    const overridden = 'http://127.0.0.1:3005/mf-manifest.json';

    await app.goto(`/admin?remote.mf-admin=${encodeURIComponent(overridden)}`);
    await confirmScreen(page).getByRole('button', { name: 'Load from this address' }).click();
    await expect(app.overrideBanner).toContainText(`Remote overrides active: mf-admin → ${overridden}`);
    await expect(app.heading('Admin Dashboard')).toBeVisible();
    await app.openDiagnostics();
    await expect(diagnostics.manifestUrl('mf-admin')).toHaveText(`${overridden} (override)`);
    await expect(diagnostics.state('mf-admin')).toHaveText('loaded');

    await app.overrideBanner.getByRole('button', { name: 'Clear overrides' }).click();
    await expect(app.overrideBanner).toBeHidden();
    await expect(page).toHaveURL((url) => ![...url.searchParams.keys()].some((k) => k.startsWith('remote.')));
    await page.reload();
    await expect(app.overrideBanner).toBeHidden();
    expect(await storedOverrides(page)).toBeNull();
  });

  for (const outside of [OUTSIDE_LOOPBACK, OUTSIDE_HOST]) {
    test(`an origin off the allow-list (${new URL(outside).host}) is refused with a message and never requested`, async ({
      page,
      app,
      diagnostics,
      requests,
    }) => {
      const origin = new URL(outside).origin;

      await app.open(`/account?remote.mf-account=${encodeURIComponent(outside)}`, 'Members');
      await expect(confirmScreen(page)).toHaveCount(0);
      await expect(app.overrideBanner).toContainText(
        `Ignored remote overrides: mf-account → ${outside}: refused, ${origin} is not an origin this console allows overrides from (remoteOverrides.allowedOrigins); nothing was loaded from it`,
      );
      await expect(app.overrideBanner).not.toContainText('Remote overrides active');
      expect(await storedOverrides(page)).toBeNull();

      await app.openDiagnostics();
      await expect(diagnostics.manifestUrl('mf-account')).toHaveText(manifestUrl('mf-account'));
      expect(fromOrigin(requests, outside)).toEqual([]);
    });
  }

  test('with the production config (allowedOrigins: []) every override is refused and a remembered one is dropped', async ({
    page,
    app,
    diagnostics,
  }) => {
    // A developer had confirmed an override while the config allowed it.
    await app.open('/profile', 'Profile');
    await page.evaluate(([key, url]) => window.localStorage.setItem(key, JSON.stringify({ 'mf-account': url })), [
      STORAGE_KEY,
      ALT_ACCOUNT_MANIFEST,
    ] as const);

    await routeOverridePolicy(page, []);
    const requests = recordRequests(page);
    await app.open(`/account?remote.mf-admin=${encodeURIComponent(manifestUrl('mf-admin'))}`, 'Members');
    await expect(confirmScreen(page)).toHaveCount(0);
    await expect(app.overrideBanner).toContainText(
      `mf-account → ${ALT_ACCOUNT_MANIFEST}: removed, http://localhost:${ALT_ACCOUNT_PORT} is no longer an origin this console allows overrides from`,
    );
    await expect(app.overrideBanner).toContainText(
      `mf-admin → ${manifestUrl('mf-admin')}: refused, http://localhost:3005 is not an origin this console allows overrides from`,
    );
    await expect(app.overrideBanner).not.toContainText('Remote overrides active');
    expect(await storedOverrides(page)).toBeNull();
    expect(fromOrigin(requests, ALT_ACCOUNT_MANIFEST)).toEqual([]);
    await app.openDiagnostics();
    await expect(diagnostics.manifestUrl('mf-account')).toHaveText(manifestUrl('mf-account'));
  });

  test('an allow-list naming a team origin allows that origin only', async ({ page, app, requests }) => {
    await routeOverridePolicy(page, [`http://localhost:${ALT_ACCOUNT_PORT}`]);

    await app.goto(
      `/account?remote.mf-account=${encodeURIComponent(ALT_ACCOUNT_MANIFEST)}&remote.mf-admin=${encodeURIComponent('http://127.0.0.1:3005/mf-manifest.json')}`,
    );
    const screen = confirmScreen(page);
    await expect(screen).toBeVisible();
    await expect(screen.locator('dd').nth(1)).toHaveText(ALT_ACCOUNT_MANIFEST);
    await expect(screen).toContainText(
      'mf-admin → http://127.0.0.1:3005/mf-manifest.json: refused, http://127.0.0.1:3005 is not an origin this console allows overrides from',
    );
    await screen.getByRole('button', { name: 'Load from this address' }).click();
    await expect(app.heading('Members')).toBeVisible();
    await expect(app.overrideBanner).toContainText(`Remote overrides active: mf-account → ${ALT_ACCOUNT_MANIFEST}`);
    expect(requests.filter((u) => u.startsWith('http://127.0.0.1:3005/'))).toEqual([]);
  });

  test('an override naming an unknown remote is ignored and said so', async ({ app }) => {
    await app.open('/?remote.mf-nope=http://localhost:3999/mf-manifest.json', 'Networks');
    await expect(app.overrideBanner).toContainText('Ignored remote overrides: mf-nope: not a remote of this console');
  });
});
