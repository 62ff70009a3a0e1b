import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { HOME_PATH } from '../session/paths.ts';
import type { PaletteCommand, PaletteContext, PaletteText } from './types.ts';

/** How long a failed fetch of the sub-list's networks shows the way to the network list before it is tried again. */
export const NETWORKS_RETRY_MS = 10_000;

/** What the sub-list reads of a network list query in the store (RTK Query's query state). */
export interface NetworkListQuery {
  data?: ReadonlyArray<{ network_id: string; name: string }>;
  isError: boolean;
  isLoading: boolean;
  isUninitialized: boolean;
  startedTimeStamp?: number;
}

/** A remote's network list endpoint: RTK Query's `select` and `initiate` for an account id. */
export interface NetworkListEndpoint<State> {
  select: (accountId: string) => (state: State) => NetworkListQuery;
  initiate: (accountId: string, options: { subscribe: false }) => ThunkAction<unknown, State, unknown, UnknownAction>;
}

export interface NetworkChoicesOptions<State> {
  endpoint: NetworkListEndpoint<State>;
  /** Where choosing a network goes. */
  to: (networkId: string) => string;
  /** The command shown instead when the networks could not be loaded (it opens the network list). */
  openListTitle: PaletteText;
}

/**
 * A palette command's sub-list of the account's networks (Register device, Import devices), from the
 * remote's network list query in the store: fetched after the palette's render (a store update during
 * it would update other components) the first time the sub-list shows, listed again when the answer
 * arrives (the palette lists a command's children again whenever the API cache changes); a failed
 * fetch shows the way to the network list for NETWORKS_RETRY_MS, then is tried again.
 */
export function networkChoices<State>(
  ctx: PaletteContext,
  { endpoint, to, openListTitle }: NetworkChoicesOptions<State>,
): PaletteCommand[] {
  const { accountId } = ctx;
  if (accountId === null) return [];
  const query = () => ctx.dispatch((_, getState) => endpoint.select(accountId)(getState() as State));
  const failedLately = (q: NetworkListQuery) => q.isError && Date.now() - (q.startedTimeStamp ?? 0) < NETWORKS_RETRY_MS;
  const current = query();
  if (current.data) {
    return current.data.map((network) => ({
      id: network.network_id,
      section: 'actions',
      title: () => network.name,
      keywords: [network.network_id],
      run: (c) => c.navigate(to(network.network_id)),
    }));
  }
  if (current.isLoading) return [];
  if (failedLately(current)) {
    return [{ id: 'network-list', section: 'navigation', title: openListTitle, run: (c) => c.navigate(HOME_PATH) }];
  }
  // Unless one was started meanwhile: a listing before this runs asks again, and an answer may have come.
  setTimeout(() => {
    const latest = query();
    if (latest.isUninitialized || (latest.isError && !failedLately(latest))) {
      void ctx.dispatch(endpoint.initiate(accountId, { subscribe: false }) as never);
    }
  }, 0);
  return [];
}
