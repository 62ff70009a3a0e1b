import { afterEach, describe, expect, it } from '@rstest/core';
import { contentShows, whenContentShows } from './firstContent.ts';

const settled = (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  return () => done;
};
const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('first content', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('shows once the content area has a heading and nothing in it is loading', () => {
    document.body.innerHTML = '<header><h2>Not the content</h2></header><main></main>';
    expect(contentShows(document)).toBe(false);
    document.querySelector('main')!.innerHTML = '<h2>Networks</h2><div aria-busy="true">…</div>';
    expect(contentShows(document)).toBe(false);
    document.querySelector('main [aria-busy]')!.setAttribute('aria-busy', 'false');
    expect(contentShows(document)).toBe(true);
  });

  it('resolves after the content has stayed still, not while it still loads', async () => {
    document.body.innerHTML = '<main><div aria-busy="true" class="beacon-loading"></div></main>';
    const done = settled(whenContentShows(document, { settledMs: 30, capMs: 5000 }));
    await tick(60);
    expect(done()).toBe(false);
    document.querySelector('main')!.innerHTML = '<h2>Networks</h2><div role="status" aria-busy="true"></div>';
    await tick(60);
    expect(done()).toBe(false);
    // The data arrives: the skeleton goes, the cards come.
    document.querySelector('main [role="status"]')!.remove();
    await tick(10);
    expect(done()).toBe(false);
    await tick(60);
    expect(done()).toBe(true);
  });

  it('starts over when something starts loading again before the content settled', async () => {
    document.body.innerHTML = '<main><h2>Dashboard</h2></main>';
    const done = settled(whenContentShows(document, { settledMs: 50, capMs: 5000 }));
    await tick(20);
    document.querySelector('main')!.insertAdjacentHTML('beforeend', '<div aria-busy="true"></div>');
    await tick(60);
    expect(done()).toBe(false);
    document.querySelector('main [aria-busy]')!.remove();
    await tick(80);
    expect(done()).toBe(true);
  });

  it('gives up waiting at the cap', async () => {
    document.body.innerHTML = '<main><div aria-busy="true"></div></main>';
    const done = settled(whenContentShows(document, { settledMs: 10, capMs: 40 }));
    await tick(80);
    expect(done()).toBe(true);
  });
});
