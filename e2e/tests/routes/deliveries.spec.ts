import { expect, test, type Page } from '@playwright/test';
import { expectAccessibleInBothSchemes } from '../../support/a11y.ts';
import { registerDevice } from '../../support/devices.ts';
import {
  ACME,
  api,
  createNetwork,
  deleteCreatedNetworks,
  networkPath,
  saveRoutes,
  uniqueName,
} from '../../support/platformApi.ts';
import { startReceiver, type Receiver } from '../../support/receiver.ts';
import { storageStateOf } from '../../support/users.ts';
import { expectToast, RoutesTab } from './routesApi.ts';

test.afterEach(async ({ page }) => deleteCreatedNetworks(page));

const FILTER = 'device.message.*';

/** Sends a test message from `deviceId` and waits until the platform has recorded `attempts` attempts. */
async function sendAndAwaitAttempts(page: Page, networkId: string, deviceId: string, attempts: number) {
  const sent = await api(page, 'POST', `/v1/accounts/${ACME}/devices/${deviceId}/test-event`, {
    namespace: 'e2e',
    method: 'ping',
    text: 'delivery log',
  });
  expect(sent.status).toBe(200);
  await expect
    .poll(
      async () =>
        (await api<{ deliveries: unknown[] }>(page, 'GET', `${networkPath(networkId)}/deliveries`)).body.deliveries
          .length,
      { timeout: 15_000 },
    )
    .toBe(attempts);
}

/** Opens the route's deliveries from its row once its health has loaded (until then its badge also reads "Deliveries"). */
async function openRouteDeliveries(tab: RoutesTab, health: string) {
  await expect(tab.row(FILTER)).toContainText(health);
  await tab.row(FILTER).getByRole('link', { name: 'Deliveries', exact: true }).click();
}

/**
 * The failing route's deliveries, opened by `viewer` from its network's routes tab: the tab, and the rows
 * of the table once they are the three attempts.
 */
async function openAttempts(viewer: Page, network: { id: string; name: string }) {
  const tab = new RoutesTab(viewer);
  await tab.open(network.id, network.name);
  // The health badge: none of 3 attempts in 24 h delivered (not "Failing": that takes the last 5).
  await openRouteDeliveries(tab, '0% of 3 in 24 h');
  const table = viewer.getByRole('table', { name: 'Delivery attempts' });
  const rows = table.locator('tbody tr.ant-table-row');
  await expect(rows).toHaveCount(3);
  return { tab, table, rows };
}

/** A network whose one route goes to a receiver that answers 500, and a device in it. */
async function failingRoute(page: Page, receiver: Receiver) {
  receiver.answer.status = 500;
  receiver.answer.body = 'receiver down for maintenance';
  const network = await createNetwork(page, 'Deliveries', [{ filter_events: FILTER, url: receiver.url, order: 0 }]);
  const device = await registerDevice(page, network.id);
  // No answer but 500: the first try and two retries, each recorded.
  await sendAndAwaitAttempts(page, network.id, device.id, 3);
  return network;
}

test('a route shows its attempts; Failed keeps to failures in the URL; Redeliver sends the event again', async ({
  page,
}) => {
  const receiver = await startReceiver();
  try {
    const network = await failingRoute(page, receiver);
    const { tab, table, rows } = await openAttempts(page, network);
    await expect(page).toHaveURL(new RegExp(`/networks/${network.id}/routes/[0-9a-f]{16}/deliveries$`));
    await expect(page.getByRole('heading', { level: 2, name: `Route deliveries · ${network.name}` })).toBeVisible();
    // Newest first: the last retry, then the first retry, then the first try; each answered 500.
    await expect(rows.locator('td:nth-child(7)')).toHaveText(['3', '2', '1']);
    for (const row of await rows.all()) {
      await expect(row).toContainText('device.message.e2e.ping');
      await expect(row).toContainText('500');
    }
    // A row opens to the first 2 KB of the answer.
    await rows
      .first()
      .getByRole('button', { name: /expand row/i })
      .click();
    await expect(table.getByText('receiver down for maintenance')).toBeVisible();
    await expectAccessibleInBothSchemes(page, 'route deliveries');

    const outcome = page.getByRole('radiogroup', { name: 'Outcome' });
    await outcome.getByText('Failed', { exact: true }).click();
    await expect(page).toHaveURL(/\?outcome=failure$/);
    await expect(rows).toHaveCount(3);
    await outcome.getByText('Succeeded', { exact: true }).click();
    await expect(page).toHaveURL(/\?outcome=success$/);
    await expect(page.getByText('No deliveries with this outcome')).toBeVisible();
    await outcome.getByText('All', { exact: true }).click();
    await expect(rows).toHaveCount(3);

    // The receiver is back: Redeliver sends the same event again and its attempt goes first.
    receiver.answer.status = 204;
    await rows.first().getByRole('button', { name: 'Redeliver' }).click();
    await expectToast(page, 'Redelivered: 204');
    await expect(rows).toHaveCount(4);
    await expect(rows.first()).toContainText('Redelivery');
    await expect(rows.first()).toContainText('204');
    await expect(rows.first().getByRole('button', { name: 'Redeliver' })).toHaveCount(0);
    expect(receiver.received).toHaveLength(4);
    const eventId = (n: number) => (receiver.received[n]?.body as Array<{ id: string }>)[0]?.id;
    expect(eventId(3)).toBe(eventId(0));

    await page.getByRole('button', { name: 'Back to routes' }).click();
    await expect(tab.row(FILTER)).toContainText('25% of 4 in 24 h');
  } finally {
    await receiver.close();
  }
});

