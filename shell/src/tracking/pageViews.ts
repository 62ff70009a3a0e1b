/** Where the browser keeps its anonymous tracker id (a console key, cleared with the others on user change). */
export const VISITOR_STORAGE_KEY = 'beacon.visitor';

export interface PageView {
  visitor: string;
  path: string;
  title: string;
}

interface VisitorStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** The browser's anonymous visitor id for the tracker, created on first use. */
export function visitorId(storage: VisitorStorage, newId: () => string = () => crypto.randomUUID()): string {
  const existing = storage.getItem(VISITOR_STORAGE_KEY);
  if (existing) return existing;
  const id = newId();
  storage.setItem(VISITOR_STORAGE_KEY, id);
  return id;
}

/**
 * Reports one page view to the configured tracker (admin-and-hotspots.md §2: "Each page view is
 * reported to a marketing tracker"). Fire and forget: the tracker being down never affects the
 * console, and no credentials or tokens are sent to it.
 */
export function reportPageView(trackerUrl: string, view: PageView, send: typeof fetch = fetch): void {
  send(trackerUrl, {
    method: 'POST',
    mode: 'cors',
    credentials: 'omit',
    keepalive: true,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(view),
  }).catch(() => undefined);
}
