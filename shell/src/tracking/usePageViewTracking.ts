import { useConsoleConfig } from '@beacon/shared';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { reportPageView, visitorId } from './pageViews.ts';

/**
 * Reports a page view to the configured tracker whenever the path changes (a change of filters or
 * page in the query string is the same page). The path is what counts; the title is the document
 * title once the route has rendered (a page that loads its chunk first may still show the previous one).
 */
export function usePageViewTracking(): void {
  const { pageViewTracker } = useConsoleConfig();
  const { pathname } = useLocation();
  const url = pageViewTracker?.url;
  useEffect(() => {
    if (!url) return;
    const timer = setTimeout(() => {
      reportPageView(url, { visitor: visitorId(window.localStorage), path: pathname, title: document.title });
    }, 0);
    return () => clearTimeout(timer);
  }, [url, pathname]);
}
