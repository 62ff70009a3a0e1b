import { devicePath } from '@beacon/shared';
import type { Device } from '@beacon/shared/contract';
import { useDateFormat } from '@beacon/shared/ui';
import Pagination from 'antd/es/pagination';
import Table from 'antd/es/table';
import type { TableColumnsType, TableProps, TableRef } from 'antd';
import type { TFunction } from 'i18next';
import { useEffect, type HTMLAttributes, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { DeviceIdLabel } from './DeviceIdLabel.tsx';
import {
  DEFAULT_DEVICE_SORT,
  DEVICE_PAGE_SIZE,
  DEVICE_SORT_FIELDS,
  type DeviceSort,
  type DeviceSortField,
} from './deviceListQuery.ts';

/** Height of the scrolling body: rows outside it are not rendered (virtual rows). */
const TABLE_BODY_HEIGHT = 560;

export interface DeviceTableProps {
  devices: Device[];
  total: number;
  page: number;
  sort: DeviceSort;
  loading: boolean;
  accountId: string | null;
  /** What the body shows when there are no rows. */
  empty: ReactNode;
  onSortChange: (sort: DeviceSort) => void;
  onPageChange: (page: number) => void;
  /** For antd's Table (`usePagedTable`). */
  tableRef: RefObject<TableRef | null>;
}

/**
 * The virtual table draws its rows as divs: the roles come from the container of header and body
 * (table, `useTableRole`), the rows and the cells, so antd's own <table> elements (the header, an
 * empty body) are presentation only.
 */
function PresentationTable(props: HTMLAttributes<HTMLTableElement>) {
  return <table {...props} role="presentation" />;
}
const TABLE_COMPONENTS = { table: PresentationTable, header: { table: PresentationTable } };
// Fresh objects each call: antd adds aria-sort to the header cell's props.
const rowProps = (rowIndex: number) => ({ role: 'row', 'aria-rowindex': rowIndex });
const headerCellProps = () => ({ role: 'columnheader' });
const cellProps = () => ({ role: 'cell' });

type DateFormat = ReturnType<typeof useDateFormat>;

function deviceColumns(t: TFunction<'devices'>, dates: DateFormat, sort: DeviceSort, accountId: string | null) {
  const sortOrder = (field: DeviceSortField) =>
    sort.field === field ? (sort.order === 'asc' ? ('ascend' as const) : ('descend' as const)) : null;
  const dateColumn = (field: DeviceSortField, title: string, show: (at: Device[DeviceSortField]) => string) => ({
    key: field,
    dataIndex: field,
    title,
    width: 200,
    sorter: true,
    sortOrder: sortOrder(field),
    sortDirections: ['descend' as const, 'ascend' as const],
    onHeaderCell: headerCellProps,
    onCell: cellProps,
    render: (at: Device[DeviceSortField]) => <span title={dates.dateTime(at)}>{show(at)}</span>,
  });
  const columns: TableColumnsType<Device> = [
    {
      onHeaderCell: headerCellProps,
      onCell: cellProps,
      key: 'device_id',
      dataIndex: 'device_id',
      title: t('network-devices.columns.device-id', 'Device ID'),
      width: 420,
      render: (id: string) => <DeviceIdLabel deviceId={id} to={devicePath(id, accountId)} />,
    },
    dateColumn('created', t('network-devices.columns.created', 'Created'), dates.dateTime),
    dateColumn('last_seen', t('network-devices.columns.last-seen', 'Last Spotted'), dates.relative),
    dateColumn('last_request', t('network-devices.columns.last-request', 'Last Request'), dates.relative),
  ];
  return columns;
}

function sortFromTable(sorter: Parameters<NonNullable<TableProps<Device>['onChange']>>[2]): DeviceSort {
  const one = Array.isArray(sorter) ? sorter[0] : sorter;
  const field = (DEVICE_SORT_FIELDS as readonly unknown[]).includes(one?.columnKey)
    ? (one?.columnKey as DeviceSortField)
    : null;
  if (!field || !one?.order) return DEFAULT_DEVICE_SORT;
  return { field, order: one.order === 'ascend' ? 'asc' : 'desc' };
}

/**
 * Gives the element that holds antd's header and rows (inside its loading wrapper, which a table may
 * not contain) the table role, its name and row count: antd renders it and takes no props for it.
 */
function useTableRole(tableRef: RefObject<TableRef | null>, label: string, rowCount: number) {
  useEffect(() => {
    const container = tableRef.current?.nativeElement.querySelector('.ant-table-container');
    if (!container) return;
    container.setAttribute('role', 'table');
    container.setAttribute('aria-label', label);
    container.setAttribute('aria-rowcount', String(rowCount));
  });
}

/** The devices of a network: 1000 rows per page, drawn as virtual rows with table roles; sorted by the server. */
export function DeviceTable({
  devices,
  total,
  page,
  sort,
  loading,
  accountId,
  empty,
  onSortChange,
  onPageChange,
  tableRef,
}: DeviceTableProps) {
  const { t } = useTranslation('devices');
  const dates = useDateFormat();
  useTableRole(tableRef, t('network-devices.table.label', 'Devices'), devices.length + 1);
  return (
    <>
      <Table<Device>
        ref={tableRef}
        virtual
        size="small"
        rowKey="device_id"
        components={TABLE_COMPONENTS}
        columns={deviceColumns(t, dates, sort, accountId)}
        dataSource={devices}
        loading={loading}
        scroll={{ x: 1020, y: TABLE_BODY_HEIGHT }}
        locale={{ emptyText: empty }}
        showSorterTooltip={false}
        pagination={false}
        onHeaderRow={() => rowProps(1)}
        onRow={(_device, index = 0) => rowProps(index + 2)}
        onChange={(_pagination, _filters, sorter, { action }) => {
          if (action === 'sort') onSortChange(sortFromTable(sorter));
        }}
      />
      <Pagination
        align="end"
        style={{ marginTop: 16 }}
        current={page}
        pageSize={DEVICE_PAGE_SIZE}
        total={total}
        showSizeChanger={false}
        hideOnSinglePage
        onChange={onPageChange}
      />
    </>
  );
}
