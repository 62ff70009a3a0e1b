/*
 * The command palette's search ranking (issue 17), shared by platform-sim (which ranks what its SQL
 * found) and the console (which may rank what it has cached). No zod here: remotes use it at runtime
 * through `@beacon/shared`.
 *
 * Matching is case-insensitive on the trimmed query:
 * - exact: a field equals the query;
 * - prefix: a field starts with the query, or the query starts at a word of a field (words are split on
 *   space - _ : .), or, in an id field, the query (of at least PARTIAL_ID_MIN_LENGTH characters) is a
 *   substring ("partial" ids, e.g. the middle of a MAC address);
 * - fuzzy: the query's characters appear in order in a text field (a subsequence), the more compact the
 *   better. Id fields never match fuzzily: a few hex digits are scattered through nearly every id.
 */
import { macFilterDigits } from './deviceIdFilter.ts';
import { epc96Of, macAddressOf, sgtinUriOfEpc } from './deviceId.ts';

export const SEARCH_RANKS = ['exact', 'prefix', 'fuzzy'] as const;
export type SearchRank = (typeof SEARCH_RANKS)[number];

/** How a record matched a query: its rank, then `score` within the rank (lower is better). */
export interface SearchMatch {
  readonly rank: SearchRank;
  readonly score: number;
}

/** What the account search finds (customer-facing records), in the palette's group order. */
export const SEARCH_KINDS = ['network', 'device', 'hotspot', 'group'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];
/** What the platform-admin search finds. */
export const ADMIN_SEARCH_KINDS = ['account', 'tier'] as const;
export type AdminSearchKind = (typeof ADMIN_SEARCH_KINDS)[number];

/** The longest query the search calls take. */
export const SEARCH_QUERY_MAX_LENGTH = 100;
/** Results per kind: by default and at most. */
export const SEARCH_DEFAULT_LIMIT = 8;
export const SEARCH_MAX_LIMIT = 20;
/** The shortest query that matches inside an id (not at its start or at a word of it). */
export const PARTIAL_ID_MIN_LENGTH = 4;

type Field = string | null | undefined;

const WORD_SEPARATOR = /[\s\-_:.]/;
/** Caps a position or length so that it never outweighs the kind of match in a score. */
const cap = (value: number) => Math.min(value, 99);

function normalize(text: string): string {
  return text.trim().toLowerCase();
}

/** Where the query starts at a word of the field (not at its start), or -1. */
function wordStart(field: string, query: string): number {
  let at = field.indexOf(query, 1);
  while (at > 0) {
    if (WORD_SEPARATOR.test(field[at - 1] ?? '')) return at;
    at = field.indexOf(query, at + 1);
  }
  return -1;
}

/** The prefix-class score of the query in a field (whole-field prefix < word prefix < partial id), or null. */
function prefixScore(field: string, query: string, isId: boolean): number | null {
  const rest = cap(field.length - query.length);
  if (field.startsWith(query)) return rest;
  const word = wordStart(field, query);
  if (word > 0) return 100 + cap(word) + rest;
  const inside = isId && query.length >= PARTIAL_ID_MIN_LENGTH ? field.indexOf(query) : -1;
  return inside > 0 ? 300 + cap(inside) + rest : null;
}

/**
 * The fuzzy score of the query in a field: the fewest characters skipped between the first and the last
 * matched one (×100), then how late the match starts; null when the query is not a subsequence.
 */
function fuzzyScore(field: string, query: string): number | null {
  const first = query[0] ?? '';
  let best: number | null = null;
  for (let start = field.indexOf(first); start >= 0; start = field.indexOf(first, start + 1)) {
    let at = start;
    for (let i = 1; i < query.length && at >= 0; i += 1) at = field.indexOf(query[i] ?? '', at + 1);
    if (at < 0) break;
    const score = (at - start + 1 - query.length) * 100 + cap(start);
    if (best === null || score < best) best = score;
  }
  return best;
}

function fieldMatch(field: string, query: string, isId: boolean, index: number): SearchMatch | null {
  if (field === query) return { rank: 'exact', score: index };
  const prefix = prefixScore(field, query, isId);
  if (prefix !== null) return { rank: 'prefix', score: prefix };
  const fuzzy = isId ? null : fuzzyScore(field, query);
  return fuzzy === null ? null : { rank: 'fuzzy', score: fuzzy };
}

/** Orders matches: exact, prefix, fuzzy; then by score. */
export function compareMatches(a: SearchMatch, b: SearchMatch): number {
  return SEARCH_RANKS.indexOf(a.rank) - SEARCH_RANKS.indexOf(b.rank) || a.score - b.score;
}

/** The better of two matches (null counts as worst). */
export function betterMatch(a: SearchMatch | null, b: SearchMatch | null): SearchMatch | null {
  if (a === null) return b;
  if (b === null) return a;
  return compareMatches(a, b) <= 0 ? a : b;
}

/**
 * How the query matches a record's `fields` (names, aliases: every kind of match) and `ids` (exact,
 * prefix or a partial id, never fuzzy); null when it does not. An exact match on an earlier field scores lower.
 */
export function matchRank(query: string, fields: readonly Field[], ids: readonly Field[] = []): SearchMatch | null {
  const q = normalize(query);
  if (q === '') return null;
  let best: SearchMatch | null = null;
  const all = [...fields.map((f) => [f, false] as const), ...ids.map((f) => [f, true] as const)];
  for (const [index, [raw, isId]] of all.entries()) {
    if (raw !== null && raw !== undefined) best = betterMatch(best, fieldMatch(normalize(raw), q, isId, index));
  }
  return best;
}

const SGTIN_URI_PREFIX = 'urn:epc:id:sgtin:';

/**
 * The forms of a device id a search matches: the id itself; for a MAC-style id its MAC address's hex
 * digits and the address with colons; for a 96-bit id its 24 EPC hex digits and, when they decode as
 * an SGTIN-96, the SGTIN URI and its `company.item.serial` part.
 */
export function deviceSearchFields(deviceId: string): string[] {
  const mac = macAddressOf(deviceId);
  if (mac !== null) return [deviceId, mac.replaceAll(':', ''), mac];
  const epc = epc96Of(deviceId);
  if (epc === null) return [deviceId];
  const sgtin = sgtinUriOfEpc(epc);
  return sgtin === null ? [deviceId, epc] : [deviceId, epc, sgtin, sgtin.slice(SGTIN_URI_PREFIX.length)];
}

/**
 * How the query matches a device id in any of its forms; a MAC address or part of one, typed with `:`
 * or `-` in any case (`A4-C1-38`), also as its hex digits (`a4c138`).
 */
export function matchDevice(query: string, deviceId: string): SearchMatch | null {
  const forms = deviceSearchFields(deviceId);
  const digits = macFilterDigits(query);
  const asTyped = matchRank(query, [], forms);
  return digits === null ? asTyped : betterMatch(asTyped, matchRank(digits, [], forms));
}

/** Items best match first; ties by title (case-insensitive, by code unit), then in their given order. */
export function rankResults<T extends { readonly match: SearchMatch; readonly title?: string }>(
  items: readonly T[],
): T[] {
  const titleOf = (item: T) => (item.title ?? '').toLowerCase();
  return [...items].sort((a, b) => {
    const byMatch = compareMatches(a.match, b.match);
    if (byMatch !== 0) return byMatch;
    const [ta, tb] = [titleOf(a), titleOf(b)];
    return ta < tb ? -1 : ta > tb ? 1 : 0;
  });
}
