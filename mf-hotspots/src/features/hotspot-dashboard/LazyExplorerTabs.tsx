import { LazyBoundary, retryableLazy } from '@beacon/shared';
import Skeleton from 'antd/es/skeleton';
import type { ReactNode } from 'react';
import type { StatusExplorerArgs } from '../../components/statusExplorerApi.ts';
import { useExplorer, type ExplorerFilters } from './useExplorer.ts';

// The tabs after Map View, each its own named lazy chunk: the dashboard's first paint (the map tab)
// loads neither their code nor antd's Table.
export const LazyStatusChangesTable = retryableLazy(() =>
  import(/* webpackChunkName: "hotspots-status-changes" */ './StatusChangesTable.tsx').then(
    (m) => m.StatusChangesTable,
  ),
);
export const LazyStatusReportsTable = retryableLazy(() =>
  import(/* webpackChunkName: "hotspots-status-reports" */ './StatusReportsTable.tsx').then(
    (m) => m.StatusReportsTable,
  ),
);
export const LazyHotspotListTable = retryableLazy(() =>
  import(/* webpackChunkName: "hotspots-list" */ './HotspotListTable.tsx').then((m) => m.HotspotListTable),
);

export interface ExplorerTabProps {
  /** The explorer view the tab's table shows. */
  view: StatusExplorerArgs['view'];
  filters: ExplorerFilters;
  /** The tab's lazy table. */
  children: ReactNode;
}

/**
 * A table tab: a skeleton while the table's code loads. The explorer call leaves at once, alongside the
 * code, not after it (the table asks for the same call and gets the cached answer).
 */
export function ExplorerTab({ view, filters, children }: ExplorerTabProps) {
  useExplorer(view, filters);
  return <LazyBoundary fallback={<Skeleton active />}>{children}</LazyBoundary>;
}
