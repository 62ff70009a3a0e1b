import Descriptions from 'antd/es/descriptions';
import Flex from 'antd/es/flex';
import Grid from 'antd/es/grid';
import Table from 'antd/es/table';
import type { HTMLAttributes, ReactNode } from 'react';

export interface StackedColumn<Row> {
  key: string;
  title: ReactNode;
  dataIndex?: keyof Row & string;
  render?: (value: unknown, row: Row) => ReactNode;
}

export interface PhoneStackedTableProps<Row> {
  rows: readonly Row[];
  columns: StackedColumn<Row>[];
  rowKey: keyof Row & string;
  label?: string;
  /** Attributes of a row (a table row, or a phone's block). */
  rowProps?: (row: Row) => HTMLAttributes<HTMLElement>;
}

/**
 * A table that on a phone (narrower than antd's `md`) shows each row as a block of label and value
 * pairs, one under the other, from the same columns: long values (URLs) wrap at the screen's width
 * instead of a column squeezed to one character or the page scrolling sideways.
 */
export function PhoneStackedTable<Row extends object>({
  rows,
  columns,
  rowKey,
  label,
  rowProps,
}: PhoneStackedTableProps<Row>) {
  const screens = Grid.useBreakpoint();
  const cell = (column: StackedColumn<Row>, row: Row): ReactNode => {
    const value = column.dataIndex === undefined ? undefined : row[column.dataIndex];
    return column.render ? column.render(value, row) : (value as ReactNode);
  };
  if (screens.md !== false)
    return (
      <Table<Row>
        rowKey={rowKey}
        size="small"
        pagination={false}
        dataSource={[...rows]}
        columns={columns.map((column) => ({
          key: column.key,
          title: column.title,
          render: (_, row) => cell(column, row),
        }))}
        aria-label={label}
        onRow={rowProps}
      />
    );
  return (
    <Flex vertical gap="small" role="list" aria-label={label}>
      {rows.map((row) => (
        <div key={String(row[rowKey])} role="listitem" {...rowProps?.(row)}>
          <Descriptions
            size="small"
            bordered
            column={1}
            styles={{ content: { overflowWrap: 'anywhere' } }}
            items={columns.map((column) => ({ key: column.key, label: column.title, children: cell(column, row) }))}
          />
        </div>
      ))}
    </Flex>
  );
}
