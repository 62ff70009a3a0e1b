import type { TableRef } from 'antd';
import { useEffect, type HTMLAttributes, type RefObject } from 'react';

/**
 * antd's virtual table draws its rows as divs. The roles come from the container of header and body
 * (`useVirtualTableRole`), the rows and the cells, so antd's own <table> elements (the header, an
 * empty body) are presentation only.
 */
function PresentationTable(props: HTMLAttributes<HTMLTableElement>) {
  return <table {...props} role="presentation" />;
}
export const VIRTUAL_TABLE_COMPONENTS = { table: PresentationTable, header: { table: PresentationTable } };
// Fresh objects each call: antd adds aria-sort to the header cell's props.
const rowProps = (rowIndex: number) => ({ role: 'row', 'aria-rowindex': rowIndex });
export const headerRowProps = () => rowProps(1);
export const bodyRowProps = (_row: unknown, index = 0) => rowProps(index + 2);
export const headerCellProps = () => ({ role: 'columnheader' });
export const cellProps = () => ({ role: 'cell' });

/**
 * Gives the element that holds antd's header and rows (inside its loading wrapper, which a table may
 * not contain) the table role, its name and row count: antd renders it and takes no props for it.
 */
export function useVirtualTableRole(tableRef: RefObject<TableRef | null>, label: string, rowCount: number) {
  useEffect(() => {
    const container = tableRef.current?.nativeElement.querySelector('.ant-table-container');
    if (!container) return;
    container.setAttribute('role', 'table');
    container.setAttribute('aria-label', label);
    container.setAttribute('aria-rowcount', String(rowCount));
  });
}
