/**
 * Cursor paging kept in the URL, for tables whose server answers a page and the cursor of the next
 * one (the account log, the hotspot lists): `?cursor=` is the page shown (absent: the first), and
 * `?back=` (repeated, oldest first) the cursors of the pages seen on the way there, an empty `back=`
 * standing for the first page. Next pushes the current cursor and opens the next one; Back pops the
 * last one (without a stack, e.g. a shared link, it uses the server's cursor for the page before when
 * it gives one, else the first page); First clears both. Reloading or sharing the URL keeps the page.
 */
export interface CursorPaging {
  /** The page shown; undefined for the first. */
  cursor: string | undefined;
  /** The earlier pages' cursors, oldest first ('' for the first page). */
  back: string[];
}

/** The paging in `search` (a `back` without a `cursor` is ignored). */
export function readCursorPaging(search: URLSearchParams): CursorPaging {
  const cursor = search.get('cursor') ?? '';
  return { cursor: cursor === '' ? undefined : cursor, back: cursor === '' ? [] : search.getAll('back') };
}

/** `current` with the paging replaced (other parameters, such as `?account=`, stay). */
export function writeCursorPaging({ cursor, back }: CursorPaging, current?: URLSearchParams): URLSearchParams {
  const search = new URLSearchParams(current);
  search.delete('cursor');
  search.delete('back');
  if (cursor === undefined || cursor === '') return search;
  search.set('cursor', cursor);
  for (const step of back) search.append('back', step);
  return search;
}

/** The first page, nothing to step back to. */
export const firstCursorPage = (): CursorPaging => ({ cursor: undefined, back: [] });

/** The page at the server's next cursor; the current one is remembered for Back. */
export const nextCursorPage = ({ cursor, back }: CursorPaging, next: string): CursorPaging => ({
  cursor: next,
  back: [...back, cursor ?? ''],
});

/** The page before; `previous` is the server's cursor for it, used when no stack was kept. */
export function previousCursorPage({ back }: CursorPaging, previous?: string | null): CursorPaging {
  if (back.length === 0) return { cursor: previous ?? undefined, back: [] };
  const last = back[back.length - 1];
  return { cursor: last === '' ? undefined : last, back: back.slice(0, -1) };
}
