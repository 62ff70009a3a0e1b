import { expect, test } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ConsolePage } from '../../support/consolePage.ts';
import { API_ORIGIN } from '../../support/faults.ts';
import { fillByLabel, openedDialog } from '../../support/forms.ts';
import { createGroup, groupsPath } from '../../support/hotspots.ts';
import {
  ACME,
  api,
  createNetwork,
  deleteCreatedNetworks,
  networkPath,
  saveRoutes,
  uniqueName,
} from '../../support/platformApi.ts';
import { startReceiver } from '../../support/receiver.ts';
import { expectToast, RoutesTab, storedRoutes } from '../routes/routesApi.ts';

/*
 * Outbound calls never reach internal addresses (issue 26): refused when saved, with the server's message in
 * the console, and again when sent to; loopback receivers on other ports still get their deliveries.
 */

const METADATA = 'http://169.254.169.254/latest/meta-data/';
const LINK_LOCAL = 'a link-local address (169.254.0.0/16, fe80::/10), where cloud metadata services answer';

test.afterEach(async ({ page }) => deleteCreatedNetworks(page));

test('a route to the cloud metadata address is refused with the reason, and the form keeps it', async ({ page }) => {
  const { network, tab } = await RoutesTab.ofNewNetwork(page, 'Outbound routes');
  const dialog = await tab.openAddDialog();
  await fillByLabel(dialog, { Filter: 'network.*', URL: METADATA });
  await dialog.getByRole('button', { name: 'Save route' }).click();
  await expectToast(page, `Error updating routes: URL not allowed: 169.254.169.254 is ${LINK_LOCAL}`);
  await expect(dialog.getByLabel('URL')).toHaveValue(METADATA);
  expect(await storedRoutes(page, network.id)).toEqual([]);

  // The platform's own API is refused too; a receiver on another loopback port is fine.
  const own = await saveRoutes(page, network.id, [{ filter_events: '*', url: `${API_ORIGIN}/v1/accounts` }]);
  expect(own).toEqual({
    status: 400,
    body: {
      message: "URL not allowed: localhost:4000 is the platform's own API or sign-in service",
      field: 'body.routes.0.url',
    },
  });
  const integration = await api(page, 'POST', `${networkPath(network.id)}/integrations`, {
    integration_type: 'webhook',
    name: 'Metadata',
    config: { url: 'http://[::ffff:169.254.169.254]/', capture_network_all: true },
  });
  expect(integration).toEqual({
    status: 400,
    body: { message: `URL not allowed: ::ffff:a9fe:a9fe is ${LINK_LOCAL}`, field: 'body.config.url' },
  });
});

test('a group alert webhook at a private address: the dialog shows why and keeps what was typed', async ({ page }) => {
  await new ConsolePage(page).open('/hotspots/groups', 'Hotspot Groups');
  const group = await createGroup(page, {
    name: uniqueName('E2E outbound'),
    alert_enabled: true,
    alert_target_type: 'webhook',
    alert_target_value: 'https://hooks.example.com/alerts',
  });
  await new ConsolePage(page).open(`/hotspots/groups/${group.group_id}`, group.name);
  await page.getByRole('button', { name: 'Edit' }).click();
  const dialog = await openedDialog(page, 'Edit group');
  await dialog.getByLabel('Webhook URL').fill('http://10.0.0.1/hook');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Failed to update group');
  const why =
    'URL not allowed: 10.0.0.1 is a private network address (10.0.0.0/8, 172.16.0.0/12, 192.168.0.0/16, 100.64.0.0/10, fc00::/7)';
  await expect(dialog.getByRole('alert').filter({ hasText: why })).toBeVisible();
  await expect(dialog.getByLabel('Webhook URL')).toHaveValue('http://10.0.0.1/hook');
  const stored = await api<{ alert_target_value: string }>(page, 'GET', `${groupsPath}/${group.group_id}`);
  expect(stored.body.alert_target_value).toBe('https://hooks.example.com/alerts');
});

test('a delivery redirected to the metadata address is refused; a loopback receiver gets its event', async ({
  page,
}) => {
  // A receiver that sends every POST on to the metadata address, keeping the POST (307).
  const redirector = createServer((req, res) => {
    req.resume();
    req.on('end', () => res.writeHead(307, { location: METADATA }).end());
  });
  await new Promise<void>((resolve) => redirector.listen(0, '127.0.0.1', resolve));
  const redirectUrl = `http://127.0.0.1:${(redirector.address() as AddressInfo).port}/hook`;
  const receiver = await startReceiver();
  try {
    const network = await createNetwork(page, 'Outbound delivery', [
      { filter_events: 'network.*', url: redirectUrl, order: 0 },
      { filter_events: 'network.*', url: receiver.url, order: 1, headers: { 'x-receiver-token': 'kept' } },
    ]);
    const deviceId = `00000000-0000-8000-8200-${randomUUID().replace(/-/g, '').slice(0, 12)}`;
    const registered = await api(page, 'POST', `/v1/accounts/${ACME}/devices`, {
      device_id: deviceId,
      network_id: network.id,
    });
    expect(registered.status).toBe(201);

    const recorded = async () =>
      (
        await api<{ deliveries: Array<{ route_url: string; status: number | null; ok: boolean; error?: string }> }>(
          page,
          'GET',
          `${networkPath(network.id)}/deliveries`,
        )
      ).body.deliveries
        .map((d) => ({ url: d.route_url, status: d.status, ok: d.ok, error: d.error ?? null }))
        .sort((a, b) => a.url.localeCompare(b.url));
    await expect.poll(recorded).toEqual(
      [
        {
          url: redirectUrl,
          status: null,
          ok: false,
          error: `Refused: redirect to ${METADATA}: 169.254.169.254 is ${LINK_LOCAL}`,
        },
        { url: receiver.url, status: 204, ok: true, error: null },
      ].sort((a, b) => a.url.localeCompare(b.url)),
    );
    expect(receiver.received).toHaveLength(1);
    expect(receiver.received[0]?.headers['x-receiver-token']).toBe('kept');
    expect(receiver.received[0]?.headers.authorization).toBeUndefined();
  } finally {
    await receiver.close();
    await new Promise<void>((resolve) => redirector.close(() => resolve()));
  }
});
