import { useEffect, useState } from 'react';

/** How long the page's content stays still before it counts as shown. */
export const SETTLED_MS = 250;
/** At the latest: a page that never settles (a live view, an endless spinner) does not hold extras back longer. */
export const FIRST_CONTENT_CAP_MS = 10_000;

/**
 * Whether the page's content shows: the content area has a heading (every page has one), and
 * nothing in it is still loading (`aria-busy`: skeletons, spinners, the route's loading placeholder).
 */
export function contentShows(root: ParentNode): boolean {
  const main = root.querySelector('main');
  return Boolean(main?.querySelector('h1, h2') && !main.querySelector('[aria-busy="true"]'));
}

/**
 * Resolves once the page's first content has shown and stayed for `settledMs` (or after `capMs`).
 * What the first screen does not need (the error reporter, the account menu's dropdown) waits for it,
 * so that it never competes with the first screen's code and data.
 */
export function whenContentShows(
  doc: Document = document,
  { settledMs = SETTLED_MS, capMs = FIRST_CONTENT_CAP_MS } = {},
): Promise<void> {
  return new Promise((resolve) => {
    let settle: ReturnType<typeof setTimeout> | undefined;
    const done = () => {
      observer.disconnect();
      clearTimeout(settle);
      clearTimeout(cap);
      resolve();
    };
    const check = () => {
      if (!contentShows(doc)) {
        clearTimeout(settle);
        settle = undefined;
      } else {
        settle ??= setTimeout(done, settledMs);
      }
    };
    const observer = new MutationObserver(check);
    observer.observe(doc.documentElement, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-busy'],
    });
    const cap = setTimeout(done, capMs);
    check();
  });
}

let firstContent: Promise<void> | undefined;

/** The page load's first content (one answer per page load). */
export function firstContentShown(): Promise<void> {
  firstContent ??= whenContentShows();
  return firstContent;
}

/** Runs `task` once the first content has shown and the browser is idle (at the latest 2 s later). */
export function afterFirstContent(task: () => void): void {
  void firstContentShown().then(() => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(task, { timeout: 2000 });
    else setTimeout(task, 0);
  });
}

/** Whether the page load's first content has shown (false until then, then true for good). */
export function useFirstContentShown(): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    let live = true;
    void firstContentShown().then(() => live && setShown(true));
    return () => {
      live = false;
    };
  }, []);
  return shown;
}
