import { z } from 'zod';
import { readSmallJson, sendServiceJson, type SimService } from './service.ts';

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
  return {
    prefix: PAGE_VIEW_PATH,
    views: () => views,
    async handle(req, res, url) {
      if (url.pathname !== PAGE_VIEW_PATH) return sendServiceJson(res, 404, { message: 'Not found' });
      if (req.method === 'GET') {
        const visitor = url.searchParams.get('visitor');
        return sendServiceJson(res, 200, { views: views.filter((v) => visitor === null || v.visitor === visitor) });
      }
      if (req.method !== 'POST') return sendServiceJson(res, 405, { message: 'Method not allowed' });
      const parsed = PageViewSchema.safeParse(await readSmallJson(req));
      if (!parsed.success) return sendServiceJson(res, 400, { message: parsed.error.issues[0]?.message ?? 'Invalid' });
      views.push({ ...parsed.data, at: now() });
      if (views.length > MAX_RECORDED) views.splice(0, views.length - MAX_RECORDED);
      res.writeHead(204, { 'cache-control': 'no-store' });
      res.end();
    },
  };
}
