import { expect, type Locator, type Page, type Response } from '@playwright/test';
import { injectFault } from './faults.ts';
import { ACME, waitForApi } from './platformApi.ts';

export const LOG_EXPLORER_PATH = `/v1/accounts/${ACME}/log-explorer`;
export const DEVICE_EXPLORER_PATH = `/v1/accounts/${ACME}/device-explorer`;
export const STATS_PATH = `/v1/accounts/${ACME}/stats`;

/** The region of a network page tab, labelled "{Tab} of network …". */
export function networkTab(page: Page, tab: 'Events' | 'Statistics' | 'Devices'): Locator {
  return page.getByRole('region', { name: new RegExp(`^${tab} of network `) });
}

/** What the console sends to an explorer call (log-explorer, device-explorer). */
export interface ExplorerBody {
  sort: { field: string; order: string };
  pagination: { page_size: number; page: number };
  fields: Array<{ field: string; value: string }>;
  date_ranges: Array<{ field: string; start: number; end: number }>;
}

/** An explorer's answer: one page of rows. */
export interface Explored<Row> {
  results: Row[];
  total: number;
  page: number;
}

/** An explorer call that answered 200: what the console sent and what it got. */
export async function explored<Row>(response: Response): Promise<{ body: ExplorerBody; answer: Explored<Row> }> {
  expect(response.status()).toBe(200);
  return { body: response.request().postDataJSON() as ExplorerBody, answer: (await response.json()) as Explored<Row> };
}

/** The next call of the explorer at `path` (LOG_EXPLORER_PATH or DEVICE_EXPLORER_PATH), once answered. */
export function nextExplored<Row>(page: Page, path: string) {
  return waitForApi(page, 'POST', path).then((response) => explored<Row>(response));
}

/** Opens `url` and answers the first call it makes to the explorer at `path`. */
export async function openExplored<Row>(page: Page, url: string, path: string) {
  const first = nextExplored<Row>(page, path);
  await page.goto(url);
  return first;
}

/** The MAC address a MAC-style device id is shown as (undefined for other ids). */
export const macOf = (id: string) => /^0{8}-0{4}-8000-8200-([0-9a-f]{12})$/.exec(id)?.[1]?.match(/../g)?.join(':');

/** A network tab whose data comes from one API call. */
export interface TabLoad {
  /** The tab's URL. */
  url: string;
  method: 'GET' | 'POST';
  /** The API path of the tab's call. */
  path: string;
  /** What the toast and the panel name: "Error loading {what}: …", "The {what} could not be loaded". */
  what: 'events' | 'statistics';
  tab: Locator;
}

/**
 * Opens the tab with its call answering 500 once: the tab's own toast "Error loading {what}: {server
 * message}" shows (not the generic one) with the "could not be loaded" panel; Retry calls again (200),
 * `loaded` checks the data is shown, and the panel is gone.
 */
export async function expectLoadFailureThenRetry(page: Page, load: TabLoad, loaded: () => Promise<void>) {
  await injectFault(page, { path: load.path, method: load.method, kind: '500' });
  const failed = waitForApi(page, load.method, load.path);
  await page.goto(load.url);
  const response = await failed;
  expect(response.status()).toBe(500);
  const body = (await response.json()) as { detail?: string; error?: string; message?: string };
  const message = body.detail ?? body.error ?? body.message ?? '';

  const toast = page.getByRole('alert').filter({ hasText: `Error loading ${load.what}:` });
  await expect(toast).toContainText(`Error loading ${load.what}: ${message}`);
  // The tab's own toast replaces the generic one.
  await expect(page.getByRole('alert').filter({ hasText: 'Unexpected error' })).toHaveCount(0);
  const notLoaded = load.tab.getByText(`The ${load.what} could not be loaded`);
  await expect(notLoaded).toBeVisible();

  const retried = waitForApi(page, load.method, load.path);
  await load.tab.getByRole('button', { name: 'Retry' }).click();
  expect((await retried).status()).toBe(200);
  await loaded();
  await expect(notLoaded).toHaveCount(0);
}
