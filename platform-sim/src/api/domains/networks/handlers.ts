import { HttpError } from '../../errors.ts';
import { checkSavedUrls } from '../../outbound/policy.ts';
import type { Handlers, ResponseHeaders } from '../../router.ts';
import type { VersionedNetwork } from './repository.ts';

export const NETWORK_NOT_FOUND = 'Network not found';
/** 409 for a routes save whose If-Match names an older revision of the list (recorded in docs/decisions.md). */
export const ROUTES_CHANGED = 'The routes were changed by someone else; reload and try again.';
/** 409 for a rename whose If-Match names an older revision of the network. */
export const NETWORK_CHANGED = 'The network was changed by someone else; reload and try again.';
/** 428 for a routes save without If-Match: a blind whole-list save would silently drop others' changes. */
export const ROUTES_IF_MATCH_REQUIRED =
  'If-Match is required to save the routes: send the ETag of the network as you read it (or * to overwrite on purpose)';
/** 400 for an If-Match that is not one of our ETags. */
export const BAD_IF_MATCH = 'If-Match must be the ETag of the network, e.g. "3"';

/** The ETag of a network: its revision (routes_version: moved by every route save and rename), quoted. */
export const routesEtag = (version: number) => `"${version}"`;

/** The revision an If-Match names; undefined without one or with `*` (any revision). */
export function expectedRoutesVersion(ifMatch: string | undefined): number | undefined {
  if (ifMatch === undefined || ifMatch.trim() === '*') return undefined;
  const match = /^\s*(?:W\/)?"(\d{1,15})"\s*$/.exec(ifMatch);
  if (match?.[1] === undefined) throw HttpError.invalid(BAD_IF_MATCH, 'header.If-Match');
  return Number(match[1]);
}

function answer(found: VersionedNetwork, headers: ResponseHeaders) {
  headers.set('ETag', routesEtag(found.routesVersion));
  return found.network;
}

export const networkHandlers = {
  listNetworks: ({ store, params, query }) => store.networks.page(params.account, query.pagesize ?? 1000, query.cursor),

  createNetwork: ({ store, caller, params, body }) => store.networks.create(params.account, body.name, caller),

  getNetwork: ({ store, params, responseHeaders }) => {
    const found = store.networks.getVersioned(params.account, params.networkId);
    if (found === undefined) throw new HttpError(404, NETWORK_NOT_FOUND);
    return answer(found, responseHeaders);
  },

  /**
   * Rename and landing page for any member, refused with 409 when an If-Match names an older revision;
   * the whole route list for level ≤ 20 (the contract's permission rule), refused with 428 without
   * If-Match, 409 when it names an older revision, and 400 when a route's URL points where the platform
   * does not send (outbound/policy.ts).
   */
  updateNetwork: async ({ store, caller, params, body, header, responseHeaders }) => {
    const ifMatch = header('if-match');
    const expected = expectedRoutesVersion(ifMatch);
    if ('routes' in body) {
      if (ifMatch === undefined) throw new HttpError(428, ROUTES_IF_MATCH_REQUIRED);
      if (!store.networks.exists(params.account, params.networkId)) throw new HttpError(404, NETWORK_NOT_FOUND);
      await checkSavedUrls(
        store.outbound,
        body.routes.map((route, index) => ({ url: route.url, field: `body.routes.${index}.url` })),
      );
      const result = store.routes.save(params.account, params.networkId, body.routes, expected, caller);
      if (result.kind === 'conflict') throw new HttpError(409, ROUTES_CHANGED);
      if (result.kind === 'not-found') throw new HttpError(404, NETWORK_NOT_FOUND);
      return answer(result.network, responseHeaders);
    }
    const renamed = store.networks.rename(params.account, params.networkId, body, expected, caller);
    if (renamed === 'conflict') throw new HttpError(409, NETWORK_CHANGED);
    if (renamed === undefined) throw new HttpError(404, NETWORK_NOT_FOUND);
    return answer(renamed, responseHeaders);
  },

  /** Level ≤ 20; deletes the network's devices, events and statistics with it. */
  deleteNetwork: ({ store, caller, params }) => {
    if (!store.networks.delete(params.account, params.networkId, caller)) throw new HttpError(404, NETWORK_NOT_FOUND);
    return null;
  },
} satisfies Handlers;
