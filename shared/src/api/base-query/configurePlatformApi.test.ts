import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { afterEach, describe, expect, it, rs } from '@rstest/core';
import { configurePlatformApi, platformBaseQuery } from './configurePlatformApi.ts';

const api = { signal: new AbortController().signal } as BaseQueryApi;

describe('configurePlatformApi', () => {
  afterEach(() => {
    rs.unstubAllGlobals();
  });

  it('throws a clear error when the shell has not configured the API', () => {
    expect(() => platformBaseQuery('/v1/x', api, {})).toThrow(/configurePlatformApi/);
  });

  it('delegates to the configured base query until it is unbound', async () => {
    rs.stubGlobal('fetch', () => Promise.resolve(new Response('{"ok":true}')));
    const unbind = configurePlatformApi({
      getBaseUrl: () => 'http://api.test',
      getAccessToken: () => Promise.resolve('t'),
      onUnauthorized: () => undefined,
      notify: { warning: () => undefined, error: () => undefined },
    });
    expect((await platformBaseQuery('/v1/x', api, {})).data).toEqual({ ok: true });
    unbind();
    expect(() => platformBaseQuery('/v1/x', api, {})).toThrow(/not configured/);
  });
});
