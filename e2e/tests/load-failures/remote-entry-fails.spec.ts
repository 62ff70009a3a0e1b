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
  await panel.expectShown({
    title: 'mf-admin could not be loaded',
    fields: { Remote: 'mf-admin', 'Failed step': 'entry', Cause: 'ScriptNetworkError', Script: entryScript },
  });
  await expect(app.heading('Admin Dashboard')).toBeHidden();

  await page.unroute(isAdminEntry);
  await panel.retryRecovers(app, 'Admin Dashboard');
});
