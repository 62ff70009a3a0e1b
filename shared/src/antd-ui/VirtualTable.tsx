import Table from 'antd/es/table';
import type { TableColumnsType, TableProps, TableRef } from 'antd';
import { useMemo, type RefObject } from 'react';
import {
  bodyRowProps,
  cellProps,
  headerCellProps,
  headerRowProps,
  useVirtualTableRole,
  VIRTUAL_TABLE_COMPONENTS,
} from './virtualTableRoles.tsx';

export interface VirtualTableProps<T> extends Omit<
  TableProps<T>,
  'virtual' | 'components' | 'columns' | 'dataSource' | 'onHeaderRow' | 'onRow'
> {
  /** The table's ref, also for the page's own use (`usePagedTable`, scrolling to the top). */
  tableRef: RefObject<TableRef | null>;
  /** The table's name for screen readers. */
  label: string;
  /** Each column gets the header cell's and the cell's role here. */
  columns: TableColumnsType<T>;
  dataSource: readonly T[];
}

/**
 * An antd virtual table (only the rows in the scrolling body are drawn, so a thousand rows scroll
 * smoothly) with table roles: antd draws its virtual rows as divs, so the table, its rows and cells get
 * their roles, the table its name and row count (`virtualTableRoles`).
 */
export function VirtualTable<T extends object>({
  tableRef,
  label,
  columns,
  dataSource,
  ...table
}: VirtualTableProps<T>) {
  const withRoles = useMemo(
    () => columns.map((column) => ({ ...column, onHeaderCell: headerCellProps, onCell: cellProps })),
    [columns],
  );
  useVirtualTableRole(tableRef, label, dataSource.length + 1);
  return (
    <Table<T>
      {...table}
      ref={tableRef}
      virtual
      components={VIRTUAL_TABLE_COMPONENTS}
      columns={withRoles}
      dataSource={dataSource}
      onHeaderRow={headerRowProps}
      onRow={bodyRowProps}
    />
  );
}
