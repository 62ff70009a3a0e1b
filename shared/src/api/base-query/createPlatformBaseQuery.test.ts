import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { afterEach, beforeEach, describe, expect, it, rs } from '@rstest/core';
import { initI18n } from '../../i18n/i18n.ts';
import { RATE_LIMIT_TOAST_SECONDS, REQUEST_TIMEOUT_MS } from './constants.ts';
import { createPlatformBaseQuery } from './createPlatformBaseQuery.ts';
import type { NotifyArgs } from './types.ts';

const api: BaseQueryApi = {
  signal: new AbortController().signal,
  abort: () => undefined,
  dispatch: (action: unknown) => action,
  getState: () => ({}),
  extra: undefined,
  endpoint: 'test',
  type: 'query',
};

function json(body: unknown, status = 200, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

describe('createPlatformBaseQuery', () => {
  const warnings: NotifyArgs[] = [];
  const errors: NotifyArgs[] = [];
  let signedOut = 0;
  let requests: { url: string; init: RequestInit }[] = [];
  let token: () => Promise<string> = () => Promise.resolve('tok-1');
  const baseQuery = createPlatformBaseQuery({
    getBaseUrl: () => 'http://api.test/',
    getAccessToken: () => token(),
    onUnauthorized: () => (signedOut += 1),
    notify: { warning: (args) => warnings.push(args), error: (args) => errors.push(args) },
  });
  const respond = (response: () => Promise<Response>) =>
    rs.stubGlobal('fetch', (url: string, init: RequestInit) => {
      requests.push({ url, init });
      return response();
    });

  beforeEach(() => {
    warnings.length = 0;
    errors.length = 0;
    signedOut = 0;
    requests = [];
    token = () => Promise.resolve('tok-1');
  });
  afterEach(() => {
    rs.useRealTimers();
    rs.unstubAllGlobals();
  });

  it('sends the bearer token to the base URL and returns the JSON body', async () => {
    respond(() => Promise.resolve(json([{ id: 'n1' }])));
    const result = await baseQuery({ url: '/v1/networks', params: { page: 2, q: undefined } }, api, {});
    expect(result.data).toEqual([{ id: 'n1' }]);
    expect(result.error).toBeUndefined();
    expect(requests[0]?.url).toBe('http://api.test/v1/networks?page=2');
    expect(new Headers(requests[0]?.init.headers).get('Authorization')).toBe('Bearer tok-1');
  });

  it('returns null for 204 No Content', async () => {
    respond(() => Promise.resolve(new Response(null, { status: 204 })));
    const result = await baseQuery('/v1/x', api, {});
    expect(result.data).toBeNull();
    expect(result.error).toBeUndefined();
  });

  it('passes the response as meta, so an endpoint can read its headers (ETag)', async () => {
    respond(() => Promise.resolve(json({ network_id: 'n1' }, 200, { ETag: '"7"' })));
    const result = await baseQuery('/v1/networks/n1', api, {});
    expect(result.meta?.response.status).toBe(200);
    expect(result.meta?.response.headers.get('ETag')).toBe('"7"');
  });

  it('drops null and undefined body fields before sending', async () => {
    respond(() => Promise.resolve(json({})));
    const body = { name: 'Net', website: null, extra: undefined, nested: { a: null, b: 1 } };
    await baseQuery({ url: '/v1/networks', method: 'POST', body }, api, {});
    expect(JSON.parse(requests[0]?.init.body as string)).toEqual({ name: 'Net', nested: { b: 1 } });
    expect(new Headers(requests[0]?.init.headers).get('Content-Type')).toBe('application/json');
  });

  it('times out after 30 s with a readable TIMEOUT_ERROR', async () => {
    rs.useFakeTimers();
    rs.stubGlobal('fetch', (url: string, init: RequestInit) => {
      requests.push({ url, init });
      return new Promise<Response>((_resolve, reject) =>
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      );
    });
    let settled: unknown;
    void Promise.resolve(baseQuery('/v1/slow', api, {})).then((r) => (settled = r));
    await rs.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(settled).toBeUndefined();
    await rs.advanceTimersByTimeAsync(1);
    expect(settled).toEqual({ error: { status: 'TIMEOUT_ERROR', message: 'Request timed out after 30 s' } });
  });

  it('signs the user out on 401', async () => {
    respond(() => Promise.resolve(json({ message: 'Unauthorized' }, 401)));
    expect(await baseQuery('/v1/accounts', api, {})).toEqual({ error: { status: 401, message: 'Unauthorized' } });
    expect(signedOut).toBe(1);
  });

  it('signs the user out when the identity provider needs a login, without calling the API', async () => {
    token = () => Promise.reject(Object.assign(new Error('Login required'), { error: 'login_required' }));
    respond(() => Promise.resolve(json({})));
    const result = await baseQuery('/v1/accounts', api, {});
    expect(result.error?.status).toBe(401);
    expect(signedOut).toBe(1);
    expect(requests).toEqual([]);
  });

  it('shows the rate-limit toast for 8 s with the Retry-After seconds', async () => {
    respond(() => Promise.resolve(json({ message: 'Slow down' }, 429, { 'Retry-After': '12' })));
    const result = await baseQuery('/v1/accounts', api, {});
    expect(result.error).toEqual({ status: 429, message: 'Slow down', retryAfterSeconds: 12 });
    expect(warnings).toEqual([
      {
        title: 'Rate Limit Exceeded',
        description: 'Too many requests. Please wait 12 seconds before trying again.',
        durationSeconds: RATE_LIMIT_TOAST_SECONDS,
      },
    ]);
    expect(RATE_LIMIT_TOAST_SECONDS).toBe(8);
  });

  it('asks to wait a moment when a 429 has no Retry-After', async () => {
    respond(() => Promise.resolve(json({ message: 'Slow down' }, 429)));
    await baseQuery('/v1/accounts', api, {});
    expect(warnings).toEqual([
      { title: 'Rate Limit Exceeded', description: 'Please wait a moment', durationSeconds: 8 },
    ]);
  });

  it.each([
    [{ detail: 'D', error: 'E', message: 'M' }, 'D'],
    [{ error: 'E', message: 'M' }, 'E'],
    [{ message: 'M' }, 'M'],
    [{ unrelated: true }, 'Request failed with status 400'],
  ])('takes the message from detail, then error, then message (%j)', async (body, message) => {
    respond(() => Promise.resolve(json(body, 400)));
    expect(await baseQuery('/v1/x', api, {})).toEqual({ error: { status: 400, message } });
    expect(errors).toEqual([]);
  });

  it('turns a network failure into FETCH_ERROR', async () => {
    respond(() => Promise.reject(new TypeError('Failed to fetch')));
    const result = await baseQuery('/v1/x', api, {});
    expect(result.error?.status).toBe('FETCH_ERROR');
    expect(result.error?.message).toMatch(/could not be reached/);
  });

  it('reports an unreadable JSON response as PARSE_ERROR with an error toast', async () => {
    respond(() => Promise.resolve(new Response('{oops', { headers: { 'Content-Type': 'application/json' } })));
    expect((await baseQuery('/v1/x', api, {})).error?.status).toBe('PARSE_ERROR');
    expect(errors.map((e) => e.durationSeconds)).toEqual([35]);
  });

  it('toasts a 500 unless the endpoint is silent', async () => {
    respond(() => Promise.resolve(json({ message: 'Boom' }, 500)));
    await baseQuery('/v1/x', api, {});
    await baseQuery('/v1/x', api, { silent: true });
    expect(errors).toEqual([{ title: 'Unexpected error', description: 'Boom', durationSeconds: 35 }]);
  });

  it('reads the same texts from the common resources once i18next is initialised', async () => {
    const i18n = await initI18n();
    expect(i18n.exists('api.rate-limit.wait-seconds', { ns: 'common' })).toBe(true);
    respond(() => Promise.resolve(json({}, 429, { 'Retry-After': '3' })));
    await baseQuery('/v1/x', api, {});
    expect(warnings[0]?.description).toBe('Too many requests. Please wait 3 seconds before trying again.');
  });
});
