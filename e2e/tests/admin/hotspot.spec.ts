import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAccessible } from '../../support/a11y.ts';
import { openSignedIn, SEEDED_HOTSPOTS } from '../../support/admin-hotspots.ts';
import { ConsolePage } from '../../support/consolePage.ts';
import { injectFault } from '../../support/faults.ts';
import { newHotspotId, registerHotspot } from '../../support/hotspots.ts';
import { ACME, api } from '../../support/platformApi.ts';
import { storageStateOf } from '../../support/users.ts';

test.use({ storageState: storageStateOf('staff') });

const DAY_MS = 86_400_000;

/** Opens the admin hotspot details of `hotspotId` and waits for its cards, titled with its name (else its id). */
async function openHotspot(page: Page, hotspotId: string): Promise<void> {
  const app = new ConsolePage(page);
  await app.goto(`/admin/hotspots/${hotspotId}`);
  const record = await api<{ name?: string }>(page, 'GET', `/admin/hotspots/${hotspotId}`);
  expect(record.status).toBe(200);
  await expect(app.heading(`Hotspot ${record.body.name || hotspotId}`)).toBeVisible();
  await expect(card(page, 'Basic information')).toBeVisible();
}

/** The card titled `title`. */
function card(page: Page, title: string): Locator {
  return page.locator('.ant-card').filter({ has: page.locator('.ant-card-head-title', { hasText: title }) });
}

/** The value next to `label` in a card's descriptions. */
function field(cardLocator: Locator, label: string): Locator {
  return cardLocator
    .locator('.ant-descriptions-item')
    .filter({ has: cardLocator.page().locator('.ant-descriptions-item-label', { hasText: new RegExp(`^${label}$`) }) })
    .locator('.ant-descriptions-item-content');
}

test('a monitored hotspot (registered by a customer): its label, cards, OS Unknown; the back button; accessible', async ({
  page,
}) => {
  // Staff is a member of acme-logistics: it registers the hotspot through the customer API.
  await openSignedIn(page, '/hotspots/manage');
  const { hotspot_id: hotspotId } = await registerHotspot(page, { alias: 'e2e admin monitored', site_id: 'Dock 9' });
  await openHotspot(page, hotspotId);

  const basic = card(page, 'Basic information');
  await expect(field(basic, 'Hotspot ID')).toContainText(hotspotId);
  await expect(field(basic, 'Type')).toHaveText('Monitored Hotspot');
  await expect(field(basic, 'OS')).toContainText('Unknown');
  await expect(field(basic, 'OS')).toContainText('The hotspot may not have reported it.');
  await expect(field(basic, 'OS version')).toContainText('Unknown');
  await expect(card(page, 'Connection status')).toBeVisible();
  await expect(card(page, 'Statistics')).toBeVisible();

  const configuration = card(page, 'Configuration');
  await expect(field(configuration, 'Account').getByRole('link', { name: ACME })).toHaveAttribute(
    'href',
    `/admin/accounts/${ACME}`,
  );
  await expect(field(configuration, 'Account')).toContainText('Monitored');
  await expect(field(configuration, 'Alias')).toHaveText('e2e admin monitored');
  await expect(field(configuration, 'Site ID')).toHaveText('Dock 9');
  const sources = card(page, 'Data sources');
  await expect(field(sources, 'Has monitoring data')).toContainText('Yes');
  await expect(field(sources, 'Has AP data')).toContainText('No');
  await expectAccessible(page, 'admin hotspot details');

  await page.getByRole('button', { name: 'Back to Admin' }).click();
  await expect(new ConsolePage(page).heading('Admin Dashboard')).toBeVisible();
});

