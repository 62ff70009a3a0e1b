import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { ConsolePage } from '../../support/consolePage.ts';
import { API_ORIGIN } from '../../support/faults.ts';

interface PageView {
  visitor: string;
  path: string;
  title: string;
}

test('each page view is reported to the tracker once, with its path and its own title', async ({ page, request }) => {
  const app = new ConsolePage(page);
  // The saved owner state is shared by parallel tests; this page gets a visitor id of its own.
  const visitor = randomUUID();
  await page.addInitScript((id) => window.localStorage.setItem('beacon.visitor', id), visitor);
  await app.open('/hotspots/manage', 'Manage Hotspots');
  await app.clickNetworks();
  await expect(page).toHaveURL('http://localhost:3000/');
  // As a user does, the next click comes once the page is there (a page left before it sets its title
  // is reported without one: trackPageViews.test.ts).
  await expect(app.heading('Networks')).toBeVisible();
  await app.clickHotspots();
  await expect(page).toHaveURL('http://localhost:3000/hotspots/dashboard');
  // A change of query string is the same page.
  await app.navigateClientSide('/hotspots/dashboard?view=map');

  expect(await page.evaluate(() => window.localStorage.getItem('beacon.visitor'))).toBe(visitor);
  const views = async () => {
    const response = await request.get(`${API_ORIGIN}/tracker/page-views?visitor=${visitor}`);
    return ((await response.json()) as { views: PageView[] }).views.map((v) => [v.path, v.title]);
  };
  // Each view carries its own page's title, not the previous page's.
  await expect.poll(views).toEqual([
    ['/hotspots/manage', 'Beacon Console | Manage Hotspots'],
    ['/', 'Beacon Console | Networks'],
    ['/hotspots/dashboard', 'Beacon Console | Hotspot Dashboard'],
  ]);
});
