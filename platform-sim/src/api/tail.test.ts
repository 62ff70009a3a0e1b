import { describe, expect, it } from '@rstest/core';
import type { EventLogRow } from '@beacon/shared/contract';
import { ACME, call, useTestApi } from './testSupport.ts';

const TAIL = `/v1/accounts/${ACME}/log-tail`;
interface Tail {
  results: EventLogRow[];
  cursor: string;
  more: boolean;
}

/** The live tail (contract tailLog): a cursor over the event log that loses nothing between polls. */
describe('platform API: the live tail of the event log', () => {
  const api = useTestApi({ rateLimit: { limit: 10_000, windowMs: 60_000 } });
  const tail = async (body: unknown, nickname: 'member' | 'social' = 'member') =>
    call<Tail>(api.url, 'POST', TAIL, await api.token(nickname), body);

  const registerIn = async (networkId: string, deviceId: string) => {
    const created = await call(api.url, 'POST', `/v1/accounts/${ACME}/devices`, await api.token('member'), {
      device_id: deviceId,
      network_id: networkId,
    });
    expect(created.status).toBe(201);
  };
  const testEvent = async (deviceId: string, method: string) => {
    const sent = await call(
      api.url,
      'POST',
      `/v1/accounts/${ACME}/devices/${deviceId}/test-event`,
      await api.token('member'),
      {
        method,
      },
    );
    expect(sent.status).toBe(200);
  };

  it('starts now, then answers only new matching events, oldest first, with the next cursor', async () => {
    const network = await api.newNetwork('Tail net');
    const other = await api.newNetwork('Tail other');
    const device = '00000000-0000-8000-8200-0000007a1101';
    const elsewhere = '00000000-0000-8000-8200-0000007a1102';
    await registerIn(network.network_id, device);
    await registerIn(other.network_id, elsewhere);
    const filters = [{ field: 'network_id', value: network.network_id }];

    const start = await tail({ fields: filters });
    expect(start.status).toBe(200);
    expect(start.body.results).toEqual([]);
    expect(start.body.more).toBe(false);

    await testEvent(device, 'one');
    await testEvent(elsewhere, 'other');
    await testEvent(device, 'two');
    const next = await tail({ fields: filters, after: start.body.cursor });
    expect(next.body.results.map((e) => e.event_type)).toEqual(['device.message.test.one', 'device.message.test.two']);
    expect(next.body.more).toBe(false);
    expect(Number(next.body.cursor)).toBeGreaterThan(Number(start.body.cursor));

    const quiet = await tail({ fields: filters, after: next.body.cursor });
    expect(quiet.body).toEqual({ results: [], cursor: next.body.cursor, more: false });
  });

  it('answers at most `limit` events and says more are waiting; nothing is skipped', async () => {
    const network = await api.newNetwork('Tail limit');
    const device = '00000000-0000-8000-8200-0000007a1103';
    await registerIn(network.network_id, device);
    const fields = [{ field: 'device_id', value: device }];
    const start = await tail({ fields });
    for (const method of ['a', 'b', 'c']) await testEvent(device, method);
    const first = await tail({ fields, after: start.body.cursor, limit: 2 });
    expect(first.body.results.map((e) => e.event_type)).toEqual(['device.message.test.a', 'device.message.test.b']);
    expect(first.body.more).toBe(true);
    const second = await tail({ fields, after: first.body.cursor, limit: 2 });
    expect(second.body.results.map((e) => e.event_type)).toEqual(['device.message.test.c']);
    expect(second.body.more).toBe(false);
  });

  it('refuses a malformed cursor, a limit above 1000 and callers outside the account', async () => {
    const bad = await tail({ after: 'abc' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('Invalid cursor');
    expect((await tail({ limit: 1001 })).status).toBe(400);
    expect((await tail({}, 'social')).status).toBe(403);
    expect((await call(api.url, 'POST', TAIL, undefined, {})).status).toBe(401);
  });
});
