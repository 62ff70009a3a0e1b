import { HOTSPOT_PAGE_SIZE } from '@beacon/shared';
import { usePagedTable } from '@beacon/shared/ui';
import type { StatusExplorerArgs } from '../../components/statusExplorerApi.ts';
import { ExplorerFailure } from './ExplorerFailure.tsx';
import { useExplorer, type ExplorerFilters } from './useExplorer.ts';

export interface ExplorerTableProps {
  filters: ExplorerFilters;
  page: number;
  onPage: (page: number) => void;
  /** Replaces a page past the end with the last one. */
  showPage: (page: number) => void;
}

/**
 * A dashboard table's data: one explorer view, the table's ref that keeps the URL's page within the rows,
 * and the failure (with Retry) to show instead of the table, `null` while nothing failed.
 */
export function useExplorerTable(
  view: StatusExplorerArgs['view'],
  { filters, page, showPage }: Omit<ExplorerTableProps, 'onPage'>,
  failedTitle: string,
) {
  const { data, isFetching, error, refetch } = useExplorer(view, filters);
  const tableRef = usePagedTable({
    page,
    total: data?.results.length,
    pageSize: HOTSPOT_PAGE_SIZE,
    onPastTheEnd: showPage,
  });
  const failure = error ? (
    <ExplorerFailure title={failedTitle} error={error} retrying={isFetching} onRetry={() => void refetch()} />
  ) : null;
  return { data, isFetching, tableRef, failure };
}
