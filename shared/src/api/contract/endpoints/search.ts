import { AccountSearchQuerySchema, AdminSearchQuerySchema, SearchResponseSchema } from '../entities/search.ts';
import { endpointGroup } from '../endpoint.ts';
import { SEARCH_DEFAULT_LIMIT, SEARCH_MAX_LIMIT } from '../searchRanking.ts';
import { AccountParams, NoParams } from './params.ts';

/** The command palette's search (issue 17; docs/decisions.md "Palette search endpoints"). */
const search = endpointGroup({ tag: 'Search', permission: 'member' });
const RANKING =
  'Ranked exact, then prefix (a field or a word of it starts with q; an id contains q of 4 characters or more), ' +
  `then fuzzy (q's characters in order), ${SEARCH_DEFAULT_LIMIT} (max ${SEARCH_MAX_LIMIT}) results per kind.`;

export const searchAccount = search.get('/v1/accounts/{account}/search', {
  params: AccountParams,
  query: AccountSearchQuerySchema,
  response: SearchResponseSchema,
  summary: "Search the account's networks, devices, hotspots and groups (?q=&kinds=&limit=)",
  description:
    `${RANKING} Networks match on name and id; devices on id, MAC address (whole or part, with or without ` +
    'colons) and SGTIN; hotspots on hotspot_id, alias and site_id; groups on name and id.',
});

export const searchAdmin = search.get('/admin/search', {
  params: NoParams,
  query: AdminSearchQuerySchema,
  response: SearchResponseSchema,
  permission: 'platformAdmin',
  summary: 'Search all accounts (id, name) and tier profiles (tier_name, profile_name) (?q=&kinds=&limit=)',
  description: RANKING,
});
