import { z } from 'zod';
import { named, pageSizeQuery, requiredText } from '../common.ts';
import { atMostMessage } from '../rules.ts';
import {
  ADMIN_SEARCH_KINDS,
  SEARCH_DEFAULT_LIMIT,
  SEARCH_KINDS,
  SEARCH_MAX_LIMIT,
  SEARCH_QUERY_MAX_LENGTH,
  SEARCH_RANKS,
} from '../searchRanking.ts';

export const SEARCH_QUERY_MESSAGE = 'Search text is required';

/** `?kinds=` as a comma list of `allowed` (blank or absent: all of them), each once, in the given order. */
function kindsQuery<const K extends readonly [string, ...string[]]>(allowed: K) {
  const message = `kinds must be a comma list of ${allowed.join(', ')}`;
  return z
    .string()
    .optional()
    .transform((value, ctx): Array<K[number]> => {
      const listed = (value ?? '')
        .split(',')
        .map((kind) => kind.trim())
        .filter((kind) => kind !== '');
      if (listed.length === 0) return [...allowed];
      const unknown = listed.filter((kind) => !allowed.includes(kind));
      if (unknown.length > 0) ctx.addIssue({ code: 'custom', message });
      return [...new Set(listed)] as Array<K[number]>;
    })
    .describe(`Comma list of ${allowed.join(', ')}; absent: all`);
}

function searchQuery<const K extends readonly [string, ...string[]]>(allowed: K) {
  return z.object({
    q: requiredText(SEARCH_QUERY_MESSAGE)
      .max(SEARCH_QUERY_MAX_LENGTH, atMostMessage(SEARCH_QUERY_MAX_LENGTH))
      .describe('Search text, trimmed, case-insensitive'),
    kinds: kindsQuery(allowed),
    limit: pageSizeQuery(SEARCH_MAX_LIMIT)
      .default(SEARCH_DEFAULT_LIMIT)
      .describe(`Results per kind (default ${SEARCH_DEFAULT_LIMIT}, max ${SEARCH_MAX_LIMIT})`),
  });
}

export const AccountSearchQuerySchema = searchQuery(SEARCH_KINDS);
export const AdminSearchQuerySchema = searchQuery(ADMIN_SEARCH_KINDS);

export const SearchMatchSchema = named(
  'SearchMatch',
  z.object({
    rank: z
      .enum(SEARCH_RANKS)
      .describe('exact (a field equals the query), prefix (also a word or a partial id), fuzzy'),
    score: z.number().describe('Order within the rank: lower is better'),
  }),
);

export const SearchResultSchema = named(
  'SearchResult',
  z.object({
    kind: z.enum([...SEARCH_KINDS, ...ADMIN_SEARCH_KINDS]),
    id: z.string().describe('network_id, device id, hotspot_id, group_id, account id or tier_name'),
    title: z.string().describe('Network, group or account name; device id; hotspot alias (else id); tier profile name'),
    subtitle: z
      .string()
      .nullable()
      .describe(
        "Network: its id; device: its network's name; hotspot: its site; group: its description; account and tier: the tier name",
      ),
    status: z
      .enum(['online', 'offline', 'unknown', 'suspended'])
      .nullable()
      .describe("A hotspot's status; 'suspended' for a suspended account; null otherwise"),
    network_id: z.string().nullable(),
    network_name: z.string().nullable(),
    group_id: z.string().nullable(),
    group_name: z.string().nullable(),
    match: SearchMatchSchema,
  }),
  'One record the palette search found.',
);
export type SearchResult = z.infer<typeof SearchResultSchema>;

export const SearchResponseSchema = named(
  'SearchResponse',
  z.object({ results: z.array(SearchResultSchema).describe('Every kind asked for, best match first') }),
);
export type SearchResponse = z.infer<typeof SearchResponseSchema>;
