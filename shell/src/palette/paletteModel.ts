import {
  ADMIN_SEARCH_KINDS,
  compareMatches,
  isConsolePath,
  matchRank,
  rankResults,
  SEARCH_KINDS,
  type PaletteCommand,
  type PaletteContext,
  type PaletteEntry,
  type PaletteResult,
  type PaletteSection,
  type RecentItem,
  type SearchMatch,
} from '@beacon/shared';
import type { i18n as I18n } from 'i18next';

/** A command as the palette lists it: its text in the current language. */
export interface ListedCommand {
  key: string;
  command: PaletteCommand;
  /** The i18next namespace of its texts (its children's too). */
  namespace: string;
  title: string;
  keywords: readonly string[];
}

/** One group of the list: found records of one kind, recent items, or commands of one section. */
export type PaletteGroup =
  | { key: string; type: 'results'; kind: string; items: PaletteResult[] }
  | { key: 'recent'; type: 'recent'; items: RecentItem[] }
  | { key: string; type: 'commands'; section: PaletteSection; items: ListedCommand[] };

/** The cmdk value (the selection's identity) of an entry of `group`. */
export function itemValue(group: PaletteGroup, item: PaletteGroup['items'][number]): string {
  return 'command' in item ? item.key : `${group.key}:${item.kind}:${item.id}`;
}

/** The value of the list's first entry: what is selected whenever the list's head changes. */
export function firstValue(groups: readonly PaletteGroup[]): string {
  const group = groups.find((g) => g.items.length > 0);
  const item = group?.items[0];
  return group && item ? itemValue(group, item) : '';
}

/**
 * The entry to show selected: `selected` while the list still has it, else the first entry. However
 * the query arrived (typed, pasted, dropped), a list that has entries has one of them selected.
 */
export function selectionIn(groups: readonly PaletteGroup[], selected: string): string {
  const listed = groups.some((group) => group.items.some((item) => itemValue(group, item) === selected));
  return listed ? selected : firstValue(groups);
}

/** The kinds in the palette's order when matches tie (the contract's order: networks … tiers). */
const KIND_ORDER: readonly string[] = [...SEARCH_KINDS, ...ADMIN_SEARCH_KINDS];
const SECTION_ORDER: readonly PaletteSection[] = ['actions', 'navigation'];

const allowedFor = (ctx: PaletteContext) => (command: PaletteCommand) => command.allowed?.(ctx) ?? true;

function listCommand(command: PaletteCommand, i18n: I18n, namespace: string, keyPrefix: string): ListedCommand {
  const t = i18n.getFixedT(i18n.language, namespace);
  const keywords = typeof command.keywords === 'function' ? command.keywords(t) : (command.keywords ?? []);
  return { key: `${keyPrefix}:${command.id}`, command, namespace, title: command.title(t), keywords };
}

/** Every registered command the user may run, with its texts in its entry's namespace. */
export function listCommands(entries: readonly PaletteEntry[], ctx: PaletteContext, i18n: I18n): ListedCommand[] {
  return entries.flatMap((entry) =>
    (entry.commands ?? []).filter(allowedFor(ctx)).map((c) => listCommand(c, i18n, entry.namespace, entry.remote)),
  );
}

/** The sub-list of a command with children (Switch account → the accounts), allowed ones only. */
export function listChildren(parent: ListedCommand, ctx: PaletteContext, i18n: I18n): ListedCommand[] {
  return (parent.command.children?.(ctx) ?? [])
    .filter(allowedFor(ctx))
    .map((c) => listCommand(c, i18n, parent.namespace, parent.key));
}

/**
 * A command matches fuzzily only when at most 3 letters lie between the typed ones (`netwrk` finds
 * Create network): a short query is a scattered subsequence of nearly every long title otherwise.
 */
const COMMAND_FUZZY_MAX_SCORE = 400;

/** The commands matching `query` on title or keywords, best first (all, in order, for no query). */
export function matchCommands(
  commands: readonly ListedCommand[],
  query: string,
): Array<ListedCommand & { match: SearchMatch }> {
  if (query.trim() === '') return commands.map((c) => ({ ...c, match: { rank: 'exact', score: 0 } }));
  const matched = commands.flatMap((c) => {
    const match = matchRank(query, [c.title, ...c.keywords]);
    return match && (match.rank !== 'fuzzy' || match.score < COMMAND_FUZZY_MAX_SCORE) ? [{ ...c, match }] : [];
  });
  return rankResults(matched);
}

/** The best-ranked of each record that several searches found. */
function unique(results: PaletteResult[]): PaletteResult[] {
  const seen = new Set<string>();
  return results.filter((r) => !seen.has(r.id) && Boolean(seen.add(r.id)));
}

const orderOf = (order: readonly string[], value: string) => {
  const at = order.indexOf(value);
  return at < 0 ? order.length : at;
};

/**
 * The palette's groups: with no query the recent items, then every command by section; with a query
 * the found records by kind and the matching commands by section, each group ranked inside, and the
 * groups ordered by their best match (an exact id first, wherever it was found), then in the usual order.
 */
export function buildGroups({
  query,
  results,
  recent,
  commands,
}: {
  query: string;
  results: readonly PaletteResult[];
  recent: readonly RecentItem[];
  commands: ReadonlyArray<ListedCommand & { match: SearchMatch }>;
}): PaletteGroup[] {
  const sections = SECTION_ORDER.map((section) => ({
    key: `section:${section}`,
    type: 'commands' as const,
    section,
    items: commands.filter((c) => c.command.section === section),
    best: commands.find((c) => c.command.section === section)?.match,
    order: KIND_ORDER.length + 1 + SECTION_ORDER.indexOf(section),
  }));
  if (query.trim() === '') {
    const recentGroup: PaletteGroup[] =
      recent.length > 0 ? [{ key: 'recent', type: 'recent', items: [...recent] }] : [];
    return [...recentGroup, ...sections.filter((s) => s.items.length > 0).map(({ best: _b, order: _o, ...g }) => g)];
  }
  const kinds = [...new Set(results.filter((r) => isConsolePath(r.href)).map((r) => r.kind))];
  const resultGroups = kinds.map((kind) => {
    const items = unique(rankResults(results.filter((r) => r.kind === kind && isConsolePath(r.href))));
    return {
      key: `kind:${kind}`,
      type: 'results' as const,
      kind,
      items,
      best: items[0]?.match,
      order: orderOf(KIND_ORDER, kind),
    };
  });
  return [...resultGroups, ...sections]
    .filter((g) => g.items.length > 0)
    .sort((a, b) => (a.best && b.best ? compareMatches(a.best, b.best) : 0) || a.order - b.order)
    .map(({ best: _b, order: _o, ...group }) => group as PaletteGroup);
}
