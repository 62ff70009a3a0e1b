import { expect, test } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { fillByLabel } from '../../support/forms.ts';
import { ACME, api, createNetwork, deleteCreatedNetworks } from '../../support/platformApi.ts';
import { startReceiver } from '../../support/receiver.ts';
import { expectToast, RoutesTab } from './routesApi.ts';

test.afterEach(async ({ page }) => deleteCreatedNetworks(page));

test('a test event reaches a webhook route added in the UI, with the route headers', async ({ page }) => {
  const receiver = await startReceiver();
  try {
    const network = await createNetwork(page, 'Webhook delivery');
    const deviceId = `00000000-0000-8000-8200-${randomUUID().replace(/-/g, '').slice(0, 12)}`;
    const registered = await api(page, 'POST', `/v1/accounts/${ACME}/devices`, {
      device_id: deviceId,
      network_id: network.id,
    });
    expect(registered.status).toBe(201);

    const tab = new RoutesTab(page);
    await tab.open(network.id, network.name);
    const dialog = await tab.openAddDialog();
    await fillByLabel(dialog, {
      Filter: 'device.message.*',
      URL: receiver.url,
      'Header 1 name': 'x-receiver-token',
      'Header 1 value': 'token-123',
      'Header 2 name': 'x-team',
      'Header 2 value': 'e2e',
    });
    await dialog.getByRole('button', { name: 'Save route' }).click();
    await expectToast(page, 'Routes updated successfully');
    await tab.expectFilters(['device.message.*']);

    const sent = await api<{ event_type: string }>(
      page,
      'POST',
      `/v1/accounts/${ACME}/devices/${deviceId}/test-event`,
      { namespace: 'e2e', method: 'ping', text: 'hello from the e2e test' },
    );
    expect({ status: sent.status, body: sent.body }).toEqual({
      status: 200,
      body: { event_type: 'device.message.e2e.ping' },
    });

    await expect.poll(() => receiver.received.length, { timeout: 10_000 }).toBe(1);
    const [delivery] = receiver.received;
    expect(delivery?.path).toBe('/hook');
    expect(delivery?.headers['x-receiver-token']).toBe('token-123');
    expect(delivery?.headers['x-team']).toBe('e2e');
    expect(delivery?.headers['content-type']).toContain('application/json');
    expect(delivery?.body).toEqual([expect.objectContaining({ specversion: '1.0', type: 'device.message.e2e.ping' })]);

    // A spotted event (network.device_spotted) does not match device.message.*: it is not delivered here.
    const spotted = await api(page, 'POST', `/v1/accounts/${ACME}/devices/${deviceId}/test-spotted-event`, {
      location: { lat: 51.5, lon: -0.12 },
    });
    expect(spotted.status).toBe(200);
    const recorded = async () =>
      (
        await api<{ deliveries: Array<{ route_url: string; ok: boolean; event_type: string }> }>(
          page,
          'GET',
          `/v1/accounts/${ACME}/networks/${network.id}/deliveries`,
        )
      ).body.deliveries.map((d) => [d.route_url, d.event_type, d.ok]);
    await expect.poll(recorded).toEqual([[receiver.url, 'device.message.e2e.ping', true]]);
    expect(receiver.received).toHaveLength(1);
  } finally {
    await receiver.close();
  }
});
