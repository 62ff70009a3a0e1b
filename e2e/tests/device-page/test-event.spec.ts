import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAccessible } from '../../support/a11y.ts';
import { injectFault } from '../../support/faults.ts';
import { ACME, deleteCreatedNetworks, waitForApi } from '../../support/platformApi.ts';
import { startReceiver, type Receiver } from '../../support/receiver.ts';
import { deviceOnNewNetwork, openDevicePage, openTestEventModal } from './testDevice.ts';

const MAX = 204_800;

/** The CloudEvents the receiver got, flattened. */
function deliveredEvents(receiver: Receiver): Array<{ type: string; data: Record<string, unknown> }> {
  return receiver.received.flatMap((r) =>
    Array.isArray(r.body) ? (r.body as Array<{ type: string; data: Record<string, unknown> }>) : [],
  );
}

const sendButton = (dialog: Locator) => dialog.getByRole('button', { name: 'Send', exact: true });
const outcome = (dialog: Locator) => dialog.getByRole('alert');
const payloadField = (dialog: Locator) => dialog.getByLabel('Payload (hex)');

/** Counts the test-event calls the page makes from now on. */
function countTestEventCalls(page: Page, deviceId: string): () => number {
  let calls = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith(`/devices/${deviceId}/test-event`)) calls += 1;
  });
  return () => calls;
}

test.afterEach(async ({ page }) => deleteCreatedNetworks(page));

test('a Device Message and a Spotted Event sent from the modal reach a webhook route', async ({ page }) => {
  const receiver = await startReceiver();
  try {
    const device = await deviceOnNewNetwork(page, 'Test events', [
      { filter_events: 'device.message.*', url: receiver.url, order: 1 },
      { filter_events: 'network.device_spotted', url: receiver.url, order: 2 },
    ]);
    await openDevicePage(page, device);
    const dialog = await openTestEventModal(page);
    await expect(dialog.getByRole('tab', { name: 'Device Message', selected: true })).toBeVisible();
    await expect(dialog.getByText('Resulting event type: device.message.test.data')).toBeVisible();
    await dialog.getByLabel('Text').fill('hello from the modal');
    await expectAccessible(page, 'test event modal');

    await sendButton(dialog).click();
    await expect(outcome(dialog)).toContainText('Test event sent');
    await expect(outcome(dialog)).toContainText('device.message.test.data');
    // The outcome takes the focus, so a screen reader reads it and the keyboard starts from it.
    await expect(dialog.locator(':focus')).toContainText('Test event sent');
    await expect
      .poll(() => deliveredEvents(receiver).map((e) => [e.type, e.data.text]))
      .toEqual([['device.message.test.data', 'hello from the modal']]);

    await dialog.getByRole('tab', { name: 'Spotted Event' }).click();
    const city = dialog.getByText(/^[A-Z][a-z]+ \(-?\d+(\.\d+)?, -?\d+(\.\d+)?\)$/);
    const first = await city.textContent();
    await dialog.getByRole('button', { name: 'Another city' }).click();
    await expect(city).not.toHaveText(first ?? '');
    const [, lat, lon] = /\((-?[\d.]+), (-?[\d.]+)\)/.exec((await city.textContent()) ?? '') ?? [];
    await sendButton(dialog).click();
    await expect(outcome(dialog)).toContainText('device_spotted');
    await expect
      .poll(() => deliveredEvents(receiver).find((e) => e.type === 'network.device_spotted')?.data)
      .toMatchObject({ location: { lat: Number(lat), lon: Number(lon) }, gateway_type: 'test' });
    await expectAccessible(page, 'test event modal, spotted event');
  } finally {
    await receiver.close();
  }
});

