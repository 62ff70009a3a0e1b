/**
 * Outbound calls never reach internal addresses (issue 26), checked again when they are sent: after DNS
 * and after each redirect; the configured headers go to the configured origin only, nothing of the
 * platform's own goes out, no more than 2 KB of an answer's body is read (issue 28), and an alert webhook
 * stored before the policy is refused.
 */
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from '@rstest/core';
import type { HotspotAlert } from '@beacon/shared/contract';
import { FAULT_SECRET_HEADER } from './faults.ts';
import { A, LINK_LOCAL, PRIVATE, names, useOutboundApi } from './outboundTestSupport.ts';
import { ACME, FAULT_TEST_SECRET, call } from './testSupport.ts';

describe('outbound calls: the address policy when sent', () => {
  const ctx = useOutboundApi();
  const { owner, newNetwork, saveRoutes, deliveries, registerDevice } = ctx;

  it('checks again when it sends: after DNS, and after each redirect', async () => {
    const networkId = await newNetwork();
    const internal = 'http://10.0.0.1/x';
    const saved = await saveRoutes(networkId, [
      { filter_events: 'network.*', url: 'http://rebind.test/hook', order: 0 },
      { filter_events: 'network.*', url: `${ctx.receiver.url}/307?to=${encodeURIComponent(internal)}`, order: 1 },
      {
        filter_events: 'network.*',
        url: `${ctx.receiver.url}/307?to=${encodeURIComponent(`${ctx.started.api.url}/v1/accounts`)}`,
        order: 2,
      },
      { filter_events: 'network.*', url: `${ctx.receiver.url}/302?to=${encodeURIComponent(internal)}`, order: 3 },
    ]);
    expect(saved.status).toBe(200);
    // The name did not resolve when the route was saved; now it points at the metadata service.
    names['rebind.test'] = ['169.254.169.254'];
    try {
      await registerDevice(networkId);
      // Each refused attempt got no answer, so it was tried three times: the first of each is compared.
      const recorded = (await deliveries(networkId)).filter((d) => d.attempt === 1);
      const byUrl = new Map(recorded.map((d) => [d.route_url.replace(ctx.receiver.url, ''), d]));
      expect(byUrl.get('http://rebind.test/hook')).toMatchObject({
        status: null,
        ok: false,
        error: `Refused: rebind.test resolves to 169.254.169.254, ${LINK_LOCAL}`,
        error_kind: 'blocked',
      });
      expect(byUrl.get(`/307?to=${encodeURIComponent(internal)}`)).toMatchObject({
        status: null,
        ok: false,
        error: `Refused: redirect to ${internal}: 10.0.0.1 is ${PRIVATE}`,
        error_kind: 'blocked',
      });
      expect(byUrl.get(`/307?to=${encodeURIComponent(`${ctx.started.api.url}/v1/accounts`)}`)).toMatchObject({
        status: null,
        ok: false,
        error: `Refused: redirect to ${ctx.started.api.url}/v1/accounts: ${new URL(ctx.started.api.url).host} is the platform's own API or sign-in service`,
        error_kind: 'blocked',
      });
      // A 302 would turn the POST into a GET without the event: it is the answer, not followed.
      expect(byUrl.get(`/302?to=${encodeURIComponent(internal)}`)).toMatchObject({ status: 302, ok: false });
    } finally {
      delete names['rebind.test'];
    }
  });

  it('sends the configured headers to the configured origin only, and nothing of the platform', async () => {
    const networkId = await newNetwork();
    const port = ctx.receiver.port;
    const saved = await saveRoutes(networkId, [
      {
        filter_events: 'network.*',
        url: `http://user:pw@one.test:${port}/307?to=${encodeURIComponent(`http://two.test:${port}/elsewhere`)}`,
        headers: { 'x-secret': 's3cret', 'Content-Length': '1' },
        order: 0,
      },
      {
        filter_events: 'network.*',
        url: `http://one.test:${port}/307?to=${encodeURIComponent('/same')}`,
        headers: { 'x-secret': 's3cret', authorization: 'Bearer receiver-key', Host: 'internal.test' },
        order: 1,
      },
    ]);
    expect(saved.status).toBe(200);
    await registerDevice(networkId);
    const recorded = await deliveries(networkId);
    expect(recorded.map((d) => [d.status, d.ok])).toEqual([
      [204, true],
      [204, true],
    ]);

    const [first, second] = ctx.receiver.at('/307').filter((r) => r.host === `one.test:${port}`);
    // The first hop of the first route: the configured headers and the URL's credentials.
    expect(first?.headers).toMatchObject({
      'x-secret': 's3cret',
      authorization: `Basic ${Buffer.from('user:pw').toString('base64')}`,
    });
    // Content-Length stays the sender's.
    expect(Number(first?.headers['content-length'])).toBeGreaterThan(1);
    // Elsewhere after a redirect: none of them.
    const [elsewhere] = ctx.receiver.at('/elsewhere');
    expect(elsewhere?.host).toBe(`two.test:${port}`);
    expect(Object.keys(elsewhere?.headers ?? {}).sort()).toEqual([
      'connection',
      'content-length',
      'content-type',
      'host',
      'user-agent',
    ]);
    // The same origin after a redirect: the headers again; Host stays the sender's.
    const [same] = ctx.receiver.at('/same');
    expect(second?.host).toBe(`one.test:${port}`);
    expect(same?.host).toBe(`one.test:${port}`);
    expect(same?.headers).toMatchObject({ 'x-secret': 's3cret', authorization: 'Bearer receiver-key' });
    expect(Object.keys(same?.headers ?? {}).sort()).toEqual([
      'authorization',
      'connection',
      'content-length',
      'content-type',
      'host',
      'user-agent',
      'x-secret',
    ]);
  });

  it('reads 2 KB of the answer body: the connection to a receiver that never stops sending is closed', async () => {
    let closed: () => void = () => undefined;
    const socketClosed = new Promise<void>((resolve) => (closed = resolve));
    const endless = createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        res.writeHead(200, { 'content-type': 'text/plain' });
        const timer = setInterval(() => res.write('x'.repeat(1024)), 10);
        res.socket?.on('close', () => {
          clearInterval(timer);
          closed();
        });
      });
    });
    await new Promise<void>((resolve) => endless.listen(0, '127.0.0.1', resolve));
    try {
      const networkId = await newNetwork();
      const url = `http://127.0.0.1:${(endless.address() as AddressInfo).port}/stream`;
      expect((await saveRoutes(networkId, [{ filter_events: 'network.*', url }])).status).toBe(200);
      await registerDevice(networkId);
      expect(await deliveries(networkId)).toMatchObject([
        { route_url: url, status: 200, ok: true, response_excerpt: 'x'.repeat(2048) },
      ]);
      // Closed at once, not when the 5 s delivery timeout would end it.
      const soon = new Promise<string>((resolve) => setTimeout(() => resolve('still open'), 2_000));
      expect(await Promise.race([socketClosed.then(() => 'closed'), soon])).toBe('closed');
    } finally {
      endless.closeAllConnections();
      await new Promise<void>((resolve) => endless.close(() => resolve()));
    }
  });

  it('refuses an alert webhook at delivery time too (a group stored before the policy)', async () => {
    const stored = ctx.started.store.hotspots.createGroup(
      ACME,
      {
        name: 'Legacy',
        alert_enabled: true,
        alert_target_type: 'webhook',
        alert_target_value: 'http://169.254.169.254/',
      },
      { id: 'test', email: 'test@example.com' },
    );
    if (stored.kind !== 'ok') throw new Error('group not stored');
    const groupId = stored.group.group_id;
    const id = randomUUID();
    await call(ctx.started.api.url, 'POST', `${A}/hotspots`, await owner(), { hotspot_id: id, group_id: groupId });
    const setStatus = (status: string) =>
      call(
        ctx.started.api.url,
        'POST',
        `/__test/hotspots/${id}/status`,
        undefined,
        { status },
        {
          headers: { [FAULT_SECRET_HEADER]: FAULT_TEST_SECRET },
        },
      );
    expect((await setStatus('online')).status).toBe(204);
    ctx.now += 61;
    await ctx.started.store.hotspotAlerts.sweep();
    expect((await setStatus('offline')).status).toBe(204);
    ctx.now += 61;
    await ctx.started.store.hotspotAlerts.sweep();
    const listed = await call<{ alerts: HotspotAlert[] }>(
      ctx.started.api.url,
      'GET',
      `${A}/hotspot-groups/${groupId}/alerts`,
      await owner(),
    );
    expect(listed.body.alerts).toMatchObject([
      { status: 'offline', delivered: false, attempts: 0, error: `Refused: 169.254.169.254 is ${LINK_LOCAL}` },
    ]);
  });
});
