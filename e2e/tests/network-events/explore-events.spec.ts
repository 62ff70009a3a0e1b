import { expect, test, type Page } from '@playwright/test';
import { SHELL_URL } from '../../support/constants.ts';
import { LOG_EXPLORER_PATH, macOf, networkTab, nextExplored, openExplored } from '../../support/networkTabs.ts';
import { seededNetworkId } from '../../support/platformApi.ts';

/** A row of the events explorer (the seeded Warehouse network of acme-logistics has 12,000 events of every kind). */
interface EventRow {
  timestamp: number;
  device_id: string;
  event_type: string;
  type: string;
  text: string;
  full_event: { type: string; data: { location?: { lat: number; lon: number } | null } };
}

/** The next events explorer call, once answered (200). */
const nextEvents = (page: Page) => nextExplored<EventRow>(page, LOG_EXPLORER_PATH);

/** Opens the Events tab (the network page's default child) at `search` and returns the first answer. */
const openEvents = (page: Page, networkId: string, search = '') =>
  openExplored<EventRow>(page, `/networks/${networkId}${search}`, LOG_EXPLORER_PATH);

const tab = (page: Page) => networkTab(page, 'Events');
const rows = (page: Page) => tab(page).locator('.ant-table-tbody .ant-table-row');
const cell = (row: ReturnType<typeof rows>, column: number) => row.locator('td').nth(column);
const timeHeader = (page: Page) => tab(page).getByRole('columnheader', { name: /Time \(UTC\)/ });
/** The console's date style in UTC, as the Time (UTC) column writes it: `Oct 31, 2026, 11:59:24 PM`. */
const UTC_TIME = new Intl.DateTimeFormat('en', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  timeZone: 'UTC',
});
const utc = (seconds: number) => UTC_TIME.format(seconds * 1000);

