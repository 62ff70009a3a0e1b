import { describe, expect, it, rstest } from '@rstest/core';
import { renderHook } from '@testing-library/react';
import type { TableRef } from 'antd';
import { lastPageOf, usePagedTable, type PagedTableOptions } from './usePagedTable.ts';

function renderPaged(options: Omit<PagedTableOptions, 'onPastTheEnd' | 'pageSize'>) {
  const onPastTheEnd = rstest.fn<(lastPage: number) => void>();
  const view = renderHook(
    (props: Omit<PagedTableOptions, 'onPastTheEnd' | 'pageSize'>) =>
      usePagedTable({ ...props, pageSize: 100, onPastTheEnd }),
    { initialProps: options },
  );
  return { ...view, onPastTheEnd };
}

describe('usePagedTable', () => {
  it('replaces a page past the end by the last page', () => {
    const { onPastTheEnd, rerender } = renderPaged({ page: 500, total: undefined });
    expect(onPastTheEnd).not.toHaveBeenCalled();
    rerender({ page: 500, total: 12_001 });
    expect(onPastTheEnd).toHaveBeenCalledWith(121);
  });

  it('keeps a page in range, and the page of an empty result', () => {
    const { onPastTheEnd, rerender } = renderPaged({ page: 121, total: 12_001 });
    rerender({ page: 3, total: 0 });
    expect(onPastTheEnd).not.toHaveBeenCalled();
  });

  it('brings the table top into view and its body back to the first row when the page changes', () => {
    const { result, rerender } = renderPaged({ page: 1, total: 500 });
    const scrollTo = rstest.fn();
    const scrollIntoView = rstest.fn();
    result.current.current = { scrollTo, nativeElement: { scrollIntoView } } as unknown as TableRef;
    rerender({ page: 1, total: 500 });
    expect(scrollIntoView).not.toHaveBeenCalled();
    rerender({ page: 2, total: 500 });
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
    expect(scrollIntoView).toHaveBeenCalledWith({ block: 'start' });
  });
});

describe('lastPageOf', () => {
  it('counts whole pages, at least one', () => {
    expect([lastPageOf(0, 100), lastPageOf(100, 100), lastPageOf(101, 100), lastPageOf(1200, 1000)]).toEqual([
      1, 1, 2, 2,
    ]);
  });
});
