import { devicePath } from '@beacon/shared';
import type { Device } from '@beacon/shared/contract';
import { useDateFormat } from '@beacon/shared/ui';
import { Table, type TableColumnsType, type TableProps } from 'antd';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
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
}

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
    render: (at: Device[DeviceSortField]) => <span title={dates.dateTime(at)}>{show(at)}</span>,
  });
  const columns: TableColumnsType<Device> = [
    {
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

/** The devices of a network: 1000 rows per page, drawn as virtual rows; sorted by the server. */
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
}: DeviceTableProps) {
  const { t } = useTranslation('devices');
  const dates = useDateFormat();
  return (
    <Table<Device>
      virtual
      size="small"
      rowKey="device_id"
      columns={deviceColumns(t, dates, sort, accountId)}
      dataSource={devices}
      loading={loading}
      scroll={{ x: 1020, y: TABLE_BODY_HEIGHT }}
      locale={{ emptyText: empty }}
      showSorterTooltip={false}
      pagination={{
        current: page,
        pageSize: DEVICE_PAGE_SIZE,
        total,
        showSizeChanger: false,
        hideOnSinglePage: true,
      }}
      onChange={(pagination, _filters, sorter, { action }) => {
        if (action === 'sort') onSortChange(sortFromTable(sorter));
        else if (action === 'paginate') onPageChange(pagination.current ?? 1);
      }}
    />
  );
}
