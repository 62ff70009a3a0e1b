import { reportPageView, visitorId } from './pageViews.ts';

interface RouterLike {
  readonly state: { location: { pathname: string } };
  subscribe(listener: (state: { location: { pathname: string } }) => void): () => void;
}

/**
 * Reports a page view to the configured tracker for the first location and for every later change
 * of path (a change of filters or page in the query string is the same page). Router navigations are
 * transitions: a page whose code is still loading is not committed yet, so views are taken from the
 * router, where every navigation is seen, not from a rendered component.
 */
export function trackPageViews(router: RouterLike, trackerUrl: string | undefined): () => void {
  if (!trackerUrl) return () => undefined;
  let last = '';
  const report = (pathname: string) => {
    if (pathname === last) return;
    last = pathname;
    reportPageView(trackerUrl, { visitor: visitorId(window.localStorage), path: pathname, title: document.title });
  };
  report(router.state.location.pathname);
  return router.subscribe((state) => report(state.location.pathname));
}
