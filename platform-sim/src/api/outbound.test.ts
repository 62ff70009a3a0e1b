/**
 * Outbound calls never reach internal addresses (issue 26): a route, a webhook integration or a hotspot
 * alert webhook to an internal address is refused when it is saved (400, with the message and the field);
 * with loopback refused, loopback receivers too. Delivery-time checks: outboundDelivery.test.ts.
 */
import { describe, expect, it } from '@rstest/core';
import type { Delivery, HotspotGroup, InstalledIntegration, Network } from '@beacon/shared/contract';
import { A, LINK_LOCAL, PRIVATE, startReceiver, useOutboundApi } from './outboundTestSupport.ts';
import { ACME, call, createTestKeys, saveRoutes as saveRouteList, startStoreAndApi } from './testSupport.ts';

describe('outbound calls: the address policy when saved', () => {
  const ctx = useOutboundApi();
  const { owner, newNetwork, saveRoutes } = ctx;
  /** A POST of `body` to `path` with the owner's token. */
  const postAsOwner = async <T = Record<string, unknown>>(path: string, body: unknown) =>
    call<T>(ctx.started.api.url, 'POST', path, await owner(), body);

  it('refuses a route to an internal address when it is saved, with the message and the field', async () => {
    const networkId = await newNetwork();
    const cases: Array<[string, string]> = [
      ['http://169.254.169.254/latest/meta-data/', `169.254.169.254 is ${LINK_LOCAL}`],
      ['http://2852039166/', `169.254.169.254 is ${LINK_LOCAL}`],
      ['http://[::ffff:169.254.169.254]/', `::ffff:a9fe:a9fe is ${LINK_LOCAL}`],
      ['http://10.0.0.1:8080/hook', `10.0.0.1 is ${PRIVATE}`],
      ['http://0.0.0.0:4000/', '0.0.0.0 is the unspecified address (0.0.0.0/8, ::)'],
      ['http://metadata.test/', `metadata.test resolves to 169.254.169.254, ${LINK_LOCAL}`],
      [
        `${ctx.started.api.url}/v1/accounts`,
        `${new URL(ctx.started.api.url).host} is the platform's own API or sign-in service`,
      ],
      [`${ctx.issuer}authorize`, "localhost:4001 is the platform's own API or sign-in service"],
    ];
    for (const [url, why] of cases) {
      const saved = await saveRoutes(networkId, [
        { filter_events: '*', url: `${ctx.receiver.url}/fine` },
        { filter_events: 'network.*', url },
      ]);
      expect({ url, status: saved.status, body: saved.body }).toEqual({
        url,
        status: 400,
        body: { message: `URL not allowed: ${why}`, field: 'body.routes.1.url' },
      });
    }
    // A loopback receiver on another port is fine (local development), and nothing was saved before.
    expect((await saveRoutes(networkId, [{ filter_events: '*', url: `${ctx.receiver.url}/fine` }])).status).toBe(200);
  });

  it('refuses a webhook integration, and a hotspot group alert webhook, to an internal address', async () => {
    const networkId = await newNetwork();
    const integrations = `${A}/networks/${networkId}/integrations`;
    const webhook = (url: string) => ({
      integration_type: 'webhook',
      name: 'Hook',
      config: { url, capture_network_all: true, headers: { 'x-token': 't1' } },
    });
    const refused = await postAsOwner(integrations, webhook('http://[fe80::1]/'));
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ message: `URL not allowed: fe80::1 is ${LINK_LOCAL}`, field: 'body.config.url' });
    expect(ctx.started.store.integrations.list(ACME, networkId)).toHaveLength(1); // the built-in one only

    const created = await postAsOwner<InstalledIntegration>(integrations, webhook(`${ctx.receiver.url}/hook`));
    expect(created.status).toBe(201);
    const update = await postAsOwner(`${integrations}/${created.body.config_id}`, webhook('http://192.168.1.20/'));
    expect(update.status).toBe(400);
    expect(update.body).toEqual({ message: `URL not allowed: 192.168.1.20 is ${PRIVATE}`, field: 'body.config.url' });

    const group = (name: string, value: string) => ({
      name,
      alert_enabled: true,
      alert_target_type: 'webhook',
      alert_target_value: value,
    });
    const groups = `${A}/hotspot-groups`;
    const badGroup = await postAsOwner(groups, group('Meta', 'http://metadata.test/'));
    expect(badGroup.status).toBe(400);
    expect(badGroup.body).toEqual({
      message: `URL not allowed: metadata.test resolves to 169.254.169.254, ${LINK_LOCAL}`,
      field: 'body.alert_target_value',
    });
    const made = await postAsOwner<HotspotGroup>(groups, group('Out', ctx.receiver.url));
    expect(made.status).toBe(201);
    const changed = await postAsOwner(`${groups}/${made.body.group_id}`, group('Out', 'http://172.16.5.5/'));
    expect(changed.status).toBe(400);
    expect(changed.body).toMatchObject({ field: 'body.alert_target_value' });
  });
});

describe('outbound calls: loopback refused (PLATFORM_SIM_OUTBOUND_ALLOW_LOOPBACK=false)', () => {
  it('refuses loopback receivers when saved and when sent to', async () => {
    const keys = await createTestKeys();
    const receiver = await startReceiver();
    const { store, api, close } = await startStoreAndApi(keys, {
      outbound: { allowLoopback: false },
      delivery: { retryBaseMs: 1 },
    });
    try {
      const owner = await keys.token('owner');
      const network = await call<Network>(api.url, 'POST', `${A}/networks`, owner, { name: 'Strict' });
      const base = `${A}/networks/${network.body.network_id}`;
      const saved = await saveRouteList(api.url, base, owner, [{ filter_events: '*', url: `${receiver.url}/hook` }]);
      expect(saved.status).toBe(400);
      expect(saved.body).toEqual({
        message:
          'URL not allowed: 127.0.0.1 is a loopback address (127.0.0.0/8, ::1, localhost), which this platform does not send to',
        field: 'body.routes.0.url',
      });
      const local = await saveRouteList(api.url, base, owner, [
        { filter_events: '*', url: 'http://localhost:8080/hook' },
      ]);
      expect(local.status).toBe(400);
      expect(receiver.received).toEqual([]);
      // A route stored before (or by another build) is refused when it is sent to.
      store.routes.save(
        ACME,
        network.body.network_id,
        [{ filter_events: '*', url: `${receiver.url}/hook` }],
        undefined,
        {
          id: 'test',
          email: 'test@example.com',
        },
      );
      await call(api.url, 'POST', `${A}/devices`, owner, {
        device_id: '00000000-0000-8000-8200-00000000c0de',
        network_id: network.body.network_id,
      });
      await store.deliveries.idle();
      const listed = await call<{ deliveries: Delivery[] }>(api.url, 'GET', `${base}/deliveries`, owner);
      const refused = {
        status: null,
        ok: false,
        error:
          'Refused: 127.0.0.1 is a loopback address (127.0.0.0/8, ::1, localhost), which this platform does not send to',
        error_kind: 'blocked',
      };
      // Refused by the policy: recorded once, not tried again (it would be refused again).
      expect(listed.body.deliveries).toMatchObject([{ ...refused, attempt: 1 }]);
      expect(listed.body.deliveries).toHaveLength(1);
      expect(receiver.received).toEqual([]);
    } finally {
      await close();
      await receiver.close();
    }
  });
});
