import { beforeAll, describe, expect, it } from '@rstest/core';
import type { Network, Route } from '@beacon/shared/contract';
import { ROUTES_CHANGED } from './domains/networks/handlers.ts';
import { call, useTestApi } from './testSupport.ts';

const ACCOUNT = 'owner-labs';

describe('route list: optimistic concurrency (ETag / If-Match)', () => {
  const api = useTestApi({ rateLimit: { limit: 100_000, windowMs: 60_000 } });
  let path: string;

  beforeAll(async () => {
    const created = await api.newNetwork('Concurrency', { account: ACCOUNT });
    path = `/v1/accounts/${ACCOUNT}/networks/${created.network_id}`;
  });

  const read = async () => {
    const answer = await call<Network>(api.url, 'GET', path, await api.token('owner'));
    return { routes: answer.body.routes, etag: answer.headers.get('etag') };
  };
  const save = async (routes: Route[], etag?: string | null) =>
    call<Network>(
      api.url,
      'POST',
      path,
      await api.token('owner'),
      { routes },
      {
        headers: etag ? { 'if-match': etag } : {},
      },
    );
  const route = (name: string): Route => ({ filter_events: `device.message.${name}.*`, url: `https://h.test/${name}` });

  it('answers an ETag, refuses a stale If-Match with 409 and keeps saves without one working', async () => {
    const first = await read();
    expect(first.etag).toMatch(/^"\d+"$/);
    const saved = await save([route('a')], first.etag);
    expect(saved.status).toBe(200);
    expect(saved.headers.get('etag')).not.toBe(first.etag);

    const stale = await save([route('b')], first.etag);
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({ message: ROUTES_CHANGED });
    expect((await read()).routes.map((r) => r.filter_events)).toEqual(['device.message.a.*']);

    // The spec's call has no If-Match: it still replaces the list.
    expect((await save([route('c')])).status).toBe(200);
    expect((await read()).routes.map((r) => r.filter_events)).toEqual(['device.message.c.*']);
    // A rename does not move the route revision.
    const before = (await read()).etag;
    await call(api.url, 'POST', path, await api.token('owner'), { name: 'Renamed' });
    expect((await read()).etag).toBe(before);
    expect((await save([route('d')], 'not-an-etag')).status).toBe(400);
  });

  it('loses no update when 20 editors read the list and save it whole at the same time', async () => {
    await save([]);
    // Each editor adds its own route to the list it read, as the console does, and retries on 409.
    const editor = async (i: number): Promise<number> => {
      for (let attempt = 1; ; attempt += 1) {
        const { routes, etag } = await read();
        const answer = await save([route(`editor${i}`), ...routes], etag);
        if (answer.status === 200) return attempt;
        expect(answer.status).toBe(409);
      }
    };
    const attempts = await Promise.all(Array.from({ length: 20 }, (_, i) => editor(i)));
    const stored = (await read()).routes.map((r) => r.filter_events).sort();
    expect(stored).toEqual(Array.from({ length: 20 }, (_, i) => `device.message.editor${i}.*`).sort());
    // Some editors had to retry: their first save named a list that had changed.
    expect(attempts.some((n) => n > 1)).toBe(true);
  });

  it('moves the revision when an integration adds its routes', async () => {
    const { etag } = await read();
    const token = await api.token('owner');
    const created = await call(api.url, 'POST', `${path}/integrations`, token, {
      integration_type: 'webhook',
      name: 'Hook',
      config: { url: 'https://h.test/hook', capture_network_all: true },
    });
    expect(created.status).toBe(201);
    expect((await read()).etag).not.toBe(etag);
    expect((await save([], etag)).status).toBe(409);
  });
});
