import { expect, test } from '@playwright/test';
import { ALT_ACCOUNT_MANIFEST, ALT_BUILD_VERSION, manifestUrl } from '../../support/constants.ts';
import { ConsolePage } from '../../support/consolePage.ts';
import { DiagnosticsPage } from '../../support/diagnosticsPage.ts';
import { buildVersionOf, routeRegistry } from '../../support/federation.ts';

test('a registry change switches mf-account to another build with no shell rebuild', async ({ page, request }) => {
  const originalVersion = await buildVersionOf(request, manifestUrl('mf-account'));
  expect(originalVersion).not.toBe(ALT_BUILD_VERSION);

  const app = new ConsolePage(page);
  const diagnostics = new DiagnosticsPage(page);

  // The registry now points mf-account at the second build.
  await routeRegistry(page, { 'mf-account': ALT_ACCOUNT_MANIFEST });
  await app.open('/account', 'Members');
  await app.openDiagnostics();
  await expect(diagnostics.manifestUrl('mf-account')).toHaveText(ALT_ACCOUNT_MANIFEST);
  await expect(diagnostics.buildVersion('mf-account')).toHaveText(ALT_BUILD_VERSION);
  await expect(diagnostics.state('mf-account')).toHaveText('loaded');
  // Not an override: no developer banner.
  await expect(app.overrideBanner).toBeHidden();

  // The registry back as served: the same shell, loaded again, uses the original build.
  await page.unrouteAll({ behavior: 'wait' });
  await app.open('/account', 'Members');
  await app.openDiagnostics();
  await expect(diagnostics.manifestUrl('mf-account')).toHaveText(manifestUrl('mf-account'));
  await expect(diagnostics.state('mf-account')).toHaveText('loaded');
  await expect(diagnostics.buildVersion('mf-account')).toHaveText(originalVersion);
  await expect(diagnostics.buildVersion('mf-account')).not.toHaveText(ALT_BUILD_VERSION);
});
