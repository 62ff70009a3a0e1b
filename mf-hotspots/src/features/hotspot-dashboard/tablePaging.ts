import { HOTSPOT_PAGE_SIZE } from '@beacon/shared';
import type { TablePaginationConfig } from 'antd';

/** A dashboard table's pages: 50 rows each (§9), the page from the URL. */
export function tablePaging(page: number, total: number, onPage: (page: number) => void): TablePaginationConfig {
  return {
    current: page,
    pageSize: HOTSPOT_PAGE_SIZE,
    total,
    showSizeChanger: false,
    hideOnSinglePage: true,
    onChange: onPage,
  };
}

/** Horizontal scrolling inside the table, so a phone (390 px) scrolls the table, not the page. */
export const TABLE_SCROLL = { x: 900 } as const;
