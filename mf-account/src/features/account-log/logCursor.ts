/**
 * The account log's paging state in the URL: `?cursor=` is the page shown (absent: the latest), and
 * `?back=` (repeated, oldest first) the cursors of the newer pages seen on the way there, an empty
 * `back=` standing for the latest page. Older pushes the current cursor and opens the next one; Newer
 * pops the last one (without a stack, e.g. a shared link, it uses the server's `newer` cursor);
 * Latest clears both.
 */
export interface LogPaging {
  /** The page shown; undefined for the latest. */
  cursor: string | undefined;
  /** The newer pages' cursors, oldest first ('' for the latest). */
  back: string[];
}

export function readLogPaging(search: URLSearchParams): LogPaging {
  const cursor = search.get('cursor') ?? '';
  return { cursor: cursor === '' ? undefined : cursor, back: cursor === '' ? [] : search.getAll('back') };
}

/** `current` with the paging replaced (other parameters, such as `?account=`, stay). */
export function writeLogPaging({ cursor, back }: LogPaging, current?: URLSearchParams): URLSearchParams {
  const search = new URLSearchParams(current);
  search.delete('cursor');
  search.delete('back');
  if (cursor === undefined || cursor === '') return search;
  search.set('cursor', cursor);
  for (const step of back) search.append('back', step);
  return search;
}

/** Latest: the first page, nothing to step back to. */
export const latestPage = (): LogPaging => ({ cursor: undefined, back: [] });

/** Older: the page at the server's next cursor; the current one is remembered for Newer. */
export const olderPage = ({ cursor, back }: LogPaging, next: string): LogPaging => ({
  cursor: next,
  back: [...back, cursor ?? ''],
});

/** Newer: the page before; `newer` is the server's cursor for it, used when no stack was kept. */
export function newerPage({ back }: LogPaging, newer?: string | null): LogPaging {
  if (back.length === 0) return { cursor: newer ?? undefined, back: [] };
  const previous = back[back.length - 1];
  return { cursor: previous === '' ? undefined : previous, back: back.slice(0, -1) };
}
