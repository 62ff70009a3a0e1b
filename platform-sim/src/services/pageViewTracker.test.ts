import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import type { PlatformApi } from '../api/createApi.ts';
import { Store } from '../api/store.ts';
import { call, createTestKeys, startTestApi } from '../api/testSupport.ts';
import { createPageViewTracker, PAGE_VIEW_PATH } from './pageViewTracker.ts';

describe('page-view tracker stand-in', () => {
  let api: PlatformApi;
  let store: Store;
  const tracker = createPageViewTracker(() => 1_700_000_000_000);

  beforeAll(async () => {
    store = await Store.open({ seed: false });
    api = await startTestApi(await createTestKeys(), store, { services: [tracker] });
  });
  afterAll(async () => {
    await api.close();
    store.close();
  });

  it('records views without a token and lists them per visitor', async () => {
    const a = { visitor: 'visitor-a', path: '/networks/n1', title: 'Beacon Console | Events' };
    expect((await call(api.url, 'POST', PAGE_VIEW_PATH, undefined, a)).status).toBe(204);
    expect((await call(api.url, 'POST', PAGE_VIEW_PATH, undefined, { ...a, visitor: 'visitor-b' })).status).toBe(204);

    const listed = await call<{ views: unknown[] }>(api.url, 'GET', `${PAGE_VIEW_PATH}?visitor=visitor-a`);
    expect(listed.body.views).toEqual([{ ...a, at: 1_700_000_000_000 }]);
  });

  it('rejects a view without a visitor or with a path that is not a path', async () => {
    const noVisitor = await call(api.url, 'POST', PAGE_VIEW_PATH, undefined, { path: '/' });
    expect(noVisitor.status).toBe(400);
    const badPath = await call(api.url, 'POST', PAGE_VIEW_PATH, undefined, { visitor: 'v', path: 'http://x' });
    expect(badPath.status).toBe(400);
    expect(tracker.views().filter((v) => v.visitor === 'v')).toEqual([]);
  });
});