test('five failed attempts in a row turn the badge red; a webhook integration has its own deliveries', async ({
  page,
}) => {
  const receiver = await startReceiver();
  try {
    receiver.answer.status = 503;
    const network = await createNetwork(page, 'Int deliveries');
    const name = uniqueName('Failing hook');
    const created = await api<{ config_id: string }>(page, 'POST', `${networkPath(network.id)}/integrations`, {
      integration_type: 'webhook',
      name,
      config: { url: receiver.url, capture_device: true },
    });
    expect(created.status).toBe(201);
    const device = await registerDevice(page, network.id);
    // Two test messages: 3 attempts each, all answered 503.
    await sendAndAwaitAttempts(page, network.id, device.id, 3);
    await sendAndAwaitAttempts(page, network.id, device.id, 6);

    await page.goto(`/networks/${network.id}/integrations`);
    const integrations = page.getByRole('table', { name: 'Data integrations' });
    const badge = integrations
      .getByRole('row')
      .filter({ hasText: name })
      .getByRole('link', { name: /Failing/ });
    await expect(badge).toHaveText('Failing · 0% of 6 in 24 h');
    await expect(badge.locator('.ant-tag')).toHaveClass(/ant-tag-red/);
    await badge.click();
    await expect(page).toHaveURL(`/networks/${network.id}/integrations/${created.body.config_id}/deliveries`);
    await expect(
      page.getByRole('heading', { level: 2, name: `Integration deliveries · ${network.name}` }),
    ).toBeVisible();
    await expect(page.getByText(name).first()).toBeVisible();
    await expect(page.getByRole('table', { name: 'Delivery attempts' }).locator('tbody tr.ant-table-row')).toHaveCount(
      6,
    );
  } finally {
    await receiver.close();
  }
});

test('Redeliver for a route removed meanwhile: "Error redelivering: This route no longer exists"', async ({ page }) => {
  const receiver = await startReceiver();
  try {
    const network = await failingRoute(page, receiver);
    const { rows } = await openAttempts(page, network);

    expect((await saveRoutes(page, network.id, [])).status).toBe(200);
    await rows.first().getByRole('button', { name: 'Redeliver' }).click();
    await expectToast(page, 'Error redelivering: This route no longer exists');
    expect(receiver.received).toHaveLength(3);
  } finally {
    await receiver.close();
  }
});

test('a member sees the attempts, but Redeliver is disabled: "Insufficent permissions"', async ({ page, browser }) => {
  const receiver = await startReceiver();
  const context = await browser.newContext({ storageState: storageStateOf('member') });
  try {
    const network = await failingRoute(page, receiver);
    const member = await context.newPage();
    const { rows } = await openAttempts(member, network);
    const redeliver = rows.first().getByRole('button', { name: 'Redeliver' });
    await expect(redeliver).toBeDisabled();
    await redeliver.hover({ force: true });
    await expect(member.getByRole('tooltip')).toHaveText('Insufficent permissions');
    // The platform refuses it too.
    const [first] = (
      await api<{ deliveries: Array<{ delivery_id: string }> }>(member, 'GET', `${networkPath(network.id)}/deliveries`)
    ).body.deliveries;
    const refused = await api(member, 'POST', `${networkPath(network.id)}/deliveries/${first?.delivery_id}/redeliver`);
    expect(refused.status).toBe(403);
    expect(receiver.received).toHaveLength(3);
  } finally {
    await context.close();
    await receiver.close();
  }
});
