import { afterEach, describe, expect, it, rstest } from '@rstest/core';
import { trackPageViews, TITLE_WAIT_MS } from './trackPageViews.ts';

/** A router whose location the test moves. */
function fakeRouter(pathname: string) {
  const listeners = new Set<(state: { location: { pathname: string } }) => void>();
  const router = {
    state: { location: { pathname } },
    subscribe(listener: (state: { location: { pathname: string } }) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    go(next: string) {
      router.state = { location: { pathname: next } };
      listeners.forEach((l) => l(router.state));
    },
  };
  return router;
}

/** The views sent to the tracker: [path, title]. */
function recordViews(): Array<[string, string]> {
  const sent: Array<[string, string]> = [];
  globalThis.fetch = ((_url: string, init: { body: string }) => {
    const view = JSON.parse(init.body) as { path: string; title: string };
    sent.push([view.path, view.title]);
    return Promise.resolve(new Response(null, { status: 204 }));
  }) as unknown as typeof fetch;
  return sent;
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
  rstest.useRealTimers();
});

describe('trackPageViews', () => {
  it("sends each view with its own page's title, once the page has set it", async () => {
    document.title = 'Beacon Console';
    const sent = recordViews();
    const router = fakeRouter('/hotspots/manage');
    const stop = trackPageViews(router, 'http://tracker.test/views');
    document.title = 'Beacon Console | Manage Hotspots';
    await flush();
    router.go('/');
    expect(sent).toEqual([['/hotspots/manage', 'Beacon Console | Manage Hotspots']]);
    document.title = 'Beacon Console | Networks';
    await flush();
    expect(sent.at(-1)).toEqual(['/', 'Beacon Console | Networks']);
    stop();
  });

  it("sends a view left before its page set a title without a title, never the previous page's", async () => {
    document.title = 'Beacon Console | Manage Hotspots';
    const sent = recordViews();
    const router = fakeRouter('/hotspots/manage');
    const stop = trackPageViews(router, 'http://tracker.test/views');
    router.go('/');
    router.go('/hotspots/dashboard');
    document.title = 'Beacon Console | Hotspot Dashboard';
    await flush();
    expect(sent.slice(1)).toEqual([
      ['/', ''],
      ['/hotspots/dashboard', 'Beacon Console | Hotspot Dashboard'],
    ]);
    stop();
  });

  it('sends the view anyway when the page keeps the title', () => {
    rstest.useFakeTimers();
    document.title = 'Beacon Console | Networks';
    const sent = recordViews();
    const stop = trackPageViews(fakeRouter('/networks'), 'http://tracker.test/views');
    expect(sent).toEqual([]);
    rstest.advanceTimersByTime(TITLE_WAIT_MS);
    expect(sent).toEqual([['/networks', 'Beacon Console | Networks']]);
    stop();
  });

  it('reports the first path and each change of path, not changes of query string', () => {
    const sent = recordViews();
    const router = fakeRouter('/');
    const stop = trackPageViews(router, 'https://tracker.test/views');
    router.go('/hotspots/dashboard');
    router.go('/hotspots/dashboard');
    router.go('/');
    stop();
    expect(sent.map(([path]) => path)).toEqual(['/', '/hotspots/dashboard', '/']);
  });

  it('does nothing without a tracker', () => {
    expect(trackPageViews(fakeRouter('/'), undefined)).toBeTypeOf('function');
  });
});
