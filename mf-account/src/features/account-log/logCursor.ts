/**
 * The account log's paging state in the URL: the console's cursor paging (`@beacon/shared`,
 * paging/cursorPaging.ts) in the log's words. `?cursor=` is the page shown (absent: the latest), and
 * `?back=` the newer pages seen on the way there. Older pushes the current cursor and opens the next
 * one; Newer pops the last one (without a stack, e.g. a shared link, it uses the server's `newer`
 * cursor); Latest clears both.
 */
export {
  firstCursorPage as latestPage,
  nextCursorPage as olderPage,
  previousCursorPage as newerPage,
  readCursorPaging as readLogPaging,
  writeCursorPaging as writeLogPaging,
} from '@beacon/shared';
export type { CursorPaging as LogPaging } from '@beacon/shared';
