import type { ResponseOf } from '../api/contract/index.ts';
import { buildPath, ENDPOINT_PATHS } from '../api/contract/paths.ts';

/** What a RTK Query `queryFn`'s `baseQuery` answers: data, or an error of type `E`. */
type BaseQueryResult<E> = { data?: unknown; error?: E };
type BaseQuery<E> = (args: string) => BaseQueryResult<E> | PromiseLike<BaseQueryResult<E>>;

/** The most pages read for one list: a server that keeps answering cursors cannot make the console loop. */
export const MAX_PAGES = 100;

/**
 * Reads every page of a cursor-paged list: `pathOf(cursor)` for each page (no cursor for the first), the
 * page's items and next cursor from `pick`, until the cursor is null or absent (a platform that does not
 * page answers one page). The first failure is the answer.
 */
export async function fetchAllPages<Page, Item, E>(
  baseQuery: BaseQuery<E>,
  pathOf: (cursor: string | undefined) => string,
  pick: (page: Page) => { items: readonly Item[]; cursor?: string | null | undefined },
): Promise<{ data: Item[] } | { error: E }> {
  const items: Item[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const answer = await baseQuery(pathOf(cursor));
    if (answer.error !== undefined) return { error: answer.error };
    const picked = pick(answer.data as Page);
    items.push(...picked.items);
    if (picked.cursor === null || picked.cursor === undefined || picked.cursor === '') break;
    cursor = picked.cursor;
  }
  return { data: items };
}

const listNetworks = ENDPOINT_PATHS.listNetworks;
type NetworkPage = ResponseOf<typeof listNetworks>;

/** Every network of `accountId` (1,000 a page, following the cursor): for a `queryFn` with the platform base query. */
export const fetchAllNetworks = <E>(baseQuery: BaseQuery<E>, accountId: string) =>
  fetchAllPages<NetworkPage, NetworkPage['networks'][number], E>(
    baseQuery,
    (cursor) => buildPath(listNetworks, { account: accountId }, cursor === undefined ? {} : { cursor }),
    (page) => ({ items: page.networks, cursor: page.cursor }),
  );
