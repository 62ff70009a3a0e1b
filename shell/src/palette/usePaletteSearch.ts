import type { PaletteContext, PaletteResult, PaletteSearchProvider } from '@beacon/shared';
import { useEffect, useEffectEvent, useState } from 'react';

/** The pause after the last key before the palette searches. */
export const PALETTE_DEBOUNCE_MS = 80;

export interface PaletteSearchState {
  /** What the searches found for the query so far (each search's results as it answers). */
  results: PaletteResult[];
  /** True from the first key until every search has answered. */
  pending: boolean;
  /** The searches that failed for this query (the others' results still show). */
  failed: string[];
}

const IDLE: PaletteSearchState = { results: [], pending: false, failed: [] };

/**
 * Runs every provider's search for `query`, debounced; typing on aborts the searches of the earlier
 * query. Each search's results show as soon as it answers; one that fails is listed in `failed` and
 * hides nothing else. Earlier results stay until the new query's first answer.
 */
export function usePaletteSearch(
  query: string,
  providers: readonly PaletteSearchProvider[],
  ctx: PaletteContext,
  debounceMs = PALETTE_DEBOUNCE_MS,
): PaletteSearchState {
  // The latest answers, with the query they answer.
  const [state, setState] = useState<PaletteSearchState & { query: string }>({ ...IDLE, query: '' });
  // The providers and context of the latest render; the search restarts when the query or who may
  // search what changes, not when a render makes new objects.
  const latest = useEffectEvent(() => ({ providers, ctx }));
  const q = query.trim();
  const who = `${ctx.accountId}|${ctx.level}|${ctx.platformAdmin}|${providers.map((p) => p.id).join(',')}`;

  useEffect(() => {
    if (q === '') return undefined;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      const { providers: current, ctx: context } = latest();
      const answered = new Map<string, PaletteResult[]>();
      const failed: string[] = [];
      const publish = () =>
        setState({
          query: q,
          results: [...answered.values()].flat(),
          pending: answered.size + failed.length < current.length,
          failed: [...failed],
        });
      if (current.length === 0) publish();
      current.forEach((provider) => {
        Promise.resolve()
          .then(() => provider.search(q, context, controller.signal))
          .then(
            (results) => answered.set(provider.id, results),
            (error: unknown) => {
              if (!controller.signal.aborted) console.warn(`Palette search ${provider.id} failed:`, error);
              failed.push(provider.id);
            },
          )
          .finally(() => {
            if (!controller.signal.aborted) publish();
          });
      });
    }, debounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [q, who, debounceMs]);

  if (q === '') return IDLE;
  const answered = state.query === q;
  return { results: state.results, pending: !answered || state.pending, failed: answered ? state.failed : [] };
}
