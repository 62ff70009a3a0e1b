import { reportPageView, visitorId } from './pageViews.ts';

interface RouterLike {
  readonly state: { location: { pathname: string } };
  subscribe(listener: (state: { location: { pathname: string } }) => void): () => void;
}

/**
 * How long a view waits for its page to set the document title before it is reported anyway: a
 * first page on a cold cache loads the sign-in SDK, antd and a remote before its title is known.
 */
export const TITLE_WAIT_MS = 10_000;

/**
 * Calls `done` with the document title once it differs from `before` (the new page has set its
 * title), or after `TITLE_WAIT_MS` with whatever it is then. Answers a function that reports at once:
 * with an empty title when the page has not set its own yet (the user left it before it rendered),
 * never with the previous page's.
 */
function whenTitleSet(before: string, done: (title: string) => void): () => void {
  let finished = false;
  const finish = (early: boolean) => {
    if (finished) return;
    finished = true;
    observer.disconnect();
    window.clearTimeout(timer);
    done(early && document.title === before ? '' : document.title);
  };
  const observer = new MutationObserver(() => {
    if (document.title !== before) finish(false);
  });
  observer.observe(document.head, { subtree: true, childList: true, characterData: true });
  const timer = window.setTimeout(() => finish(false), TITLE_WAIT_MS);
  return () => finish(true);
}

/**
 * Reports a page view to the configured tracker for the first location and for every later change
 * of path (a change of filters or page in the query string is the same page). Router navigations are
 * transitions: a page whose code is still loading is not committed yet, so views are taken from the
 * router, where every navigation is seen, not from a rendered component. Each view carries its own
 * page's title: it is sent once the page has set it (or after 10 s), never the previous page's.
 */
export function trackPageViews(router: RouterLike, trackerUrl: string | undefined): () => void {
  if (!trackerUrl) return () => undefined;
  let last = '';
  let flushPending: (() => void) | undefined;
  const report = (pathname: string) => {
    if (pathname === last) return;
    last = pathname;
    // A view still waiting for its title goes out now: with its title if its page has set one.
    flushPending?.();
    flushPending = whenTitleSet(document.title, (title) =>
      reportPageView(trackerUrl, { visitor: visitorId(window.localStorage), path: pathname, title }),
    );
  };
  report(router.state.location.pathname);
  const unsubscribe = router.subscribe((state) => report(state.location.pathname));
  return () => {
    unsubscribe();
    flushPending?.();
  };
}
