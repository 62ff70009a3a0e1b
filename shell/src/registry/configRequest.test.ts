import { afterEach, describe, expect, it, rs } from '@rstest/core';
import { CONFIG_URL, startConfigRequest, takeConfigRequest } from './configRequest.ts';

describe('the runtime config request', () => {
  afterEach(() => {
    rs.unstubAllGlobals();
  });

  it('starts with the page, is taken once, and asks again after that', async () => {
    const fetch = rs.fn((url: string) => Promise.resolve(new Response(url)));
    rs.stubGlobal('fetch', fetch);
    startConfigRequest();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenLastCalledWith(CONFIG_URL, { cache: 'no-cache' });
    await takeConfigRequest(CONFIG_URL);
    expect(fetch).toHaveBeenCalledTimes(1);
    await takeConfigRequest(CONFIG_URL);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('does not hand the early request to another URL', async () => {
    const fetch = rs.fn((url: string) => Promise.resolve(new Response(url)));
    rs.stubGlobal('fetch', fetch);
    startConfigRequest();
    expect(await (await takeConfigRequest('/other.json')).text()).toBe('/other.json');
    expect(await (await takeConfigRequest(CONFIG_URL)).text()).toBe(CONFIG_URL);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('keeps an early failure for the one who reads it', async () => {
    rs.stubGlobal('fetch', () => Promise.reject(new TypeError('offline')));
    startConfigRequest();
    await expect(takeConfigRequest(CONFIG_URL)).rejects.toThrow('offline');
  });
});
