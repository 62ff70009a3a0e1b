import type { TableRef } from 'antd';
import { useEffect, useRef, type RefObject } from 'react';

export interface PagedTableOptions {
  /** The page in the URL (1-based). */
  page: number;
  /** The rows of every page as the answer to the current query says; undefined until it has answered. */
  total: number | undefined;
  pageSize: number;
  /** Puts `lastPage` in the URL in place of a page past the end (a shared link to `?page=500`). */
  onPastTheEnd: (lastPage: number) => void;
}

/** The last page of `total` rows, `pageSize` a page (1 when there are none). */
export function lastPageOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * What every server-paged table does with its page: a page past the end is replaced by the last one
 * (an empty result keeps its page: there is nothing to show on any page), and a new page brings the
 * table's top into view, its (virtual) body back at the first row. Returns the ref for antd's `Table`.
 */
export function usePagedTable({ page, total, pageSize, onPastTheEnd }: PagedTableOptions): RefObject<TableRef | null> {
  const tableRef = useRef<TableRef>(null);
  const shownPage = useRef(page);
  const lastPage = total ? lastPageOf(total, pageSize) : undefined;

  useEffect(() => {
    if (lastPage !== undefined && page > lastPage) onPastTheEnd(lastPage);
  }, [page, lastPage, onPastTheEnd]);

  useEffect(() => {
    if (shownPage.current === page) return;
    shownPage.current = page;
    const table = tableRef.current;
    table?.scrollTo({ top: 0 });
    table?.nativeElement.scrollIntoView({ block: 'start' });
  }, [page]);

  return tableRef;
}
