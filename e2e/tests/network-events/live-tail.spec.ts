import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../../support/a11y.ts';
import { registerDevice } from '../../support/devices.ts';
import { SHELL_URL } from '../../support/constants.ts';
import { API_ORIGIN, injectFault } from '../../support/faults.ts';
import { LOG_EXPLORER_PATH, networkTab } from '../../support/networkTabs.ts';
import { ACME, api, createNetwork, deleteCreatedNetworks, waitForApi } from '../../support/platformApi.ts';
import { storageStateOf } from '../../support/users.ts';

// The live tail of the events explorer (beyond the spec): POST log-tail about once a second while the
// "Live" switch is on. The page's clock is installed before it loads, so `runFor` brings the next polls.

const TAIL_PATH = `/v1/accounts/${ACME}/log-tail`;

const tab = (page: Page) => networkTab(page, 'Events');
const rows = (page: Page) => tab(page).locator('.ant-table-tbody .ant-table-row');
const liveSwitch = (page: Page) => tab(page).getByRole('switch', { name: 'Live' });
const rowWith = (page: Page, text: string) => rows(page).filter({ hasText: text });

/** Sends a test event of the device through the API, as another tab would; its Details read `…: {text}`. */
async function sendTestEvent(page: Page, deviceId: string, text: string): Promise<void> {
  const sent = await api(page, 'POST', `/v1/accounts/${ACME}/devices/${deviceId}/test-event`, {
    namespace: 'e2e',
    method: 'live',
    text,
  });
  expect(sent.status).toBe(200);
}

/** Counts the calls of the page to `path` from now on. */
function countCalls(page: Page, path: string): () => number {
  let calls = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url() === `${API_ORIGIN}${path}`) calls += 1;
  });
  return () => calls;
}

/** A new network with one device, its Events tab open (the clock installed first), at `search`. */
async function openNewNetwork(page: Page, search = '') {
  await page.clock.install();
  const network = await createNetwork(page, 'Live tail');
  const deviceId = (await registerDevice(page, network.id)).id;
  const loaded = waitForApi(page, 'POST', LOG_EXPLORER_PATH);
  await page.goto(`/networks/${network.id}${search}`);
  expect((await loaded).status()).toBe(200);
  await expect(rows(page).first()).toBeVisible();
  return { networkId: network.id, deviceId };
}

/** Turns Live on and waits for the tail to start (its first call, which sets the cursor). */
async function turnLiveOn(page: Page): Promise<void> {
  const started = waitForApi(page, 'POST', TAIL_PATH);
  await liveSwitch(page).click();
  expect((await started).status()).toBe(200);
  await expect(liveSwitch(page)).toHaveAttribute('aria-checked', 'true');
}

test.afterEach(async ({ page }) => deleteCreatedNetworks(page));

test('with Live on, an event sent from elsewhere appears on top without reloading the page', async ({ page }) => {
  const { networkId, deviceId } = await openNewNetwork(page);
  const before = await rows(page).count();
  await expect(liveSwitch(page)).toHaveAttribute('aria-checked', 'false');
  await turnLiveOn(page);
  await expect(page).toHaveURL(`${SHELL_URL}/networks/${networkId}?live=1`);
  // A mark on the window: a page load would wipe it.
  await page.evaluate(() => Object.assign(window, { __liveTailMark: true }));
  const explorerCalls = countCalls(page, LOG_EXPLORER_PATH);

  await sendTestEvent(page, deviceId, 'first live event');
  await page.clock.runFor(2000);
  await expect(rows(page).first()).toContainText('Test message e2e.live: first live event');
  await expect(rows(page)).toHaveCount(before + 1);
  await expect(tab(page).getByText(`${before + 1} events`)).toBeVisible();

  await sendTestEvent(page, deviceId, 'second live event');
  await page.clock.runFor(2000);
  await expect(rows(page).first()).toContainText('second live event');
  await expect(rows(page).nth(1)).toContainText('first live event');
  expect(await page.evaluate(() => '__liveTailMark' in window)).toBe(true);
  expect(explorerCalls()).toBe(0);
  await expectAccessible(page, 'events explorer, live');
});

test('Live stays on after a reload (it is in the URL) and goes on tailing', async ({ page }) => {
  const { networkId, deviceId } = await openNewNetwork(page);
  await turnLiveOn(page);
  const restarted = waitForApi(page, 'POST', TAIL_PATH);
  await page.reload();
  expect((await restarted).status()).toBe(200);
  await expect(page).toHaveURL(`${SHELL_URL}/networks/${networkId}?live=1`);
  await expect(liveSwitch(page)).toHaveAttribute('aria-checked', 'true');

  await sendTestEvent(page, deviceId, 'after the reload');
  await page.clock.runFor(2000);
  await expect(rows(page).first()).toContainText('after the reload');
});

