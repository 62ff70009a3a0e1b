import { describe, expect, it } from '@rstest/core';
import { call, useTestApi } from '../api/testSupport.ts';
import { createPageViewTracker, PAGE_VIEW_PATH } from './pageViewTracker.ts';

describe('page-view tracker stand-in', () => {
  const tracker = createPageViewTracker(() => 1_700_000_000_000);
  const api = useTestApi({ services: [tracker] }, { seed: false });

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
