import { afterEach, beforeEach, describe, expect, it, rs } from '@rstest/core';
import { loadEmbedScript } from './embedScript.ts';

/** Script elements appended to the head, kept out of the document (happy-dom does not load them). */
let appended: HTMLScriptElement[] = [];

beforeEach(() => {
  appended = [];
  rs.spyOn(document.head, 'append').mockImplementation((...nodes: (Node | string)[]) => {
    nodes.forEach((node) => node instanceof HTMLScriptElement && appended.push(node));
  });
});

afterEach(() => {
  rs.useRealTimers();
  rs.restoreAllMocks();
});

describe('loadEmbedScript', () => {
  it('adds one async script element per URL and resolves when it has loaded', async () => {
    const first = loadEmbedScript('http://forms.test/once.js');
    const second = loadEmbedScript('http://forms.test/once.js');
    expect(second).toBe(first);
    expect(appended).toHaveLength(1);
    expect(appended[0]?.async).toBe(true);
    appended[0]?.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBeUndefined();
    await loadEmbedScript('http://forms.test/once.js');
    expect(appended).toHaveLength(1);
  });

  it('fails after the timeout and forgets the load, so the next call adds a fresh element', async () => {
    rs.useFakeTimers();
    const load = loadEmbedScript('http://forms.test/slow.js', 1000);
    const outcome = load.then(
      () => 'loaded',
      (error: Error) => error.message,
    );
    rs.advanceTimersByTime(1000);
    expect(await outcome).toBe('Timed out loading http://forms.test/slow.js');

    void loadEmbedScript('http://forms.test/slow.js', 1000).catch(() => undefined);
    expect(appended).toHaveLength(2);
    rs.advanceTimersByTime(1000);
  });
});
