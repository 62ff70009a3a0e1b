/**
 * The API's hardening headers (issue 26 point 7): `nosniff` and a Referrer-Policy on every answer (data,
 * errors, preflights, the reference page), and a reference page that cannot be framed.
 */
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { ACME, createTestKeys, startStoreAndApi } from './testSupport.ts';
import type { StartedApi, TestKeys } from './testSupport.ts';

describe('API answers', () => {
  let keys: TestKeys;
  let started: StartedApi;
  beforeAll(async () => {
    keys = await createTestKeys();
    started = await startStoreAndApi(keys);
  });
  afterAll(() => started.close());

  const get = async (path: string, init: RequestInit = {}) => fetch(new URL(path, started.api.url), init);
  const expectHardened = (response: Response) => {
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
  };

  it('sends nosniff and a Referrer-Policy on data, errors and unknown paths', async () => {
    const token = await keys.token('owner');
    const ok = await get(`/v1/accounts/${ACME}/networks`, { headers: { authorization: `Bearer ${token}` } });
    expect(ok.status).toBe(200);
    expectHardened(ok);
    const unauthorised = await get(`/v1/accounts/${ACME}/networks`);
    expect(unauthorised.status).toBe(401);
    expectHardened(unauthorised);
    const missing = await get('/nowhere');
    expect(missing.status).toBe(404);
    expectHardened(missing);
    expectHardened(await get('/openapi.json'));
    expectHardened(await get('/health'));
  });

  it('sends them on a CORS preflight too', async () => {
    const preflight = await get(`/v1/accounts/${ACME}/networks`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(preflight.status).toBe(204);
    expectHardened(preflight);
  });

  it('serves the reference page so that no other page can frame it', async () => {
    const docs = await get('/docs');
    expect(docs.status).toBe(200);
    expectHardened(docs);
    expect(docs.headers.get('x-frame-options')).toBe('DENY');
    expect(docs.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });
});
