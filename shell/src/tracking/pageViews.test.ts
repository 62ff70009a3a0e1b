import { describe, expect, it } from '@rstest/core';
import { reportPageView, VISITOR_STORAGE_KEY, visitorId } from './pageViews.ts';

function memoryStorage() {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), map };
}

describe('page-view tracking', () => {
  it('creates the visitor id once and keeps it under a console key', () => {
    const storage = memoryStorage();
    let n = 0;
    const newId = () => `id-${(n += 1)}`;
    expect(visitorId(storage, newId)).toBe('id-1');
    expect(visitorId(storage, newId)).toBe('id-1');
    expect(storage.map.get(VISITOR_STORAGE_KEY)).toBe('id-1');
    expect(VISITOR_STORAGE_KEY.startsWith('beacon.')).toBe(true);
  });

  it('posts the view as JSON without credentials and swallows a tracker failure', async () => {
    const calls: Array<[string, RequestInit]> = [];
    const send = ((url: string, init: RequestInit) => {
      calls.push([url, init]);
      return Promise.reject(new TypeError('Failed to fetch'));
    }) as unknown as typeof fetch;
    reportPageView('https://tracker.test/views', { visitor: 'v', path: '/networks/n1', title: 'T' }, send);
    await Promise.resolve();
    expect(calls).toHaveLength(1);
    const [url, init] = calls[0] as [string, RequestInit];
    expect(url).toBe('https://tracker.test/views');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('omit');
    expect(JSON.parse(init.body as string)).toEqual({ visitor: 'v', path: '/networks/n1', title: 'T' });
  });
});
