import { beforeAll, describe, expect, it } from '@rstest/core';
import type { Network, Route } from '@beacon/shared/contract';
import { NETWORK_CHANGED, ROUTES_CHANGED, ROUTES_IF_MATCH_REQUIRED } from './domains/networks/handlers.ts';
import { call, useTestApi } from './testSupport.ts';

const ACCOUNT = 'owner-labs';

describe('network and route list: optimistic concurrency (ETag / If-Match)', () => {
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

  it('answers an ETag, refuses a stale If-Match with 409 and a save without one with 428', async () => {
    const first = await read();
    expect(first.etag).toMatch(/^"\d+"$/);
    const saved = await save([route('a')], first.etag);
    expect(saved.status).toBe(200);
    expect(saved.headers.get('etag')).not.toBe(first.etag);

    const stale = await save([route('b')], first.etag);
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({ message: ROUTES_CHANGED });
    expect((await read()).routes.map((r) => r.filter_events)).toEqual(['device.message.a.*']);

    // A save without If-Match would overwrite whatever is stored: 428, and nothing changes.
    const blind = await save([route('c')]);
    expect(blind.status).toBe(428);
    expect(blind.body).toEqual({ message: ROUTES_IF_MATCH_REQUIRED });
    expect((await read()).routes.map((r) => r.filter_events)).toEqual(['device.message.a.*']);
    // `If-Match: *` says so on purpose: it replaces the list whatever its revision.
    expect((await save([route('c')], '*')).status).toBe(200);
    expect((await read()).routes.map((r) => r.filter_events)).toEqual(['device.message.c.*']);
    expect((await save([route('d')], 'not-an-etag')).status).toBe(400);
  });

  it('honours If-Match on a rename: a stale one gets 409, and a rename moves the revision', async () => {
    const owner = await api.token('owner');
    const rename = (name: string, etag?: string | null) =>
      call<Network>(api.url, 'POST', path, owner, { name }, { headers: etag ? { 'if-match': etag } : {} });
    const { etag } = await read();
    const renamed = await rename('Renamed once', etag);
    expect(renamed.status).toBe(200);
    expect(renamed.headers.get('etag')).not.toBe(etag);
    expect((await read()).etag).toBe(renamed.headers.get('etag'));

    const stale = await rename('Renamed from a stale page', etag);
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({ message: NETWORK_CHANGED });
    const stored = await call<Network>(api.url, 'GET', path, owner);
    expect(stored.body.name).toBe('Renamed once');
    // A route save made from the list read before the rename is stale too.
    expect((await save([route('e')], etag)).status).toBe(409);
    // The spec's rename call sends no If-Match: it still renames.
    expect((await rename('Concurrency')).status).toBe(200);
  });

  it('loses no update when 20 editors read the list and save it whole at the same time', async () => {
    await save([], '*');
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
