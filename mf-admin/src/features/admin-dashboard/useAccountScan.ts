import {
  ACCOUNT_SEARCH_LIMIT,
  ADMIN_SEARCH_PAGE_SIZE,
  TIER_FILTER_LIMIT,
  useAppDispatch,
  useAppSelector,
} from '@beacon/shared';
import { useEffect, useMemo, useState } from 'react';
import { shallowEqual } from 'react-redux';
import type { AdminAccount } from '@beacon/shared/contract';
import { adminDashboardApi, type AccountsPageArgs } from './api.ts';

/** What the account table is narrowed to: a search term (name or id), a tier, or both. */
export interface AccountScanFilter {
  term: string;
  tier: string;
  hideInternal: boolean;
}

/** Whether `account` matches: the term in its name or id (case-insensitive), and its tier. */
export function accountMatches(account: AdminAccount, { term, tier }: Pick<AccountScanFilter, 'term' | 'tier'>) {
  const needle = term.trim().toLowerCase();
  if (tier !== '' && account.tier_name !== tier) return false;
  return needle === '' || account.name.toLowerCase().includes(needle) || account.id.toLowerCase().includes(needle);
}

/** How many matches a scan collects before it stops: 100 for a search, 500 for a tier filter (§9). */
export const scanLimit = ({ term }: Pick<AccountScanFilter, 'term'>) =>
  term.trim() !== '' ? ACCOUNT_SEARCH_LIMIT : TIER_FILTER_LIMIT;

export interface AccountScanResult {
  /** The matches so far, at most the scan's limit. */
  accounts: AdminAccount[];
  scanning: boolean;
  /** Why the scan stopped early (the `ApiError` of the page that failed). */
  error: unknown;
  /** The scan stopped at its limit: there may be more matches. */
  limitReached: boolean;
  retry: () => void;
}

interface ScanState {
  /** The scan this state belongs to: a state of another scan counts as a fresh one. */
  key: string;
  pages: AccountsPageArgs[];
  done: boolean;
  error?: unknown;
}

const listAccounts = adminDashboardApi.endpoints.listAdminAccounts;

/**
 * Scans the accounts for `filter` (null: no scan): pages of 100 through RTK Query's `initiate`, so a
 * page already in the cache is not fetched again, following the cursor until the limit's matches are
 * found or the last page is read. A new filter cancels the running scan. The scanned pages stay
 * subscribed while they are shown, so a change (a suspension) refreshes the matches.
 */
export function useAccountScan(filter: AccountScanFilter | null): AccountScanResult {
  const dispatch = useAppDispatch();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<ScanState | null>(null);
  const term = filter?.term ?? '';
  const tier = filter?.tier ?? '';
  const hideInternal = filter?.hideInternal ?? false;
  const active = filter !== null;
  const key = active ? JSON.stringify([term, tier, hideInternal, attempt]) : '';

  useEffect(() => {
    if (!active) return;
    let cancelled = false;
    const subscriptions: Array<{ unsubscribe: () => void }> = [];
    const limit = scanLimit({ term });
    const update = (change: (current: ScanState) => Partial<ScanState>) =>
      setState((previous) => {
        const current = previous?.key === key ? previous : { key, pages: [], done: false };
        return { ...current, ...change(current) };
      });
    void (async () => {
      let cursor: string | undefined;
      let found = 0;
      for (;;) {
        const args: AccountsPageArgs = { pagesize: ADMIN_SEARCH_PAGE_SIZE, cursor, hideInternal };
        const request = dispatch(listAccounts.initiate(args));
        subscriptions.push(request);
        const { data, error } = await request;
        if (cancelled) return;
        if (!data) return update(() => ({ done: true, error: error ?? new Error('No answer') }));
        found += data.accounts.filter((account) => accountMatches(account, { term, tier })).length;
        const last = found >= limit || !data.cursor;
        update((current) => ({ pages: [...current.pages, args], done: last }));
        if (last) return;
        cursor = data.cursor ?? undefined;
      }
    })();
    return () => {
      cancelled = true;
      for (const subscription of subscriptions) subscription.unsubscribe();
    };
  }, [active, key, term, tier, hideInternal, dispatch]);

  const current = state?.key === key ? state : undefined;
  const pages = useAppSelector(
    (root) => (current?.pages ?? []).map((args) => listAccounts.select(args)(root).data),
    shallowEqual,
  );
  const accounts = useMemo(() => {
    const limit = scanLimit({ term });
    const matches = pages.flatMap((page) => page?.accounts ?? []).filter((a) => accountMatches(a, { term, tier }));
    return matches.slice(0, limit);
  }, [pages, term, tier]);

  return {
    accounts,
    scanning: active && !current?.done,
    error: current?.error,
    limitReached: current?.done === true && !current.error && accounts.length >= scanLimit({ term }),
    retry: () => setAttempt((n) => n + 1),
  };
}
