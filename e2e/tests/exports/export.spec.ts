import { expect, test, type Download, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { registerDevice } from '../../support/devices.ts';
import { injectFault } from '../../support/faults.ts';
import { explored, LOG_EXPLORER_PATH, DEVICE_EXPLORER_PATH, networkTab } from '../../support/networkTabs.ts';
import { createNetwork, deleteCreatedNetworks, seededNetworkId, waitForApi } from '../../support/platformApi.ts';
import { expectToast } from '../routes/routesApi.ts';

/** Export → the format; the file the browser downloads. */
async function exportAs(page: Page, scope: Page | ReturnType<Page['locator']>, format: 'CSV' | 'NDJSON') {
  const download = page.waitForEvent('download');
  await scope.getByRole('button', { name: 'Export' }).click();
  await page.getByRole('menuitem', { name: new RegExp(`^${format}`) }).click();
  return download;
}

async function text(download: Download): Promise<string> {
  return readFile(await download.path(), 'utf8');
}

/** The rows of a CSV file without its header (no cell of these exports holds a line break). */
function csvRows(file: string): string[][] {
  const [, ...lines] = file.trimEnd().split('\r\n');
  return lines.map((line) => line.split(','));
}

test.afterEach(async ({ page }) => deleteCreatedNetworks(page));

test('the Events tab exports every page its filter selects: the CSV has the explorer total, each row of that type', async ({
  page,
}) => {
  const networkId = await seededNetworkId(page, 'Warehouse');
  // A filter that selects several pages (the tab shows 100 a page).
  const first = waitForApi(page, 'POST', LOG_EXPLORER_PATH);
  await page.goto(`/networks/${networkId}?event_type=device_spotted`);
  const { answer } = await explored<{ event_type: string }>(await first);
  expect(answer.total).toBeGreaterThan(100);

  const download = await exportAs(page, networkTab(page, 'Events'), 'CSV');
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const file = await text(download);
  const header = file.split('\r\n')[0]!.split(',');
  expect(header).toContain('Event Type');
  const rows = csvRows(file);
  expect(rows).toHaveLength(answer.total);
  const typeColumn = header.indexOf('Event Type');
  expect(rows.every((row) => row[typeColumn] === 'device_spotted')).toBe(true);
  await expectToast(page, `Exported ${answer.total.toLocaleString('en')} rows`);
});

test('NDJSON: one event per line, as the API answered it', async ({ page }) => {
  const networkId = await seededNetworkId(page, 'Warehouse');
  const first = waitForApi(page, 'POST', LOG_EXPLORER_PATH);
  await page.goto(`/networks/${networkId}?event_type=device_registered`);
  const { answer } = await explored<{ event_type: string; device_id: string }>(await first);
  const file = await text(await exportAs(page, networkTab(page, 'Events'), 'NDJSON'));
  const events = file
    .trimEnd()
    .split('\n')
    .map((line) => JSON.parse(line) as { event_type: string; device_id: string; full_event: unknown });
  expect(events).toHaveLength(answer.total);
  expect(events.every((e) => e.event_type === 'device_registered' && e.full_event !== undefined)).toBe(true);
  // The first page of the file is the first page the explorer showed (same sort).
  expect(events.slice(0, answer.results.length).map((e) => e.device_id)).toEqual(
    answer.results.map((e) => e.device_id),
  );
});

test('the devices tab and /devices export their filtered devices; a failure says so and downloads nothing', async ({
  page,
}) => {
  const network = await createNetwork(page, 'Export devices');
  const ids: string[] = [];
  for (let i = 0; i < 3; i += 1) ids.push((await registerDevice(page, network.id)).id);

  const tabCall = waitForApi(page, 'POST', DEVICE_EXPLORER_PATH);
  await page.goto(`/networks/${network.id}/devices`);
  await tabCall;
  const tabFile = await text(await exportAs(page, networkTab(page, 'Devices'), 'CSV'));
  const tabRows = csvRows(tabFile);
  expect(tabRows.map((row) => row[0]).sort()).toEqual([...ids].sort());

  // /devices filtered to that network: the same three.
  const listCall = waitForApi(page, 'POST', DEVICE_EXPLORER_PATH);
  await page.goto(`/devices?network=${network.id}`);
  const { answer } = await explored(await listCall);
  expect(answer.total).toBe(3);
  const listFile = await text(await exportAs(page, page.locator('main'), 'NDJSON'));
  const listed = listFile
    .trimEnd()
    .split('\n')
    .map((line) => (JSON.parse(line) as { device_id: string }).device_id);
  expect(listed.sort()).toEqual([...ids].sort());

  // A failed page: "Export failed: …", and no file.
  await injectFault(page, { path: DEVICE_EXPLORER_PATH, method: 'POST', kind: '500' });
  let downloaded = false;
  page.on('download', () => (downloaded = true));
  await page.locator('main').getByRole('button', { name: 'Export' }).click();
  await page.getByRole('menuitem', { name: /^CSV/ }).click();
  await expectToast(page, 'Export failed: ');
  expect(downloaded).toBe(false);
});
