import { afterEach, beforeEach, describe, expect, it, rs } from '@rstest/core';
import { LOAD_TIMEOUT_MS } from './constants.ts';
import { createTimeoutRuntimePlugin } from './timeoutRuntimePlugin.ts';

describe('createTimeoutRuntimePlugin', () => {
  const failures: string[] = [];
  const versions: unknown[] = [];
  const plugin = createTimeoutRuntimePlugin({
    onManifest: (_url, manifest) => versions.push(manifest),
    onManifestFailure: (_url, cause) => failures.push(cause),
  });
  const fetchHook = plugin.fetch as (url: string, init: RequestInit) => Promise<Response>;

  beforeEach(() => {
    failures.length = 0;
    versions.length = 0;
    rs.useFakeTimers();
  });
  afterEach(() => {
    rs.useRealTimers();
    rs.unstubAllGlobals();
  });

  it('aborts a manifest fetch that does not answer within 120 s with a TimeoutError', async () => {
    rs.stubGlobal(
      'fetch',
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error)),
        ),
    );
    const result = fetchHook('http://r/mf-manifest.json', {}).catch((e: unknown) => e);
    await rs.advanceTimersByTimeAsync(LOAD_TIMEOUT_MS - 1);
    expect(failures).toEqual([]);
    await rs.advanceTimersByTimeAsync(1);
    expect(((await result) as Error).name).toBe('TimeoutError');
    expect(failures).toEqual(['TimeoutError']);
  });

  it('fetches manifests bypassing the cache and records the body', async () => {
    let seen: RequestInit | undefined;
    rs.stubGlobal('fetch', (_url: string, init: RequestInit) => {
      seen = init;
      return Promise.resolve(new Response(JSON.stringify({ metaData: { buildInfo: { buildVersion: 'abc' } } })));
    });
    const response = await fetchHook('http://r/mf-manifest.json', {});
    expect(response.ok).toBe(true);
    expect(seen?.cache).toBe('no-cache');
    expect(versions).toEqual([{ metaData: { buildInfo: { buildVersion: 'abc' } } }]);
  });

  it('records an HTTP error status as the cause', async () => {
    rs.stubGlobal('fetch', () => Promise.resolve(new Response('no', { status: 404 })));
    await fetchHook('http://r/mf-manifest.json', {});
    expect(failures).toEqual(['HTTP 404']);
  });

  it('gives remoteEntry.js scripts the 120 s timeout', () => {
    const createScript = plugin.createScript as (args: { url: string }) => {
      script: HTMLScriptElement;
      timeout: number;
    };
    const { script, timeout } = createScript({ url: 'http://r/remoteEntry.js' });
    expect(timeout).toBe(LOAD_TIMEOUT_MS);
    expect(script.src).toBe('http://r/remoteEntry.js');
  });

  it('forgets a failed remoteEntry load so Retry loads it again', async () => {
    const globalLoading: Record<string, Promise<void> | undefined> = { key: Promise.resolve() };
    const loadEntryError = plugin.loadEntryError as (args: object) => Promise<unknown>;
    await loadEntryError({ globalLoading, uniqueKey: 'key' });
    expect(globalLoading).toEqual({});
  });
});
