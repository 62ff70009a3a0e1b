import { z } from 'zod';
import { Hono } from 'hono';
import { jsonOrUndefined, type SimService } from './service.ts';

/** The page-view tracker's path on the platform-sim server (the console's `pageViewTracker.url`). */
export const PAGE_VIEW_PATH = '/tracker/page-views';
const MAX_RECORDED = 10_000;

const PageViewSchema = z.object({
  visitor: z.string().min(1).max(100),
  path: z.string().startsWith('/').max(2000),
  title: z.string().max(500).default(''),
});
export type PageView = z.output<typeof PageViewSchema> & { at: number };

/**
 * A marketing page-view tracker stand-in: `POST /tracker/page-views {visitor, path, title}` records
 * a view (204); `GET /tracker/page-views?visitor=…` lists the recorded views of one visitor, so a
 * test can count them. Kept in memory, newest 10,000.
 */
export function createPageViewTracker(now: () => number = Date.now): SimService & { views(): readonly PageView[] } {
  const views: PageView[] = [];
  const app = new Hono();
  app.get(PAGE_VIEW_PATH, (c) => {
    const visitor = c.req.query('visitor');
    return c.json({ views: views.filter((v) => visitor === undefined || v.visitor === visitor) });
  });
  app.post(PAGE_VIEW_PATH, async (c) => {
    const parsed = PageViewSchema.safeParse(await jsonOrUndefined(() => c.req.json()));
    if (!parsed.success) return c.json({ message: parsed.error.issues[0]?.message ?? 'Invalid' }, 400);
    views.push({ ...parsed.data, at: now() });
    if (views.length > MAX_RECORDED) views.splice(0, views.length - MAX_RECORDED);
    c.header('cache-control', 'no-store');
    return c.body(null, 204);
  });
  app.all(PAGE_VIEW_PATH, (c) => c.json({ message: 'Method not allowed' }, 405));
  return { prefix: PAGE_VIEW_PATH, views: () => views, app };
}
