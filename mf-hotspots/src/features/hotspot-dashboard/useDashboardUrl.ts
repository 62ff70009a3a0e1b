import { useSearchParams } from '@beacon/shared/router';
import { useCallback } from 'react';
import { parseDashboardParams, withDashboardQuery, type DashboardQuery } from './dashboardUrl.ts';

export interface DashboardUrl {
  query: DashboardQuery;
  /**
   * Writes `next` into the URL (a new history entry). A new filter or tab goes back to page 1; a new
   * tab also drops the list's sort (each tab's table starts in its own order).
   */
  change: (next: Partial<DashboardQuery>) => void;
  /** Shows another page in place of this one (no new history entry): a page past the end. */
  showPage: (page: number) => void;
}

/** The dashboard's filters, tab, sort and page in the URL (`useSearchParams`). */
export function useDashboardUrl(): DashboardUrl {
  const [params, setParams] = useSearchParams();
  const query = parseDashboardParams(params);
  const change = useCallback(
    (next: Partial<DashboardQuery>) =>
      setParams((prev) => {
        const current = parseDashboardParams(prev);
        const tabChanged = next.tab !== undefined && next.tab !== current.tab;
        const reset = tabChanged ? { page: 1, sort: undefined, order: 'asc' as const } : { page: 1 };
        return withDashboardQuery(prev, { ...current, ...reset, ...next });
      }),
    [setParams],
  );
  const showPage = useCallback(
    (page: number) =>
      setParams((prev) => withDashboardQuery(prev, { ...parseDashboardParams(prev), page }), { replace: true }),
    [setParams],
  );
  return { query, change, showPage };
}