test.describe('events explorer', () => {
  let warehouse = '';

  test.beforeEach(async ({ page }) => {
    warehouse = await seededNetworkId(page, 'Warehouse');
  });

  test('lists the newest events in UTC, 100 a page, and pages and sorts on the server', async ({ page }) => {
    const { body, answer } = await openEvents(page, warehouse);
    expect(body).toEqual({
      sort: { field: 'timestamp', order: 'desc' },
      pagination: { page_size: 100, page: 1 },
      fields: [{ field: 'network_id', value: warehouse }],
      date_ranges: [],
    });
    expect(answer.total).toBeGreaterThanOrEqual(12_000);
    await expect(rows(page)).toHaveCount(100);
    await expect(timeHeader(page)).toHaveAttribute('aria-sort', 'descending');
    const newest = answer.results[0]!;
    await expect(cell(rows(page).first(), 0)).toHaveText(utc(newest.timestamp));
    await expect(cell(rows(page).first(), 1)).toHaveText(macOf(newest.device_id) ?? newest.device_id);
    await expect(cell(rows(page).first(), 2)).toContainText(newest.event_type);
    await expect(cell(rows(page).first(), 3)).toContainText(newest.text);
    await expect(tab(page).getByText(`${answer.total.toLocaleString('en')} events`)).toBeVisible();

    const second = nextEvents(page);
    await tab(page).getByTitle('2', { exact: true }).click();
    const page2 = await second;
    expect(page2.body.pagination).toEqual({ page_size: 100, page: 2 });
    await expect(page).toHaveURL(`${SHELL_URL}/networks/${warehouse}?page=2`);
    await expect(cell(rows(page).first(), 0)).toHaveText(utc(page2.answer.results[0]!.timestamp));
    expect(page2.answer.results[0]!.timestamp).toBeLessThanOrEqual(answer.results[99]!.timestamp);

    // Sorting starts again at page 1, oldest first.
    const sorted = nextEvents(page);
    await timeHeader(page).click();
    const oldest = await sorted;
    expect(oldest.body.sort).toEqual({ field: 'timestamp', order: 'asc' });
    expect(oldest.body.pagination.page).toBe(1);
    await expect(page).toHaveURL(`${SHELL_URL}/networks/${warehouse}?order=asc`);
    await expect(timeHeader(page)).toHaveAttribute('aria-sort', 'ascending');
    await expect(cell(rows(page).first(), 0)).toHaveText(utc(oldest.answer.results[0]!.timestamp));
    expect(oldest.answer.results[0]!.timestamp).toBeLessThanOrEqual(newest.timestamp);

    // Back in history: the URL holds the view, so page 2 newest first comes back (from the cache).
    await page.goBack();
    await expect(page).toHaveURL(`${SHELL_URL}/networks/${warehouse}?page=2`);
    await expect(timeHeader(page)).toHaveAttribute('aria-sort', 'descending');
    await expect(cell(rows(page).first(), 0)).toHaveText(utc(page2.answer.results[0]!.timestamp));
    await expect(tab(page).locator('.ant-pagination-item-active')).toHaveText('2');
  });

  test('filters by typing a device ID and an event type; the filters live in the URL', async ({ page }) => {
    const { answer } = await openEvents(page, warehouse);
    const device = answer.results[0]!.device_id;

    const byType = nextEvents(page);
    await tab(page).getByLabel('Event Type').fill('device_spotted');
    const typed = await byType;
    expect(typed.body.fields).toEqual([
      { field: 'network_id', value: warehouse },
      { field: 'event_type', value: 'device_spotted' },
    ]);
    await expect(page).toHaveURL(`${SHELL_URL}/networks/${warehouse}?event_type=device_spotted`);
    expect(typed.answer.results.length).toBeGreaterThan(0);
    expect(typed.answer.results.every((e) => e.event_type === 'device_spotted')).toBe(true);
    await expect(rows(page).locator('td:nth-child(3)').filter({ hasNotText: 'device_spotted' })).toHaveCount(0);

    const byDevice = nextEvents(page);
    await tab(page).getByLabel('Device ID').fill(device);
    const both = await byDevice;
    expect(both.body.fields).toEqual([
      { field: 'network_id', value: warehouse },
      { field: 'device_id', value: device },
      { field: 'event_type', value: 'device_spotted' },
    ]);
    await expect(page).toHaveURL(`${SHELL_URL}/networks/${warehouse}?event_type=device_spotted&device_id=${device}`);
    expect(both.answer.results.every((e) => e.device_id === device && e.event_type === 'device_spotted')).toBe(true);
    await expect(rows(page)).toHaveCount(both.answer.results.length);

    // A shared link opens the same view.
    const reopened = await openEvents(page, warehouse, `?device_id=${device}&event_type=device_spotted`);
    expect(reopened.body.fields).toEqual(both.body.fields);
    await expect(tab(page).getByLabel('Device ID')).toHaveValue(device);
    await expect(tab(page).getByLabel('Event Type')).toHaveValue('device_spotted');

    const cleared = nextEvents(page);
    await tab(page).getByRole('button', { name: 'Clear Filters' }).click();
    expect((await cleared).body.fields).toEqual([{ field: 'network_id', value: warehouse }]);
    await expect(page).toHaveURL(`${SHELL_URL}/networks/${warehouse}`);
    await expect(tab(page).getByLabel('Event Type')).toHaveValue('');
    await expect(rows(page)).toHaveCount(100);
  });

  test('the search icons beside a device and an event type set those filters', async ({ page }) => {
    const { answer } = await openEvents(page, warehouse);
    const first = answer.results[0]!;
    const shown = macOf(first.device_id) ?? first.device_id;

    const byDevice = nextEvents(page);
    await rows(page)
      .first()
      .getByRole('button', { name: `Filter by device ${shown}` })
      .click();
    const devices = await byDevice;
    expect(devices.body.fields).toContainEqual({ field: 'device_id', value: first.device_id });
    await expect(page).toHaveURL(`${SHELL_URL}/networks/${warehouse}?device_id=${first.device_id}`);
    await expect(tab(page).getByLabel('Device ID')).toHaveValue(first.device_id);
    await expect(rows(page).locator('td:nth-child(2)').filter({ hasNotText: shown })).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    const byEvent = nextEvents(page);
    await rows(page)
      .first()
      .getByRole('button', { name: `Filter by event ${first.event_type}` })
      .click();
    const events = await byEvent;
    expect(events.body.fields).toEqual([
      { field: 'network_id', value: warehouse },
      { field: 'device_id', value: first.device_id },
      { field: 'event_type', value: first.event_type },
    ]);
    await expect(tab(page).getByLabel('Event Type')).toHaveValue(first.event_type);
    expect(events.answer.results.every((e) => e.event_type.includes(first.event_type))).toBe(true);
  });

  test('a row opens the full event as JSON text with the note that payloads are redacted', async ({ page }) => {
    const { answer } = await openEvents(page, warehouse, '?event_type=device.message');
    const event = answer.results[0]!;
    await cell(rows(page).first(), 3).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Payloads are redacted in this preview.')).toBeVisible();
    // The note is true: the payload is redacted, the rest of the event is shown as it is.
    const payload = (event.full_event.data as { payload?: string }).payload ?? '';
    expect(payload).not.toBe('');
    const text = (await dialog.locator('pre').textContent()) ?? '';
    expect(text).not.toContain(payload);
    const json = JSON.parse(text) as unknown;
    expect(json).toEqual({ ...event.full_event, data: { ...event.full_event.data, payload: '[redacted]' } });
    await expect(dialog.getByText(utc(event.timestamp))).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });

  test('a page past the end shows the last page, and the URL says so', async ({ page }) => {
    const { body, answer } = await openEvents(page, warehouse, '?page=500');
    expect(body.pagination.page).toBe(500);
    const last = Math.ceil(answer.total / 100);
    expect(last).toBeGreaterThan(1);
    expect(last).toBeLessThan(500);
    await expect(page).toHaveURL(`${SHELL_URL}/networks/${warehouse}?page=${last}`);
    await expect(tab(page).locator('.ant-pagination-item-active')).toHaveText(String(last));
    await expect(rows(page).first()).toBeVisible();
    await expect(tab(page).getByText('Waiting for events')).toHaveCount(0);
  });

  test('paging brings the top of the table into view', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    await openEvents(page, warehouse);
    await expect(rows(page)).toHaveCount(100);
    const second = nextEvents(page);
    await tab(page).getByTitle('2', { exact: true }).scrollIntoViewIfNeeded();
    await tab(page).getByTitle('2', { exact: true }).click();
    const page2 = await second;
    await expect(page).toHaveURL(`${SHELL_URL}/networks/${warehouse}?page=2`);
    await expect(cell(rows(page).first(), 3)).toContainText(page2.answer.results[0]!.text);
    await expect(rows(page).first()).toBeInViewport();
  });

  test('message sizes are whole bytes', async ({ page }) => {
    const { answer } = await openEvents(page, warehouse, '?event_type=device.message');
    const sized = answer.results.filter((event) => event.text.includes('bytes'));
    expect(sized.length).toBeGreaterThan(0);
    for (const event of sized) expect(event.text).toMatch(/\(\d+ bytes\)$/);
    await expect(rows(page).filter({ hasText: /\d\.\d+ bytes/ })).toHaveCount(0);
  });

  test('spotted events link their location to maps; ERROR rows stand out', async ({ page }) => {
    const { answer } = await openEvents(page, warehouse, '?event_type=device_spotted');
    const spotted = answer.results[0]!;
    const location = spotted.full_event.data.location!;
    const link = rows(page)
      .first()
      .getByRole('link', { name: `Map of location ${location.lat},${location.lon}` });
    await expect(link).toHaveAttribute('href', `https://www.google.com/maps?q=${location.lat},${location.lon}`);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');

    const failures = nextEvents(page);
    await tab(page).getByLabel('Event Type').fill('routing_failed');
    const failed = await failures;
    expect(failed.answer.results.every((e) => e.type === 'ERROR')).toBe(true);
    await expect(rows(page)).toHaveCount(failed.answer.results.length);
    await expect(rows(page).and(page.locator('.events-row-error'))).toHaveCount(failed.answer.results.length);
    await expect(rows(page).first().getByText('ERROR', { exact: true })).toBeVisible();
    await expect(rows(page).first().getByRole('link')).toHaveCount(0);
  });

  test('with no events it reads "Waiting for events"', async ({ page }) => {
    const { answer } = await openEvents(page, warehouse, '?device_id=no-such-device-e2e');
    expect(answer.total).toBe(0);
    await expect(tab(page).getByText('Waiting for events')).toBeVisible();
    await expect(rows(page)).toHaveCount(0);
  });

  test('Refresh asks the server again for the same view', async ({ page }) => {
    const { body } = await openEvents(page, warehouse, '?event_type=device_registered&page=2');
    const again = nextEvents(page);
    await tab(page).getByRole('button', { name: 'Refresh' }).click();
    expect((await again).body).toEqual(body);
  });
});
