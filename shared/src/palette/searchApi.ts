import type { ResponseOf, SearchResult } from '../api/contract/index.ts';
import { buildPath, ENDPOINT_PATHS } from '../api/contract/paths.ts';
import { SEARCH_QUERY_MAX_LENGTH, type AdminSearchKind, type SearchKind } from '../api/contract/searchRanking.ts';
import { platformApi } from '../api/platformApi.ts';
import type { PaletteContext, PaletteResult, PaletteSearchProvider } from './types.ts';

const searchAccount = ENDPOINT_PATHS.searchAccount;
const searchAdmin = ENDPOINT_PATHS.searchAdmin;

type SearchAnswer = ResponseOf<typeof searchAccount>;

interface AccountSearchArgs {
  accountId: string;
  q: string;
  kinds: readonly SearchKind[];
}
interface AdminSearchArgs {
  q: string;
  kinds: readonly AdminSearchKind[];
}

/**
 * The palette's two searches (docs/platform-sim.md "Search"), injected into the one platform API.
 * Silent: the palette shows its own line when a search fails, and keeps the other searches' results.
 * RTK Query caches each answer by its query, so typing back to an earlier query shows it at once.
 */
export const paletteSearchApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    paletteSearchAccount: build.query<SearchAnswer, AccountSearchArgs>({
      query: ({ accountId, q, kinds }) =>
        buildPath(searchAccount, { account: accountId }, { q, kinds: kinds.join(',') }),
      extraOptions: { silent: true },
    }),
    paletteSearchAdmin: build.query<SearchAnswer, AdminSearchArgs>({
      query: ({ q, kinds }) => buildPath(searchAdmin, {}, { q, kinds: kinds.join(',') }),
      extraOptions: { silent: true },
    }),
  }),
});

/** The console path a found record opens, or null to leave it out. */
export type ResultHref = (result: SearchResult, ctx: PaletteContext) => string | null;

/** How a found record is written, where its own page writes it otherwise (a device's MAC for its id). */
export type ResultText = (result: SearchResult) => Pick<PaletteResult, 'title' | 'subtitle'>;

function toPaletteResults(
  answer: SearchAnswer,
  toHref: ResultHref,
  ctx: PaletteContext,
  text?: ResultText,
): PaletteResult[] {
  return answer.results.flatMap((result) => {
    const href = toHref(result, ctx);
    if (href === null) return [];
    const { kind, id, status, match } = result;
    const { title, subtitle } = text ? text(result) : result;
    return [{ kind, id, title, subtitle, status, context: result.network_name ?? result.group_name, href, match }];
  });
}

/** A dispatched RTK Query search (`dispatch(endpoint.initiate(…))`). */
interface SearchRequest {
  abort: () => void;
  unwrap: () => Promise<SearchAnswer>;
}

/**
 * Waits for a dispatched search, aborting it when `signal` is (the user typed on). The store's cache
 * answers a query it has seen without a request.
 */
async function settle(request: SearchRequest, signal: AbortSignal): Promise<SearchAnswer> {
  const abort = () => request.abort();
  if (signal.aborted) abort();
  signal.addEventListener('abort', abort);
  try {
    return await request.unwrap();
  } finally {
    signal.removeEventListener('abort', abort);
  }
}

const clip = (query: string) => query.trim().slice(0, SEARCH_QUERY_MAX_LENGTH);

/**
 * A search provider for records of the selected account (`GET /v1/accounts/{account}/search`):
 * `accountSearchProvider(['device'], (r, ctx) => devicePath(r.id, ctx.accountId))`, with `text` where
 * the records' pages write them otherwise than the search answers.
 */
export function accountSearchProvider(
  kinds: readonly SearchKind[],
  toHref: ResultHref,
  text?: ResultText,
): PaletteSearchProvider {
  return {
    id: `account-search:${kinds.join(',')}`,
    kinds,
    allowed: (ctx) => ctx.accountId !== null,
    search: async (query, ctx, signal) => {
      const { accountId } = ctx;
      if (accountId === null) return [];
      const { paletteSearchAccount } = paletteSearchApi.endpoints;
      const request = ctx.dispatch(
        paletteSearchAccount.initiate({ accountId, q: clip(query), kinds }, { subscribe: false }),
      );
      return toPaletteResults(await settle(request, signal), toHref, ctx, text);
    },
  };
}

/** A search provider for platform staff (`GET /admin/search`): accounts and tier profiles. */
export function adminSearchProvider(kinds: readonly AdminSearchKind[], toHref: ResultHref): PaletteSearchProvider {
  return {
    id: `admin-search:${kinds.join(',')}`,
    kinds,
    allowed: (ctx) => ctx.platformAdmin === true,
    search: async (query, ctx, signal) => {
      const { paletteSearchAdmin } = paletteSearchApi.endpoints;
      const request = ctx.dispatch(paletteSearchAdmin.initiate({ q: clip(query), kinds }, { subscribe: false }));
      return toPaletteResults(await settle(request, signal), toHref, ctx);
    },
  };
}
