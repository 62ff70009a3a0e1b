import { expect, test } from '@playwright/test';
import { fillByLabel } from '../../support/forms.ts';
import {
  api,
  createNetwork,
  deleteCreatedNetworks,
  networkPath,
  saveRoutes,
  type RouteBody,
} from '../../support/platformApi.ts';
import { expectToast, RoutesTab, storedRoutes } from './routesApi.ts';

const STALE = 'The routes were changed by someone else; reload and try again.';

const SEEDED: RouteBody[] = [{ filter_events: 'device.*', url: 'https://hooks.example.com/catch-all', order: 0 }];

/** What someone else saves while the console shows SEEDED. */
const CHANGED_ELSEWHERE: RouteBody[] = [
  { filter_events: 'network.*', url: 'https://hooks.example.com/alerts', order: 0 },
  { filter_events: 'device.*', url: 'https://hooks.example.com/catch-all', order: 1 },
];

test.describe('routes changed by someone else', () => {
  test.afterEach(async ({ page }) => deleteCreatedNetworks(page));

  test('a save made from an outdated list is refused (409): the newer list shows, the form keeps what was typed, and saving again adds the route', async ({
    page,
  }) => {
    const network = await createNetwork(page, 'Routes concurrent', SEEDED);
    const path = networkPath(network.id);
    // The ETag of every load of the network, and the If-Match of every save the console sends (recorded
    // from after the test's own API calls).
    const loadedEtags: string[] = [];
    const sentIfMatch: string[] = [];
    page.on('response', (response) => {
      const etag = response.headers()['etag'];
      if (response.request().method() === 'GET' && response.url().endsWith(path) && etag) loadedEtags.push(etag);
    });

    const tab = new RoutesTab(page);
    await tab.open(network.id, network.name);
    await tab.expectFilters(['device.*']);
    await expect.poll(() => loadedEtags.length).toBeGreaterThan(0);
    const shownEtag = loadedEtags.at(-1);
    expect(shownEtag).toMatch(/^"\d+"$/);

    const dialog = await tab.openAddDialog();
    await fillByLabel(dialog, { Filter: 'device.message.*', URL: 'https://hooks.example.com/messages' });

    // A blind save straight through the API (no If-Match) is refused: it would overwrite unseen changes.
    const blind = await api(page, 'POST', path, { routes: CHANGED_ELSEWHERE });
    expect(blind.status).toBe(428);
    expect(await storedRoutes(page, network.id)).toEqual(SEEDED);
    // Meanwhile someone else saves the routes through the API, from the list as they read it.
    expect((await saveRoutes(page, network.id, CHANGED_ELSEWHERE)).status).toBe(200);

    page.on('request', (request) => {
      const ifMatch = request.headers()['if-match'];
      if (request.method() === 'POST' && request.url().endsWith(path) && ifMatch) sentIfMatch.push(ifMatch);
    });
    await dialog.getByRole('button', { name: 'Save route' }).click();
    await expectToast(page, `Error updating routes: ${STALE}`);
    expect(sentIfMatch).toEqual([shownEtag]);
    await tab.expectFilters(['network.*', 'device.*']);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Filter')).toHaveValue('device.message.*');
    await expect(dialog.getByLabel('URL')).toHaveValue('https://hooks.example.com/messages');
    expect(await storedRoutes(page, network.id)).toEqual(CHANGED_ELSEWHERE);
    const reloadedEtag = loadedEtags.at(-1);
    expect(reloadedEtag).toMatch(/^"\d+"$/);
    expect(reloadedEtag).not.toBe(shownEtag);

    await dialog.getByRole('button', { name: 'Save route' }).click();
    await expectToast(page, 'Routes updated successfully');
    expect(sentIfMatch).toEqual([shownEtag, reloadedEtag]);
    await expect(dialog).toHaveCount(0);
    await tab.expectFilters(['device.message.*', 'network.*', 'device.*']);
    expect(await storedRoutes(page, network.id)).toEqual([
      { filter_events: 'device.message.*', url: 'https://hooks.example.com/messages', order: 0 },
      { filter_events: 'network.*', url: 'https://hooks.example.com/alerts', order: 1 },
      { filter_events: 'device.*', url: 'https://hooks.example.com/catch-all', order: 2 },
    ]);
  });
});
