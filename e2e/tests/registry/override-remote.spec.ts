import { expect, test } from '@playwright/test';
import { ALT_ACCOUNT_MANIFEST, ALT_BUILD_VERSION, manifestUrl } from '../../support/constants.ts';
import { ConsolePage } from '../../support/consolePage.ts';
import { DiagnosticsPage } from '../../support/diagnosticsPage.ts';
import { storageStateOf } from '../../support/users.ts';

// These tests visit the admin area (mf-admin), which only platform staff may open.
test.use({ storageState: storageStateOf('staff') });

const STORAGE_KEY = 'beacon.remote-overrides';

test.describe('?remote.<name>= developer override', () => {
  test('loads the overriding build, is remembered, and "Clear overrides" removes it', async ({ page }) => {
    const app = new ConsolePage(page);
    const diagnostics = new DiagnosticsPage(page);

    await app.goto(`/account?remote.mf-account=${encodeURIComponent(ALT_ACCOUNT_MANIFEST)}`);
    await expect(app.heading('Members')).toBeVisible();
    await expect(app.overrideBanner).toBeVisible();
    await expect(app.overrideBanner).toContainText(`Remote overrides active: mf-account → ${ALT_ACCOUNT_MANIFEST}`);

    await app.openDiagnostics();
    await expect(diagnostics.manifestUrl('mf-account')).toHaveText(`${ALT_ACCOUNT_MANIFEST} (override)`);
    await expect(diagnostics.buildVersion('mf-account')).toHaveText(ALT_BUILD_VERSION);
    await expect(diagnostics.manifestUrl('mf-admin')).toHaveText(manifestUrl('mf-admin'));

    // Remembered in localStorage: still active without the query parameter.
    expect(await page.evaluate((key) => window.localStorage.getItem(key), STORAGE_KEY)).toContain(ALT_ACCOUNT_MANIFEST);
    await app.goto('/profile');
    await expect(app.heading('Profile')).toBeVisible();
    await expect(app.overrideBanner).toContainText(`mf-account → ${ALT_ACCOUNT_MANIFEST}`);

    await app.overrideBanner.getByRole('button', { name: 'Clear overrides' }).click();
    await expect(app.overrideBanner).toBeHidden();
    await expect(app.heading('Profile')).toBeVisible();
    expect(await page.evaluate((key) => window.localStorage.getItem(key), STORAGE_KEY)).toBeNull();

    await page.reload();
    await expect(app.heading('Profile')).toBeVisible();
    await expect(app.overrideBanner).toBeHidden();
    await app.openDiagnostics();
    await expect(diagnostics.manifestUrl('mf-account')).toHaveText(manifestUrl('mf-account'));
    await expect(diagnostics.buildVersion('mf-account')).not.toHaveText(ALT_BUILD_VERSION);
  });

  test('an override of mf-admin is named in the banner and on diagnostics', async ({ page }) => {
    const app = new ConsolePage(page);
    const diagnostics = new DiagnosticsPage(page);
    // Same build, another address of it: the override is what is under test.
    const overridden = 'http://127.0.0.1:3005/mf-manifest.json';

    await app.goto(`/admin?remote.mf-admin=${encodeURIComponent(overridden)}`);
    await expect(app.overrideBanner).toContainText(`Remote overrides active: mf-admin → ${overridden}`);
    await app.openDiagnostics();
    await expect(diagnostics.manifestUrl('mf-admin')).toHaveText(`${overridden} (override)`);

    await app.overrideBanner.getByRole('button', { name: 'Clear overrides' }).click();
    await expect(app.overrideBanner).toBeHidden();
    await expect(page).toHaveURL((url) => ![...url.searchParams.keys()].some((k) => k.startsWith('remote.')));
    await page.reload();
    await expect(app.overrideBanner).toBeHidden();
    expect(await page.evaluate((key) => window.localStorage.getItem(key), STORAGE_KEY)).toBeNull();
  });

  test('an override naming an unknown remote is ignored and said so', async ({ page }) => {
    const app = new ConsolePage(page);
    await app.goto('/?remote.mf-nope=http://localhost:3999/mf-manifest.json');
    await expect(app.heading('Networks')).toBeVisible();
    await expect(app.overrideBanner).toContainText('Ignored remote overrides: mf-nope: not a remote of this console');
  });
});
