import { readCursorPaging, type CursorPaging } from '@beacon/shared';

/** The dashboard's account table as the URL keeps it, so every view can be shared as a link. */
export interface DashboardView {
  /** The account search (`?q=`), trimmed; '' when none. */
  term: string;
  /** The tier filter (`?tier=`); '' when none. */
  tier: string;
  /** `?hide_internal=true`: internal accounts are left out. */
  hideInternal: boolean;
  /** The page of the plain account list (`?cursor=`, `?back=`). */
  paging: CursorPaging;
  /** The page of a search's or a tier filter's matches (`?page=`, 1-based). */
  page: number;
}

const TERM = 'q';
const TIER = 'tier';
const HIDE_INTERNAL = 'hide_internal';
const PAGE = 'page';

export function readDashboardView(search: URLSearchParams): DashboardView {
  const page = Number(search.get(PAGE));
  return {
    term: (search.get(TERM) ?? '').trim(),
    tier: search.get(TIER) ?? '',
    hideInternal: search.get(HIDE_INTERNAL) === 'true',
    paging: readCursorPaging(search),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/**
 * `current` with a new search term, tier filter or hide_internal: the list starts again at its first
 * page (a cursor or a page of the old list means nothing for the new one).
 */
export function withFilters(
  current: URLSearchParams,
  change: Partial<Pick<DashboardView, 'term' | 'tier' | 'hideInternal'>>,
): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const name of ['cursor', 'back', PAGE]) next.delete(name);
  if (change.term !== undefined) setOrDelete(next, TERM, change.term.trim());
  if (change.tier !== undefined) setOrDelete(next, TIER, change.tier);
  if (change.hideInternal !== undefined) setOrDelete(next, HIDE_INTERNAL, change.hideInternal ? 'true' : '');
  return next;
}

/** `current` showing page `page` of the matches. */
export function withMatchPage(current: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(current);
  setOrDelete(next, PAGE, page > 1 ? String(page) : '');
  return next;
}

function setOrDelete(search: URLSearchParams, name: string, value: string): void {
  if (value === '') search.delete(name);
  else search.set(name, value);
}
