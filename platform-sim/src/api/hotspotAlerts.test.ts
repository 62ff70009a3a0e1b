import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import type { HotspotAlert, HotspotAlertWebhookBody, HotspotGroup } from '@beacon/shared/contract';
import { createOutbox } from '../idp/outbox.ts';
import { FAULT_SECRET_HEADER } from './faults.ts';
import { ACME, FAULT_TEST_SECRET, call, createTestKeys, startStoreAndApi } from './testSupport.ts';
import type { StartedApi, TestKeys } from './testSupport.ts';

const A = `/v1/accounts/${ACME}`;
const HOLD = 60;

/** A local webhook receiver: records the JSON bodies and content types it is sent. */
function startReceiver(): Promise<{ url: string; bodies: unknown[]; types: string[]; close: () => Promise<void> }> {
  const bodies: unknown[] = [];
  const types: string[] = [];
  const server: Server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    request.on('end', () => {
      bodies.push(JSON.parse(text));
      types.push(request.headers['content-type'] ?? '');
      response.writeHead(204).end();
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}/hook`,
        bodies,
        types,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

/** A URL nothing listens on (a server's port, once closed). */
async function refusedUrl(): Promise<string> {
  const receiver = await startReceiver();
  await receiver.close();
  return receiver.url;
}

describe('hotspot alerts', () => {
  let keys: TestKeys;
  let started: StartedApi;
  let now = Math.floor(Date.now() / 1000);
  const outbox = createOutbox();
  let receiver: Awaited<ReturnType<typeof startReceiver>>;

  beforeAll(async () => {
    keys = await createTestKeys();
    receiver = await startReceiver();
    started = await startStoreAndApi(
      keys,
      { now: () => now, hotspotAlerts: { holdSeconds: HOLD, sweepMs: 0, retryDelaysMs: [1, 1] } },
      { faults: { secret: FAULT_TEST_SECRET }, outbox },
    );
  });
  afterAll(async () => {
    await started.close();
    await receiver.close();
  });

  const group = async (name: string, type: 'email' | 'webhook', value: string) => {
    const created = await call<HotspotGroup>(
      started.api.url,
      'POST',
      `${A}/hotspot-groups`,
      await keys.token('owner'),
      {
        name,
        alert_enabled: true,
        alert_target_type: type,
        alert_target_value: value,
      },
    );
    expect(created.status).toBe(201);
    return created.body.group_id;
  };
  const hotspotIn = async (groupId: string) => {
    const id = randomUUID();
    const created = await call(started.api.url, 'POST', `${A}/hotspots`, await keys.token('owner'), {
      hotspot_id: id,
      alias: `Alerting ${id.slice(0, 4)}`,
      group_id: groupId,
    });
    expect(created.status).toBe(201);
    return id;
  };
  const setStatus = (
    id: string,
    status: string,
    headers: Record<string, string> = { [FAULT_SECRET_HEADER]: FAULT_TEST_SECRET },
  ) => call(started.api.url, 'POST', `/__test/hotspots/${id}/status`, undefined, { status }, { headers });
  const alerts = async (groupId: string) => {
    const listed = await call<{ alerts: HotspotAlert[] }>(
      started.api.url,
      'GET',
      `${A}/hotspot-groups/${groupId}/alerts`,
      await keys.token('member'),
    );
    expect(listed.status).toBe(200);
    return listed.body.alerts;
  };
  /** Sets statuses one after another, `gap` seconds apart on the store's clock. */
  const run = async (id: string, statuses: string[], gap: number) => {
    for (const status of statuses) {
      expect((await setStatus(id, status)).status).toBe(204);
      now += gap;
    }
  };

  it('sends nothing for a hotspot that flaps within the hold time, nor for its first time online', async () => {
    const groupId = await group('Flappy', 'webhook', receiver.url);
    const id = await hotspotIn(groupId);
    await run(id, ['online'], HOLD + 5);
    await started.store.hotspotAlerts.sweep();
    await run(id, ['offline', 'online', 'offline', 'online'], 10);
    await started.store.hotspotAlerts.sweep();
    now += HOLD + 1;
    await started.store.hotspotAlerts.sweep();
    expect(await alerts(groupId)).toEqual([]);
    expect(receiver.bodies.filter((b) => (b as HotspotAlertWebhookBody).hotspot.hotspot_id === id)).toEqual([]);
  });

  it('sends one webhook alert once a hotspot has stayed offline for the hold time, and one when it is back', async () => {
    const groupId = await group('Hooked', 'webhook', receiver.url);
    const id = await hotspotIn(groupId);
    await run(id, ['online'], HOLD + 1);
    await started.store.hotspotAlerts.sweep();
    const wentDown = now;
    await run(id, ['offline'], HOLD);
    await started.store.hotspotAlerts.sweep();
    expect(await alerts(groupId)).toEqual([]);
    now += 1;
    await started.store.hotspotAlerts.sweep();
    await started.store.hotspotAlerts.sweep();
    const mine = () => receiver.bodies.filter((b) => (b as HotspotAlertWebhookBody).hotspot.hotspot_id === id);
    const [body] = mine() as HotspotAlertWebhookBody[];
    expect(mine()).toHaveLength(1);
    expect(body?.alert_id).toMatch(/^alr-/);
    expect(body?.hotspot.alias).toMatch(/^Alerting /);
    expect(body).toEqual({
      type: 'hotspot.status',
      alert_id: body?.alert_id,
      account: ACME,
      group: { group_id: groupId, name: 'Hooked' },
      hotspot: { hotspot_id: id, alias: body?.hotspot.alias },
      status: 'offline',
      previous_status: 'online',
      changed_at: wentDown,
    });
    expect(receiver.types).toContain('application/json');
    const [alert] = await alerts(groupId);
    expect(alert).toMatchObject({
      hotspot_id: id,
      status: 'offline',
      changed_at: wentDown,
      created: now,
      target_type: 'webhook',
      target_value: receiver.url,
      delivered: true,
      attempts: 1,
    });
    // Staying down sends nothing more; a flap back and down again within the hold neither.
    await run(id, ['online', 'offline'], 5);
    now += HOLD + 1;
    await started.store.hotspotAlerts.sweep();
    expect(mine()).toHaveLength(1);
    // Back for good: one "online" alert, once it is no longer flapping (5 changes within the hour).
    await run(id, ['online'], HOLD + 1);
    await started.store.hotspotAlerts.sweep();
    expect(mine()).toHaveLength(1);
    now += 3600;
    await started.store.hotspotAlerts.sweep();
    expect(mine().map((b) => (b as HotspotAlertWebhookBody).status)).toEqual(['offline', 'online']);
    expect((await alerts(groupId)).map((a) => a.status)).toEqual(['online', 'offline']);
  });

  it('alerts a new hotspot that goes down within the hold time of its first report', async () => {
    const groupId = await group('Fresh', 'webhook', receiver.url);
    const id = await hotspotIn(groupId);
    await run(id, ['online', 'offline'], 1);
    now += HOLD;
    await started.store.hotspotAlerts.sweep();
    const sent = receiver.bodies.filter((b) => (b as HotspotAlertWebhookBody).hotspot.hotspot_id === id);
    expect(
      sent.map((b) => [(b as HotspotAlertWebhookBody).status, (b as HotspotAlertWebhookBody).previous_status]),
    ).toEqual([['offline', 'unknown']]);
  });

  it('records a webhook that cannot be reached as not delivered, after 3 attempts, with the error', async () => {
    const groupId = await group('Unreachable', 'webhook', await refusedUrl());
    const id = await hotspotIn(groupId);
    await run(id, ['online'], HOLD + 1);
    await started.store.hotspotAlerts.sweep();
    await run(id, ['offline'], HOLD + 1);
    await started.store.hotspotAlerts.sweep();
    const [alert] = await alerts(groupId);
    expect(alert).toMatchObject({ status: 'offline', delivered: false, attempts: 3 });
    expect(alert?.error).toMatch(/ECONNREFUSED|refused|fetch failed/i);
  });

  it('records an e-mail alert in the outbox', async () => {
    const groupId = await group('Mailed', 'email', 'noc@example.com');
    const id = await hotspotIn(groupId);
    await run(id, ['online'], HOLD + 1);
    await started.store.hotspotAlerts.sweep();
    await run(id, ['offline'], HOLD + 1);
    await started.store.hotspotAlerts.sweep();
    const mail = outbox.list().filter((m) => m.kind === 'hotspot-alert' && m.to === 'noc@example.com');
    expect(mail).toHaveLength(1);
    expect(mail[0]?.data).toMatchObject({ type: 'hotspot.status', status: 'offline', hotspot: { hotspot_id: id } });
    const [alert] = await alerts(groupId);
    expect(alert).toMatchObject({
      target_type: 'email',
      target_value: 'noc@example.com',
      delivered: true,
      attempts: 1,
    });
  });

  it('sends nothing for a group with alerts off', async () => {
    const created = await call<HotspotGroup>(
      started.api.url,
      'POST',
      `${A}/hotspot-groups`,
      await keys.token('owner'),
      {
        name: 'Quiet',
      },
    );
    const id = await hotspotIn(created.body.group_id);
    await run(id, ['online'], HOLD + 1);
    await run(id, ['offline'], HOLD + 1);
    await started.store.hotspotAlerts.sweep();
    expect(await alerts(created.body.group_id)).toEqual([]);
  });

  it('guards the test control: the secret or a console origin, JSON, a known hotspot and status', async () => {
    const id = await hotspotIn('ungrouped');
    expect((await setStatus(id, 'online', {})).status).toBe(403);
    expect((await setStatus(id, 'online', { origin: 'http://localhost:3000' })).status).toBe(204);
    expect((await setStatus(id, 'sleeping')).status).toBe(400);
    expect((await setStatus(randomUUID(), 'online')).status).toBe(404);
    const text = await call(started.api.url, 'POST', `/__test/hotspots/${id}/status`, undefined, undefined, {
      headers: { [FAULT_SECRET_HEADER]: FAULT_TEST_SECRET, 'content-type': 'text/plain' },
      body: '{"status":"online"}',
    });
    expect(text.status).toBe(415);
    const got = await call(started.api.url, 'GET', `${A}/hotspots/${id}`, await keys.token('owner'));
    expect(got.body).toMatchObject({ status: 'online', last_seen: now });
  });
});

describe('hotspot test control without fault injection', () => {
  it('is not served', async () => {
    const keys = await createTestKeys();
    const started = await startStoreAndApi(keys);
    try {
      const answer = await call(started.api.url, 'POST', `/__test/hotspots/${randomUUID()}/status`, undefined, {
        status: 'online',
      });
      expect(answer.status).toBe(404);
    } finally {
      await started.close();
    }
  });
});
