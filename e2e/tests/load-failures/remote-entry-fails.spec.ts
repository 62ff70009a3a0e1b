import { expect, test } from '@playwright/test';
import { ConsolePage, RemoteErrorPanel } from '../../support/consolePage.ts';
import { ignoringQuery, remoteEntryUrl } from '../../support/federation.ts';
import { storageStateOf } from '../../support/users.ts';

// These tests visit the admin area (mf-admin), which only platform staff may open.
test.use({ storageState: storageStateOf('staff') });

test('a failing remoteEntry is named as the entry step and Retry recovers', async ({ page, request }) => {
  const app = new ConsolePage(page);
  // The script the manifest names, e.g. http://localhost:3005/static/js/mf_admin.<hash>.js.
  const entry = await remoteEntryUrl(request, 'mf-admin');
  const entryScript = entry.slice(entry.lastIndexOf('/') + 1);
  const isAdminEntry = ignoringQuery(entry);
  await page.route(isAdminEntry, (route) => route.abort('connectionrefused'));

  await app.goto('/admin');
  const panel = new RemoteErrorPanel(app.remoteError('mf-admin'));
  await expect(panel.root).toBeVisible();
  await expect(panel.title).toHaveText('mf-admin could not be loaded');
  await expect(panel.field('Remote')).toHaveText('mf-admin');
  await expect(panel.field('Failed step')).toHaveText('entry');
  await expect(panel.field('Cause')).toHaveText('ScriptNetworkError');
  await expect(panel.field('Script')).toHaveText(entryScript);
  await expect(app.heading('Admin Dashboard')).toBeHidden();

  await page.unroute(isAdminEntry);
  await app.markDocument();
  await panel.retry.click();
  await expect(app.heading('Admin Dashboard')).toBeVisible();
  await expect(panel.root).toBeHidden();
  expect(await app.documentIsMarked()).toBe(true);
});