test('an access point and a blended record: their labels and cards', async ({ page }) => {
  await openHotspot(page, SEEDED_HOTSPOTS.accessPoint);
  const basic = card(page, 'Basic information');
  await expect(field(basic, 'Type')).toHaveText('Access Point');
  await expect(field(basic, 'OS')).not.toContainText('Unknown');
  await expect(field(card(page, 'Data sources'), 'Primary source')).toHaveText('access_point');
  await expect(field(card(page, 'Statistics'), 'Uptime')).toHaveText(/^(\d+d )?(\d+h )?\d+m$|^< 1m$/);

  await openHotspot(page, SEEDED_HOTSPOTS.blendedWithoutOs);
  await expect(field(basic, 'Type')).toHaveText(/^Monitored AP\s*Blended Data$/);
  await expect(field(basic, 'OS')).toContainText('Unknown');
  const account = field(card(page, 'Configuration'), 'Account');
  await expect(account.getByRole('link', { name: ACME })).toBeVisible();
  await expect(account).toContainText('Monitored');
});

test('Copy ID: "Copied to clipboard"; the analytics link spans 15 days in a new tab; the raw record toggles', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // The page's clock stands still at a whole second, so the link's times can be checked exactly.
  const now = new Date(Math.floor(Date.now() / 1000) * 1000);
  await page.clock.setFixedTime(now);
  await openHotspot(page, SEEDED_HOTSPOTS.accessPoint);

  await page.getByRole('button', { name: 'Copy ID' }).click();
  await expect(page.locator('.ant-message').getByText('Copied to clipboard')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(SEEDED_HOTSPOTS.accessPoint);

  const link = card(page, 'Analytics and tools').getByRole('link', { name: /search dashboard/ });
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  const href = new URL((await link.getAttribute('href')) ?? '');
  expect(href.searchParams.get('query')).toBe(`ap_id:"${SEEDED_HOTSPOTS.accessPoint}"`);
  expect(href.searchParams.get('to')).toBe(now.toISOString());
  expect(href.searchParams.get('from')).toBe(new Date(now.getTime() - 15 * DAY_MS).toISOString());

  const raw = page.getByRole('region', { name: 'Raw hotspot record' });
  await expect(raw).toHaveCount(0);
  await page.getByRole('button', { name: 'Show raw data' }).click();
  const record = JSON.parse((await raw.textContent()) ?? '') as { hotspot_id: string; _hotspot_type: string };
  expect(record).toMatchObject({ hotspot_id: SEEDED_HOTSPOTS.accessPoint, _hotspot_type: 'AP' });
  await page.getByRole('button', { name: 'Hide raw data' }).click();
  await expect(raw).toHaveCount(0);
});

test('an unknown hotspot: "Hotspot not found: {id}"', async ({ page }) => {
  const unknown = newHotspotId();
  await new ConsolePage(page).open(`/admin/hotspots/${unknown}`, `Hotspot ${unknown}`);
  await expect(page.getByRole('alert')).toContainText(`Hotspot not found: ${unknown}`);
});

test('a server failure shows its message with Retry, and Retry loads the hotspot', async ({ page }) => {
  await openSignedIn(page);
  await injectFault(page, { path: `/admin/hotspots/${SEEDED_HOTSPOTS.accessPoint}`, method: 'GET', kind: '500' });
  await new ConsolePage(page).navigateClientSide(`/admin/hotspots/${SEEDED_HOTSPOTS.accessPoint}`);
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Internal server error');
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(field(card(page, 'Basic information'), 'Type')).toHaveText('Access Point');
  await expect(alert).toHaveCount(0);
});

test.describe('on a 390 px screen', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the cards fit the width and the actions are reachable', async ({ page }) => {
    await openHotspot(page, SEEDED_HOTSPOTS.blendedWithoutOs);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const copy = page.getByRole('button', { name: 'Copy ID' });
    await copy.scrollIntoViewIfNeeded();
    await expect(copy).toBeInViewport({ ratio: 1 });
    await page.getByRole('button', { name: 'Show raw data' }).click();
    const raw = page.getByRole('region', { name: 'Raw hotspot record' });
    const box = await raw.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(390);
  });
});