test('the tail keeps the filters: an event of another device does not come in under a Device ID filter', async ({
  page,
}) => {
  const { networkId, deviceId } = await openNewNetwork(page);
  const other = (await registerDevice(page, networkId)).id;
  const filtered = waitForApi(page, 'POST', LOG_EXPLORER_PATH);
  await tab(page).getByLabel('Device ID').fill(deviceId);
  expect((await filtered).status()).toBe(200);
  await expect(page).toHaveURL(`${SHELL_URL}/networks/${networkId}?device_id=${deviceId}`);
  const tailed = waitForApi(page, 'POST', TAIL_PATH);
  await turnLiveOn(page);
  expect((await tailed).request().postDataJSON()).toEqual({
    fields: [
      { field: 'network_id', value: networkId },
      { field: 'device_id', value: deviceId },
    ],
    date_ranges: [],
  });

  // The other device's event is recorded first: had the tail let it through, it would be there first.
  await sendTestEvent(page, other, 'from the other device');
  await sendTestEvent(page, deviceId, 'from the filtered device');
  await page.clock.runFor(2000);
  await expect(rowWith(page, 'from the filtered device')).toHaveCount(1);
  await expect(rowWith(page, 'from the other device')).toHaveCount(0);
});

test('switched off, the tail asks nothing; switched on again, it goes on from where it paused', async ({ page }) => {
  const { deviceId } = await openNewNetwork(page);
  await turnLiveOn(page);
  await liveSwitch(page).click();
  await expect(liveSwitch(page)).toHaveAttribute('aria-checked', 'false');
  const tailCalls = countCalls(page, TAIL_PATH);

  await sendTestEvent(page, deviceId, 'sent while paused');
  await page.clock.runFor(5000);
  expect(tailCalls()).toBe(0);
  await expect(rowWith(page, 'sent while paused')).toHaveCount(0);

  await liveSwitch(page).click();
  await page.clock.runFor(1000);
  await expect(rows(page).first()).toContainText('sent while paused');
  expect(tailCalls()).toBeGreaterThan(0);
});

test('on page 2, new events are counted, and the count goes back to page 1, newest first', async ({
  page,
  browser,
}) => {
  await page.clock.install();
  const network = await createNetwork(page, 'Live tail pages');
  const deviceId = (await registerDevice(page, network.id)).id;
  // More than a page of events, sent as the admin so that the owner's calls stay well under the rate limit.
  const admin = await browser.newPage({ storageState: storageStateOf('admin') });
  try {
    await admin.goto('/');
    await expect(admin.getByTestId('signed-in-user')).toBeVisible();
    for (let i = 0; i < 100; i += 1) await sendTestEvent(admin, deviceId, `old ${i}`);
  } finally {
    await admin.close();
  }

  const loaded = waitForApi(page, 'POST', LOG_EXPLORER_PATH);
  await page.goto(`/networks/${network.id}?page=2&live=1`);
  const answer = (await (await loaded).json()) as { total: number };
  expect(answer.total).toBeGreaterThan(100);
  await expect(rows(page).first()).toBeVisible();
  await expect(liveSwitch(page)).toHaveAttribute('aria-checked', 'true');
  await expect(tab(page).getByText(`${answer.total} events`)).toBeVisible();

  await sendTestEvent(page, deviceId, 'while on page 2');
  await sendTestEvent(page, deviceId, 'also while on page 2');
  await page.clock.runFor(2000);
  const count = tab(page).getByRole('button', { name: '2 new events' });
  await expect(count).toBeVisible();
  await expect(tab(page).getByText(`${answer.total + 2} events`)).toBeVisible();
  await expect(rowWith(page, 'while on page 2')).toHaveCount(0);
  await expectAccessible(page, 'events explorer, new events on page 2');

  await count.click();
  await expect(page).toHaveURL(`${SHELL_URL}/networks/${network.id}?live=1`);
  await expect(rows(page).first()).toContainText('also while on page 2');
  await expect(rows(page).nth(1)).toContainText('while on page 2');
  await expect(tab(page).locator('.ant-pagination-item-active')).toHaveText('1');
  await expect(rows(page).first()).toBeInViewport();
  await expect(tab(page).getByRole('button', { name: /new event/ })).toHaveCount(0);
});

test('a failed poll shows a warning beside the switch, and the tail carries on once it answers', async ({ page }) => {
  const { deviceId } = await openNewNetwork(page);
  await turnLiveOn(page);
  await injectFault(page, { path: TAIL_PATH, method: 'POST', kind: '500' });
  await page.clock.runFor(1000);
  const warning = tab(page).getByRole('status').filter({ hasText: 'Live updates failed' });
  await expect(warning).toBeVisible();
  // No toast for a poll.
  await expect(page.locator('.ant-notification-notice')).toHaveCount(0);
  await expectAccessible(page, 'events explorer, live tail failing');

  await sendTestEvent(page, deviceId, 'after the failure');
  await page.clock.runFor(3000);
  await expect(rows(page).first()).toContainText('after the failure');
  await expect(warning).toHaveCount(0);
});