test('the hex payload: exactly 204800 characters are counted and sent, 204802 are refused before sending', async ({
  page,
}) => {
  const device = await deviceOnNewNetwork(page, 'Payload limit');
  await openDevicePage(page, device);
  const calls = countTestEventCalls(page, device.id);
  const dialog = await openTestEventModal(page);

  await payloadField(dialog).fill('ab'.repeat(MAX / 2 + 1));
  await expect(dialog.getByText('204,802 / 204,800')).toBeVisible();
  await expect(dialog.getByText('Payload must be at most 204,800 hex characters (100KB)')).toBeVisible();
  await sendButton(dialog).click();
  await expect(dialog.getByText('Payload must be at most 204,800 hex characters (100KB)')).toBeVisible();
  expect(calls()).toBe(0);

  await payloadField(dialog).fill('ab'.repeat(MAX / 2));
  await expect(dialog.getByText('204,800 / 204,800')).toBeVisible();
  await expect(dialog.locator('.ant-form-item-explain-error')).toHaveCount(0);
  const sent = waitForApi(page, 'POST', `/v1/accounts/${ACME}/devices/${device.id}/test-event`);
  await sendButton(dialog).click();
  const response = await sent;
  expect(response.status()).toBe(200);
  expect((response.request().postDataJSON() as { payload: string }).payload).toHaveLength(MAX);
  await expect(outcome(dialog)).toContainText('device.message.test.data');
  expect(calls()).toBe(1);
});

test.describe('a failed test event', () => {
  /** Types into the Device Message tab, sends, and answers what stays typed. */
  async function sendTyped(page: Page, deviceId: string) {
    const dialog = await openTestEventModal(page);
    await dialog.getByLabel('Namespace').fill('sensor');
    await dialog.getByLabel('Method').fill('ping');
    await payloadField(dialog).fill('cafe');
    await expect(dialog.getByText('Resulting event type: device.message.sensor.ping')).toBeVisible();
    const answered = waitForApi(page, 'POST', `/v1/accounts/${ACME}/devices/${deviceId}/test-event`);
    await sendButton(dialog).click();
    await answered;
    return dialog;
  }

  async function expectKept(dialog: Locator) {
    await expect(dialog.getByLabel('Namespace')).toHaveValue('sensor');
    await expect(dialog.getByLabel('Method')).toHaveValue('ping');
    await expect(payloadField(dialog)).toHaveValue('cafe');
    await expect(dialog.getByText('Test event sent')).toHaveCount(0);
  }

  test("shows the server's message and keeps what was typed", async ({ page }) => {
    const device = await deviceOnNewNetwork(page, 'Test event fault');
    await openDevicePage(page, device);
    await injectFault(page, {
      path: `/v1/accounts/${ACME}/devices/${device.id}/test-event`,
      method: 'POST',
      kind: '500',
    });
    const dialog = await sendTyped(page, device.id);
    await expect(outcome(dialog)).toHaveText('Internal server error');
    await expectKept(dialog);
    // The modal says it; no toast doubles it.
    await expect(page.locator('.ant-notification-notice')).toHaveCount(0);
  });

  test('shows the detail of the answer', async ({ page }) => {
    const device = await deviceOnNewNetwork(page, 'Test event detail');
    await openDevicePage(page, device);
    // A refusal with a `detail` (platform-sim's injected faults answer a fixed message).
    await page.route(`**/v1/accounts/${ACME}/devices/${device.id}/test-event`, (route) =>
      route.fulfill({ status: 409, json: { detail: 'The device is asleep; try again later' } }),
    );
    const dialog = await sendTyped(page, device.id);
    await expect(outcome(dialog)).toHaveText('The device is asleep; try again later');
    await expectKept(dialog);
  });

  test('says "Failed to send test event" when the answer has no message', async ({ page }) => {
    const device = await deviceOnNewNetwork(page, 'Test event no body');
    await openDevicePage(page, device);
    await page.route(`**/v1/accounts/${ACME}/devices/${device.id}/test-event`, (route) =>
      route.fulfill({ status: 502, body: '' }),
    );
    const dialog = await sendTyped(page, device.id);
    await expect(outcome(dialog)).toHaveText('Failed to send test event');
    await expectKept(dialog);
  });
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('both tabs of the modal fit the width', async ({ page }) => {
    const sideways = () =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    const device = await deviceOnNewNetwork(page, 'Phone test event');
    await openDevicePage(page, device);
    const dialog = await openTestEventModal(page);
    await payloadField(dialog).fill('ab'.repeat(2000));
    await expect(dialog.getByText('4,000 / 204,800')).toBeVisible();
    expect(await sideways()).toBeLessThanOrEqual(0);
    await dialog.getByRole('tab', { name: 'Spotted Event' }).click();
    await expect(dialog.getByRole('button', { name: 'Another city' })).toBeVisible();
    expect(await sideways()).toBeLessThanOrEqual(0);
  });
});
