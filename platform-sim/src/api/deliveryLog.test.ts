/**
 * The delivery log of every route and integration (issue 28): what each attempt records, the automatic
 * retries, the filters and cursor of the list, the newest 100 kept per route, the health of routes and
 * integrations, and redelivery.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from '@rstest/core';
import type { Delivery, DeliveryHealthList, InstalledIntegration } from '@beacon/shared/contract';
import { routeKey } from '@beacon/shared/contract';
import { retryBaseMsFromEnv } from './domains/routes/dispatcher.ts';
import { A, LINK_LOCAL, UTF8_BODY, closedUrl, names, useOutboundApi } from './outboundTestSupport.ts';
import { call } from './testSupport.ts';
import type { Nickname } from './testSupport.ts';

const RETRY_BASE_MS = 40;
const MESSAGES = 'device.message.*';

describe('the delivery log', () => {
  // A short timeout, and retries after 40 ms, then 80 ms.
  const ctx = useOutboundApi({ timeoutMs: 300, retryBaseMs: RETRY_BASE_MS });
  const { newNetwork, saveRoutes, deliveries, owner, token } = ctx;
  const at = (path: string) => `${ctx.receiver.url}${path}`;
  const api = async <T>(method: 'GET' | 'POST', path: string, nickname: Nickname = 'owner') =>
    call<T & { message?: string; field?: string }>(ctx.started.api.url, method, path, await token(nickname));
  const health = async (networkId: string, nickname: Nickname = 'owner') =>
    (await api<DeliveryHealthList>('GET', `${A}/networks/${networkId}/delivery-health`, nickname)).body;
  const redeliver = (networkId: string, deliveryId: string, nickname: Nickname = 'admin') =>
    api<Delivery>('POST', `${A}/networks/${networkId}/deliveries/${deliveryId}/redeliver`, nickname);

  /** A network whose routes are saved, with a device in it (registered before the routes: no delivery). */
  async function networkWith(routes: Array<Record<string, unknown>>) {
    const networkId = await newNetwork();
    const deviceId = `00000000-0000-8000-8200-${randomUUID().slice(-12)}`;
    const registered = await call(ctx.started.api.url, 'POST', `${A}/devices`, await owner(), {
      device_id: deviceId,
      network_id: networkId,
    });
    expect(registered.status).toBe(201);
    expect((await saveRoutes(networkId, routes)).status).toBe(200);
    return { networkId, deviceId };
  }

  /** A test message from the device: one device.message.test.data event; waits until its deliveries end. */
  async function message(deviceId: string) {
    const sent = await call(ctx.started.api.url, 'POST', `${A}/devices/${deviceId}/test-event`, await owner(), {
      text: 'hello',
    });
    expect(sent.status).toBe(200);
    await ctx.started.store.deliveries.idle();
  }

  async function webhook(networkId: string, url: string) {
    const created = await call<InstalledIntegration>(
      ctx.started.api.url,
      'POST',
      `${A}/networks/${networkId}/integrations`,
      await owner(),
      { integration_type: 'webhook', name: 'Hook', config: { url, capture_device: true } },
    );
    expect(created.status).toBe(201);
    return created.body.config_id;
  }

  it("records each attempt: its route key, attempt number, the answer's first 2048 bytes, or why none came", async () => {
    const port = ctx.receiver.port;
    const gone = await closedUrl();
    const routes = [at('/utf8'), at('/status/404'), at('/hang'), gone, `http://nowhere.test:${port}/x`];
    const late = `http://late.test:${port}/x`;
    const { networkId, deviceId } = await networkWith(
      [...routes, late].map((url, order) => ({ filter_events: MESSAGES, url, order })),
    );
    // The name did not resolve when the route was saved; now it points at the metadata service.
    names['late.test'] = ['169.254.169.254'];
    try {
      await message(deviceId);
    } finally {
      delete names['late.test'];
    }
    const recorded = await deliveries(networkId, '?limit=100');
    const of = (url: string) => recorded.filter((d) => d.route_url === url);

    const [utf8] = of(at('/utf8'));
    // 2048 bytes end inside a two-byte character: it is left out, never half decoded.
    expect(utf8?.response_excerpt).toBe(UTF8_BODY.slice(0, 1024));
    expect(Buffer.byteLength(utf8?.response_excerpt ?? '')).toBe(2047);
    expect(utf8).toMatchObject({ attempt: 1, status: 200, ok: true, filter_events: MESSAGES });
    expect(utf8?.route_key).toBe(routeKey({ filter_events: MESSAGES, url: at('/utf8') }));
    expect(utf8?.error_kind).toBeUndefined();
    // A 4xx is an answer: kept, not retried.
    expect(of(at('/status/404'))).toMatchObject([
      { attempt: 1, status: 404, ok: false, response_excerpt: 'status 404' },
    ]);
    // No answer: tried three times, each attempt its own row, newest first, without an excerpt.
    const noAnswer = (url: string) => of(url).map((d) => [d.attempt, d.status, d.error_kind, d.response_excerpt]);
    for (const [url, kind] of [
      [at('/hang'), 'timeout'],
      [gone, 'refused'],
      [`http://nowhere.test:${port}/x`, 'dns'],
    ] as const) {
      expect({ url, attempts: noAnswer(url) }).toEqual({
        url,
        attempts: [
          [3, null, kind, undefined],
          [2, null, kind, undefined],
          [1, null, kind, undefined],
        ],
      });
    }
    // An address the policy refuses is final: one attempt, not retried.
    expect(noAnswer(late)).toEqual([[1, null, 'blocked', undefined]]);
    expect(of(late)[0]?.error).toBe(`Refused: late.test resolves to 169.254.169.254, ${LINK_LOCAL}`);
    expect(of(at('/hang'))[0]?.error).toBe('Timed out after 0.3 s');
    // One event: one CloudEvent id for every route and attempt, the one the receiver got.
    const [received] = ctx.receiver.at('/utf8');
    const sentId = (JSON.parse(received?.body ?? '[]') as Array<{ id: string }>)[0]?.id;
    expect(new Set(recorded.map((d) => d.event_id))).toEqual(new Set([sentId]));
  });

  it('retries an attempt without an answer, or answered 429 or 5xx, after the base and then twice it, 3 in all', async () => {
    const flaky = at(`/fail-first/2?run=${randomUUID()}`);
    const { networkId, deviceId } = await networkWith([
      { filter_events: MESSAGES, url: flaky, order: 0 },
      { filter_events: MESSAGES, url: at('/status/429'), order: 1 },
      { filter_events: MESSAGES, url: at('/status/503'), order: 2 },
    ]);
    await message(deviceId);
    const recorded = await deliveries(networkId, '?limit=100');
    const attempts = (url: string) =>
      recorded.filter((d) => d.route_url === url).map((d) => [d.attempt, d.status, d.ok]);
    expect(attempts(flaky)).toEqual([
      [3, 200, true],
      [2, 503, false],
      [1, 503, false],
    ]);
    expect(attempts(at('/status/429')).map(([attempt]) => attempt)).toEqual([3, 2, 1]);
    expect(attempts(at('/status/503')).map(([attempt]) => attempt)).toEqual([3, 2, 1]);
    // Exponential backoff: the first retry waits the base, the second twice as long.
    const times = ctx.receiver.received.filter((r) => at(r.url) === flaky).map((r) => r.time);
    expect(times).toHaveLength(3);
    const [first = 0, second = 0, third = 0] = times;
    expect(second - first).toBeGreaterThanOrEqual(RETRY_BASE_MS - 2);
    expect(third - second).toBeGreaterThanOrEqual(2 * RETRY_BASE_MS - 2);
  });

  it('filters by route key, by integration and by outcome', async () => {
    const { networkId, deviceId } = await networkWith([
      { filter_events: MESSAGES, url: at('/a'), order: 0 },
      { filter_events: MESSAGES, url: at('/status/404'), order: 1 },
    ]);
    const configId = await webhook(networkId, at('/integration'));
    await message(deviceId);
    await message(deviceId);
    const urls = async (query: string) =>
      (await deliveries(networkId, query)).map((d) => d.route_url.replace(at(''), ''));
    const keyA = routeKey({ filter_events: MESSAGES, url: at('/a') });
    expect(await urls(`?route_key=${keyA}`)).toEqual(['/a', '/a']);
    expect(await urls(`?integration_config_id=${configId}`)).toEqual(['/integration', '/integration']);
    expect(await urls('?outcome=failure')).toEqual(['/status/404', '/status/404']);
    expect((await urls('?outcome=success')).sort()).toEqual(['/a', '/a', '/integration', '/integration']);
    expect(await urls(`?route_key=${keyA}&outcome=failure`)).toEqual([]);
    const [integrationRow] = await deliveries(networkId, `?integration_config_id=${configId}`);
    expect(integrationRow?.integration_config_id).toBe(configId);
    const bad = await api('GET', `${A}/networks/${networkId}/deliveries?outcome=pending`);
    expect(bad.status).toBe(400);
  });

  it('pages by cursor through the newest 100 that match, and keeps the newest 100 of each route', async () => {
    const { networkId, deviceId } = await networkWith([
      { filter_events: MESSAGES, url: at('/a'), order: 0 },
      { filter_events: MESSAGES, url: at('/b'), order: 1 },
    ]);
    const start = ctx.now;
    // 105 events, one a second: both routes receive each.
    for (let i = 0; i < 105; i += 1) {
      ctx.now = start + i;
      await message(deviceId);
    }
    const keyA = routeKey({ filter_events: MESSAGES, url: at('/a') });
    // The oldest five of each route were dropped.
    const kept = ctx.started.store.count('deliveries', 'WHERE network_id = ? AND route_key = ?', [networkId, keyA]);
    expect(kept).toBe(100);
    const onlyA = await deliveries(networkId, `?route_key=${keyA}&limit=100`);
    expect(onlyA.map((d) => d.at - start)).toEqual(Array.from({ length: 100 }, (_, i) => 104 - i));

    // 200 are kept; paging stops after the newest 100.
    type Page = { deliveries: Delivery[]; cursor: string | null };
    const pageAfter = async (cursor: string | null): Promise<Page> => {
      const path = `${A}/networks/${networkId}/deliveries?limit=30${cursor === null ? '' : `&cursor=${cursor}`}`;
      const page = await api<Page>('GET', path, 'installer');
      expect(page.status).toBe(200);
      return page.body;
    };
    const pages: Page[] = [];
    let cursor: string | null = null;
    do {
      const page: Page = await pageAfter(cursor);
      pages.push(page);
      cursor = page.cursor;
    } while (cursor !== null);
    expect(pages.map((p) => p.deliveries.length)).toEqual([30, 30, 30, 10]);
    const all = pages.flatMap((p) => p.deliveries);
    expect(new Set(all.map((d) => d.delivery_id)).size).toBe(100);
    // Newest first: the last 50 events, each delivered to both routes.
    expect(all.map((d) => d.at - start)).toEqual(Array.from({ length: 100 }, (_, i) => 104 - Math.floor(i / 2)));
    const whole = await api<{ deliveries: Delivery[]; cursor: string | null }>(
      'GET',
      `${A}/networks/${networkId}/deliveries?limit=100`,
    );
    expect(whole.body.deliveries).toEqual(all);
    expect(whole.body.cursor).toBeNull();

    const tooMany = await api('GET', `${A}/networks/${networkId}/deliveries?limit=101`);
    expect(tooMany.body).toMatchObject({ message: 'limit must be a number from 1 to 100' });
    const pastTheEnd = Buffer.from(JSON.stringify(['1', '100'])).toString('base64url');
    for (const forged of ['nope', pastTheEnd]) {
      const bad = await api('GET', `${A}/networks/${networkId}/deliveries?cursor=${forged}`);
      expect({ status: bad.status, body: bad.body }).toEqual({
        status: 400,
        body: { message: 'Invalid cursor', field: 'query.cursor' },
      });
    }
  });

  it('tells the health of each route and integration: 24 h counts, and failing after 5 failures in a row', async () => {
    const failing = at('/status/404');
    const flaky = at(`/fail-first/1?run=${randomUUID()}`);
    const { networkId, deviceId } = await networkWith([
      { filter_events: MESSAGES, url: failing, order: 0 },
      { filter_events: MESSAGES, url: flaky, order: 1 },
    ]);
    const configId = await webhook(networkId, at('/integration'));
    const keyOf = (url: string) => routeKey({ filter_events: MESSAGES, url });
    const start = ctx.now;
    expect(await health(networkId)).toEqual({ routes: [], integrations: [] });
    for (let i = 0; i < 4; i += 1) await message(deviceId);
    const routeHealth = async (url: string) =>
      (await health(networkId, 'installer')).routes.find((r) => r.route_key === keyOf(url));
    // Four failures: not failing yet.
    expect(await routeHealth(failing)).toEqual({
      route_key: keyOf(failing),
      total: 4,
      succeeded: 0,
      success_rate: 0,
      failing: false,
      last_at: start,
    });
    await message(deviceId);
    expect(await routeHealth(failing)).toMatchObject({ total: 5, failing: true });
    // The first event failed once, then went through: 6 attempts, 5 of them good.
    expect(await routeHealth(flaky)).toEqual({
      route_key: keyOf(flaky),
      total: 6,
      succeeded: 5,
      success_rate: 5 / 6,
      failing: false,
      last_at: start,
    });
    const { routes, integrations } = await health(networkId);
    expect(routes.map((r) => r.route_key).sort()).toEqual(
      [keyOf(failing), keyOf(flaky), routeKey({ filter_events: 'device.*', url: at('/integration') })].sort(),
    );
    expect(integrations).toEqual([
      { integration_config_id: configId, total: 5, succeeded: 5, success_rate: 1, failing: false, last_at: start },
    ]);

    // A day later the counts are empty; failing looks at the last five of any age.
    ctx.now = start + 24 * 60 * 60 + 1;
    expect(await routeHealth(failing)).toEqual({
      route_key: keyOf(failing),
      total: 0,
      succeeded: 0,
      success_rate: null,
      failing: true,
      last_at: start,
    });
    expect((await api('GET', `${A}/networks/nowhere/delivery-health`)).status).toBe(404);
  });

  it('redelivers a failed attempt: the same event, once, recorded as a new row naming the one it sends again', async () => {
    const flaky = at(`/fail-first/3?run=${randomUUID()}`);
    const { networkId, deviceId } = await networkWith([{ filter_events: MESSAGES, url: flaky }]);
    await message(deviceId);
    const [failed] = await deliveries(networkId);
    expect(failed).toMatchObject({ attempt: 3, status: 503, ok: false });
    const id = failed?.delivery_id ?? '';

    for (const nickname of ['member', 'installer'] as const) {
      const refused = await redeliver(networkId, id, nickname);
      expect({ nickname, status: refused.status, message: refused.body.message }).toEqual({
        nickname,
        status: 403,
        message: 'Insufficent permissions',
      });
    }
    const sent = await redeliver(networkId, id);
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({
      attempt: 1,
      redelivery_of: id,
      event_id: failed?.event_id,
      route_key: failed?.route_key,
      status: 200,
      ok: true,
      response_excerpt: '{"ok":true}',
    });
    // Answered once it had ended, and recorded: newest first, no retries on top.
    expect((await deliveries(networkId))[0]).toEqual(sent.body);
    const bodies = ctx.receiver.received.filter((r) => at(r.url) === flaky).map((r) => r.body);
    expect(bodies).toHaveLength(4);
    expect(new Set(bodies).size).toBe(1);

    const again = await redeliver(networkId, sent.body.delivery_id);
    expect({ status: again.status, message: again.body.message }).toEqual({
      status: 409,
      message: 'Only a failed delivery can be redelivered',
    });
    const unknown = await redeliver(networkId, 'dlv-nope');
    expect({ status: unknown.status, message: unknown.body.message }).toEqual({
      status: 404,
      message: 'Delivery not found',
    });
    expect((await redeliver('no-such-network', id)).status).toBe(404);

    // The route was removed: nowhere to send to.
    expect((await saveRoutes(networkId, [])).status).toBe(200);
    const gone = await redeliver(networkId, id);
    expect({ status: gone.status, message: gone.body.message }).toEqual({
      status: 409,
      message: 'This route no longer exists',
    });
  });

  it('redelivers under the outbound policy: a name that now points inside is refused', async () => {
    names['flip.test'] = ['127.0.0.1'];
    const url = `http://flip.test:${ctx.receiver.port}/status/500`;
    try {
      const { networkId, deviceId } = await networkWith([{ filter_events: MESSAGES, url }]);
      await message(deviceId);
      const [failed] = await deliveries(networkId);
      expect(failed).toMatchObject({ status: 500, attempt: 3 });
      const sentBefore = ctx.receiver.at('/status/500').length;
      names['flip.test'] = ['169.254.169.254'];
      const refused = await redeliver(networkId, failed?.delivery_id ?? '', 'owner');
      expect(refused.status).toBe(200);
      expect(refused.body).toMatchObject({
        attempt: 1,
        redelivery_of: failed?.delivery_id,
        status: null,
        ok: false,
        error_kind: 'blocked',
        error: `Refused: flip.test resolves to 169.254.169.254, ${LINK_LOCAL}`,
      });
      expect(ctx.receiver.at('/status/500')).toHaveLength(sentBefore);
      await ctx.started.store.deliveries.idle();
      // A redelivery is not retried.
      expect((await deliveries(networkId)).filter((d) => d.redelivery_of !== undefined)).toHaveLength(1);
    } finally {
      delete names['flip.test'];
    }
  });
});

describe('PLATFORM_SIM_RETRY_BASE_MS', () => {
  it('sets the first retry wait in whole milliseconds; unset keeps 1 s; anything else stops the start', () => {
    expect(retryBaseMsFromEnv({})).toBeUndefined();
    expect(retryBaseMsFromEnv({ PLATFORM_SIM_RETRY_BASE_MS: ' 50 ' })).toBe(50);
    expect(retryBaseMsFromEnv({ PLATFORM_SIM_RETRY_BASE_MS: '0' })).toBe(0);
    for (const value of ['-1', '1.5', 'soon']) {
      expect(() => retryBaseMsFromEnv({ PLATFORM_SIM_RETRY_BASE_MS: value })).toThrow(/whole number of milliseconds/);
    }
  });
});
