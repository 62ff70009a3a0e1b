import { describe, expect, it } from '@rstest/core';
import type { Account, Network } from '@beacon/shared/contract';
import { ACME, FAULT_TEST_SECRET, call, createTestKeys, faultCall, useTestApi } from './testSupport.ts';
import type { Nickname } from './testSupport.ts';

describe('platform API: auth, permissions, validation, handlers', () => {
  const api = useTestApi({ faults: { secret: FAULT_TEST_SECRET }, allowedOrigins: ['http://localhost:3000'] });
  const { token } = api;

  it('binds to loopback and answers /health without a token', async () => {
    expect(new URL(api.url).hostname).toBe('127.0.0.1');
    const res = await call(api.url, 'GET', '/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
  });

  it('answers 401 {message} for a missing, garbage, expired or foreign token', async () => {
    const missing = await call(api.url, 'GET', '/v1/accounts');
    expect(missing.status).toBe(401);
    expect(missing.body).toMatchObject({ message: 'Unauthorized' });

    const garbage = await call(api.url, 'GET', '/v1/accounts', 'not.a.jwt');
    expect(garbage.status).toBe(401);

    const expired = await call(api.url, 'GET', '/v1/accounts', await api.keys.sign('owner', { expiresIn: -60 }));
    expect(expired.status).toBe(401);
    expect(expired.body).toEqual({ message: 'Unauthorized', detail: 'Token expired' });

    const audience = await call(api.url, 'GET', '/v1/accounts', await api.keys.sign('owner', { audience: 'other' }));
    expect(audience.status).toBe(401);
    const issuer = await call(api.url, 'GET', '/v1/accounts', await api.keys.sign('owner', { issuer: 'http://evil/' }));
    expect(issuer.status).toBe(401);
    const other = await createTestKeys();
    const foreign = await call(api.url, 'GET', '/v1/accounts', await other.sign('owner'));
    expect(foreign.status).toBe(401);
    const admin = await call(api.url, 'GET', '/admin/features');
    expect(admin.status).toBe(401);
  });

  it('answers /admin/features 200 for staff and 403 for everyone else', async () => {
    const staff = await call(api.url, 'GET', '/admin/features', await token('staff'));
    expect(staff.status).toBe(200);
    expect((staff.body as { features: string[] }).features.length).toBeGreaterThan(0);
    for (const nickname of ['owner', 'admin', 'newcomer'] as const) {
      const res = await call(api.url, 'GET', '/admin/features', await token(nickname));
      expect(res.status).toBe(403);
      expect(res.body).toHaveProperty('message');
    }
  });

  it("lists each user's accounts with their user_level", async () => {
    const list = async (nickname: Nickname) =>
      (await call<{ accounts: Account[] }>(api.url, 'GET', '/v1/accounts', await token(nickname))).body.accounts;
    expect(await list('newcomer')).toEqual([]);
    const owner = await list('owner');
    expect(owner.filter((a) => a.user_level === 0).length).toBeGreaterThanOrEqual(2);
    expect(owner.some((a) => a.global_forwarders_enabled)).toBe(true);
    expect((await list('admin')).find((a) => a.account_id === ACME)?.user_level).toBe(20);
    expect((await list('member')).find((a) => a.account_id === ACME)?.user_level).toBe(30);
    expect((await list('installer')).find((a) => a.account_id === ACME)?.user_level).toBe(40);
    expect((await list('social')).length).toBe(1);
  });

  it('gets an account for a member, 403 for a non-member', async () => {
    const got = await call<Account>(api.url, 'GET', `/v1/accounts/${ACME}`, await token('member'));
    expect(got.status).toBe(200);
    expect(got.body).toMatchObject({ account_id: ACME, user_level: 30 });
    const stranger = await call(api.url, 'GET', `/v1/accounts/${ACME}`, await token('newcomer'));
    expect(stranger.status).toBe(403);
    expect(stranger.body).toEqual({ message: 'Not a member of this account' });
    const missing = await call(api.url, 'GET', '/v1/accounts/no-such-account', await token('owner'));
    expect(missing.status).toBe(403);
  });

  it('validates create-account bodies with the contract messages, then creates with the caller as owner', async () => {
    const t = await token('newcomer');
    const short = await call(api.url, 'POST', '/v1/accounts', t, { name: 'ab', checked: true });
    expect(short.status).toBe(400);
    expect(short.body).toMatchObject({ message: 'The name must be 3 to 100 characters long' });
    const terms = await call(api.url, 'POST', '/v1/accounts', t, { name: 'Newco' });
    expect(terms.status).toBe(400);
    expect(terms.body).toMatchObject({ message: 'You must agree to the terms of service' });
    const website = await call(api.url, 'POST', '/v1/accounts', t, {
      name: 'Newco',
      website: 'ftp://x',
      checked: true,
    });
    expect(website.body).toMatchObject({ message: 'Please enter a valid URL starting with http:// or https://' });
    const badJson = await call(api.url, 'POST', '/v1/accounts', t, undefined, {
      body: '{nope',
      headers: { 'content-type': 'application/json' },
    });
    expect(badJson.status).toBe(400);

    const created = await call<Account>(api.url, 'POST', '/v1/accounts', t, {
      name: '  Newco Ltd ',
      website: 'https://newco.example',
      checked: true,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Newco Ltd', user_level: 0 });
    const accounts = await call<{ accounts: Account[] }>(api.url, 'GET', '/v1/accounts', t);
    expect(accounts.body.accounts.map((a) => a.account_id)).toContain(created.body.account_id);
    expect(api.store.accounts.log(created.body.account_id)[0]).toMatchObject({
      object_type: 'account',
      code: 'create',
      username: 'newcomer@example.com',
    });
  });

  it('creates networks for level ≤ 20 only, and lists them', async () => {
    const member = await call(api.url, 'POST', `/v1/accounts/${ACME}/networks`, await token('member'), {
      name: 'Nope',
    });
    expect(member.status).toBe(403);
    expect(member.body).toEqual({ message: 'Insufficent permissions' });
    const installer = await call(api.url, 'POST', `/v1/accounts/${ACME}/networks`, await token('installer'), {
      name: 'Nope',
    });
    expect(installer.status).toBe(403);

    const owner = await token('owner');
    const account = (await call<Account>(api.url, 'POST', '/v1/accounts', owner, { name: 'Net Test', checked: true }))
      .body;
    const invalid = await call(api.url, 'POST', `/v1/accounts/${account.account_id}/networks`, owner, {
      name: 'x'.repeat(31),
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toMatchObject({ message: 'Valid Network Name required' });

    const created = await call<Network>(api.url, 'POST', `/v1/accounts/${account.account_id}/networks`, owner, {
      name: 'Shop floor',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Shop floor', device_count: 0, routes: [] });
    const listed = await call<{ networks: Network[] }>(
      api.url,
      'GET',
      `/v1/accounts/${account.account_id}/networks`,
      owner,
    );
    expect(listed.body.networks.map((n) => n.network_id)).toEqual([created.body.network_id]);
    expect(api.store.accounts.log(account.account_id)[0]).toMatchObject({ object_type: 'network', code: 'create' });

    const admin = await call<Network>(api.url, 'POST', `/v1/accounts/${ACME}/networks`, await token('admin'), {
      name: 'Admin made',
    });
    expect(admin.status).toBe(201);
  });

  it('honours pagesize on the network list and rejects a bad one', async () => {
    const t = await token('member');
    const two = await call<{ networks: Network[] }>(api.url, 'GET', `/v1/accounts/${ACME}/networks?pagesize=2`, t);
    expect(two.body.networks.length).toBe(2);
    const all = await call<{ networks: Network[] }>(api.url, 'GET', `/v1/accounts/${ACME}/networks?pagesize=1000`, t);
    expect(all.body.networks.find((n) => n.name === 'Warehouse')?.device_count).toBeGreaterThanOrEqual(1000);
    const bad = await call(api.url, 'GET', `/v1/accounts/${ACME}/networks?pagesize=0`, t);
    expect(bad.status).toBe(400);
  });

  it('renames an account for level ≤ 20 and refuses installers', async () => {
    const installer = await call(api.url, 'POST', `/v1/accounts/${ACME}`, await token('installer'), { name: 'Hacked' });
    expect(installer.status).toBe(403);
    expect(installer.body).toEqual({ message: 'Insufficent permissions' });
    const owner = await token('owner');
    const account = (await call<Account>(api.url, 'POST', '/v1/accounts', owner, { name: 'Rename Me', checked: true }))
      .body;
    const renamed = await call<Account>(api.url, 'POST', `/v1/accounts/${account.account_id}`, owner, {
      name: 'Renamed',
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ account_id: account.account_id, name: 'Renamed', user_level: 0 });
    expect(api.store.accounts.log(account.account_id)[0]).toMatchObject({ code: 'update', object_type: 'account' });
  });

  it('applies the level rule of updateNetwork only when the body has routes', async () => {
    const t = await token('member');
    const network = api.seededNetwork(ACME);
    const routes = await call(api.url, 'POST', `/v1/accounts/${ACME}/networks/${network.network_id}`, t, {
      routes: [],
    });
    expect(routes.status).toBe(403);
    expect(routes.body).toEqual({ message: 'Insufficent permissions' });
    const rename = await call(api.url, 'POST', `/v1/accounts/${ACME}/networks/${network.network_id}`, t, {
      name: 'Renamed',
    });
    // Renaming is open to every member (the spec does not disable the settings buttons by level).
    expect(rename.status).toBe(200);
  });

  it('answers 404 for unknown routes and 405 for wrong methods', async () => {
    const t = await token('owner');
    const unknown = await call(api.url, 'GET', '/v1/nothing/here', t);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: 'Not found' });
    const outside = await call(api.url, 'GET', '/elsewhere');
    expect(outside.status).toBe(404);
    const wrong = await call(api.url, 'DELETE', '/v1/accounts', t);
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('allow')).toContain('GET');
  });

  it('answers CORS preflights for the console origin with Authorization, and exposes Retry-After and ETag', async () => {
    const preflight = await fetch(new URL('/v1/accounts', api.url), {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('authorization');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('DELETE');
    const get = await fetch(new URL('/v1/accounts', api.url), { headers: { origin: 'http://localhost:3000' } });
    expect(get.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(get.headers.get('access-control-expose-headers')).toBe('Retry-After,ETag');
    const evil = await fetch(new URL('/v1/accounts', api.url), { headers: { origin: 'http://evil.example' } });
    expect(evil.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('injects 500, 401 and 429 faults for the next N matching calls', async () => {
    const t = await token('owner');
    const add = await faultCall(api.url, 'POST', { path: '/v1/accounts', count: 2, kind: '500' });
    expect(add.status).toBe(201);
    expect((await call(api.url, 'GET', '/v1/accounts', t)).status).toBe(500);
    expect((await call(api.url, 'GET', '/v1/accounts', t)).status).toBe(500);
    expect((await call(api.url, 'GET', '/v1/accounts', t)).status).toBe(200);

    await faultCall(api.url, 'POST', {
      path: '/v1/accounts/*',
      method: 'post',
      count: 1,
      kind: '401',
    });
    expect((await call(api.url, 'GET', `/v1/accounts/${ACME}`, t)).status).toBe(200);
    const unauthorized = await call(api.url, 'POST', `/v1/accounts/${ACME}`, t, { name: 'Acme Logistics' });
    expect(unauthorized.status).toBe(401);

    api.faults.add({ path: '/v1/accounts', kind: '429', count: 1, retryAfter: 7 });
    const limited = await call(api.url, 'GET', '/v1/accounts', t);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('7');
    expect(limited.body).toEqual({ message: 'Too many requests' });
    api.faults.add({ path: '/v1/accounts', kind: '429' });
    const noRetryAfter = await call(api.url, 'GET', '/v1/accounts', t);
    expect(noRetryAfter.status).toBe(429);
    expect(noRetryAfter.headers.get('retry-after')).toBeNull();

    const invalid = await faultCall(api.url, 'POST', { path: '/x', kind: '418' });
    expect(invalid.status).toBe(400);
  });

  it("answers a 'body' fault's JSON with 200 instead of the real answer, and needs the body", async () => {
    const t = await token('owner');
    const networks = `/v1/accounts/${ACME}/networks`;
    expect((await faultCall(api.url, 'POST', { path: networks, kind: 'body', body: { networks: {} } })).status).toBe(
      201,
    );
    const malformed = await call(api.url, 'GET', networks, t);
    expect(malformed.status).toBe(200);
    expect(malformed.body).toEqual({ networks: {} });
    expect(malformed.headers.get('cache-control')).toBe('no-store');
    expect((await call<{ networks: unknown[] }>(api.url, 'GET', networks, t)).body.networks.length).toBeGreaterThan(0);

    const withoutBody = await faultCall(api.url, 'POST', { path: networks, kind: 'body' });
    expect(withoutBody.status).toBe(400);
    expect(withoutBody.body).toMatchObject({ message: "body is required for kind 'body'", field: 'body' });
  });

  it('accepts /__faults only as JSON from a console origin or with the test secret', async () => {
    const fault = { path: '/v1/nothing', kind: '500' };
    const anonymous = await call(api.url, 'POST', '/__faults', undefined, fault);
    expect(anonymous.status).toBe(403);
    const wrongSecret = await call(api.url, 'POST', '/__faults', undefined, fault, {
      headers: { 'x-beacon-fault-secret': 'guess' },
    });
    expect(wrongSecret.status).toBe(403);
    // A page elsewhere cannot send a "simple" cross-site request: other origins are refused, and so is text/plain.
    const otherSite = await fetch(new URL('/__faults', api.url), {
      method: 'POST',
      headers: { origin: 'http://evil.example', 'content-type': 'text/plain' },
      body: JSON.stringify(fault),
    });
    expect(otherSite.status).toBe(403);
    const plainFromConsole = await fetch(new URL('/__faults', api.url), {
      method: 'POST',
      headers: { origin: 'http://localhost:3000', 'content-type': 'text/plain' },
      body: JSON.stringify(fault),
    });
    expect(plainFromConsole.status).toBe(415);
    const listedAnonymously = await call(api.url, 'GET', '/__faults');
    expect(listedAnonymously.status).toBe(403);
    const fromConsole = await call(api.url, 'POST', '/__faults', undefined, fault, {
      headers: { origin: 'http://localhost:3000' },
    });
    expect(fromConsole.status).toBe(201);
    expect((await faultCall(api.url, 'GET')).body).toEqual({ faults: [expect.objectContaining(fault)] });
    expect((await faultCall(api.url, 'DELETE')).status).toBe(204);
  });

  it('injects a hang that only a client timeout ends, and DELETE /__faults clears pending faults', async () => {
    const t = await token('owner');
    await faultCall(api.url, 'POST', { path: '/v1/*', count: 5, kind: 'hang' });
    await expect(
      call(api.url, 'GET', '/v1/accounts', t, undefined, { signal: AbortSignal.timeout(300) }),
    ).rejects.toThrow();
    expect((await faultCall(api.url, 'GET')).body.faults).toHaveLength(1);
    const cleared = await faultCall(api.url, 'DELETE');
    expect(cleared.status).toBe(204);
    expect((await call(api.url, 'GET', '/v1/accounts', t)).status).toBe(200);
  });

  it('serves the OpenAPI document and a readable HTML reference', async () => {
    const doc = await call<{ openapi: string; paths: Record<string, unknown>; servers: Array<{ url: string }> }>(
      api.url,
      'GET',
      '/openapi.json',
    );
    expect(doc.status).toBe(200);
    expect(doc.body.openapi).toBe('3.1.0');
    expect(Object.keys(doc.body.paths)).toEqual(
      expect.arrayContaining(['/v1/accounts', '/v1/accounts/{account}/networks', '/admin/features']),
    );
    expect(doc.body.servers[0]?.url).toBe(api.url);
    const html = await fetch(new URL('/docs', api.url));
    expect(html.headers.get('content-type')).toContain('text/html');
    const text = await html.text();
    expect(text).toContain('<h2>Accounts</h2>');
    expect(text).toContain('<code>/v1/accounts/{account}/networks</code>');
    expect(text).toContain('level ≤ 20 when the body has routes, otherwise member');
    expect(text).not.toMatch(/<script|<link|src="http/);
  });
});
