import type { Device } from '@beacon/shared/contract';
import { TablePageNumbers, useDateFormat, VirtualTable } from '@beacon/shared/ui';
import type { TableColumnsType, TableProps, TableRef } from 'antd';
import type { TFunction } from 'i18next';
import {
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  type MouseEventHandler,
  type ReactNode,
  type RefObject,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@beacon/shared/router';
import { DeviceIdLabel } from './DeviceIdLabel.tsx';
import {
  DEFAULT_DEVICE_SORT,
  DEVICE_PAGE_SIZE,
  DEVICE_SORT_FIELDS,
  type DeviceSort,
  type DeviceSortField,
  type SortOrder,
} from './deviceListQuery.ts';
import { toDeviceRows, type DeviceRow } from './deviceRows.ts';

/** Height of the scrolling body: rows outside it are not rendered (virtual rows). */
const TABLE_BODY_HEIGHT = 560;
/**
 * antd's own scroll to the first row on a sort is animated: for half a second every frame draws and
 * measures rows again, and the new sort's render (a transition) restarts each time, its request waiting
 * for it. `useTopOnNewSort` shows the top at once instead.
 */
const TABLE_SCROLL = { x: 1020, y: TABLE_BODY_HEIGHT, scrollToFirstRowOnChange: false };
/** The account's list adds the Network column. */
const NETWORK_COLUMN_WIDTH = 160;
const TABLE_SCROLL_WITH_NETWORK = { ...TABLE_SCROLL, x: TABLE_SCROLL.x + NETWORK_COLUMN_WIDTH };

export interface DeviceTableProps {
  devices: Device[];
  total: number;
  page: number;
  sort: DeviceSort;
  loading: boolean;
  accountId: string | null;
  /** The account's list: a Network column after the Device ID, each network linking to its page. */
  showNetwork?: boolean;
  /** The account's networks' names by id (the Network column); an unknown network shows its id. */
  networkNames?: ReadonlyMap<string, string>;
  /** What the body shows when there are no rows. */
  empty: ReactNode;
  onSortChange: (sort: DeviceSort) => void;
  onPageChange: (page: number) => void;
  /** For antd's Table (`usePagedTable`). */
  tableRef: RefObject<TableRef | null>;
}

/**
 * The columns for one sort and language. Cells only read the strings of their row (`toDeviceRows`);
 * the same definitions serve every row until the sort or the language changes.
 */
function deviceColumns(
  t: TFunction<'devices'>,
  sortField: DeviceSortField,
  sortOrder: SortOrder,
  onFollow: MouseEventHandler<HTMLAnchorElement>,
  showNetwork: boolean,
): TableColumnsType<DeviceRow> {
  const dateColumn = (field: DeviceSortField, title: string) => ({
    key: field,
    title,
    width: 200,
    sorter: true,
    sortOrder: sortField === field ? (sortOrder === 'asc' ? ('ascend' as const) : ('descend' as const)) : null,
    sortDirections: ['descend' as const, 'ascend' as const],
    render: (_: unknown, row: DeviceRow) => <span title={row[field].title}>{row[field].text}</span>,
  });
  const networkColumn = {
    key: 'network',
    title: t('device-list.columns.network', 'Network'),
    width: NETWORK_COLUMN_WIDTH,
    ellipsis: true,
    render: (_: unknown, { network }: DeviceRow) => (
      <a href={network.href} title={network.id} onClick={onFollow}>
        {network.name}
      </a>
    ),
  };
  return [
    {
      key: 'device_id',
      title: t('network-devices.columns.device-id', 'Device ID'),
      width: 420,
      render: (_: unknown, row: DeviceRow) => <DeviceIdLabel row={row} onFollow={onFollow} />,
    },
    ...(showNetwork ? [networkColumn] : []),
    dateColumn('created', t('network-devices.columns.created', 'Created')),
    dateColumn('last_seen', t('network-devices.columns.last-seen', 'Last Spotted')),
    dateColumn('last_request', t('network-devices.columns.last-request', 'Last Request')),
  ];
}

function sortFromTable(sorter: Parameters<NonNullable<TableProps<DeviceRow>['onChange']>>[2]): DeviceSort {
  const one = Array.isArray(sorter) ? sorter[0] : sorter;
  const field = (DEVICE_SORT_FIELDS as readonly unknown[]).includes(one?.columnKey)
    ? (one?.columnKey as DeviceSortField)
    : null;
  if (!field || !one?.order) return DEFAULT_DEVICE_SORT;
  return { field, order: one.order === 'ascend' ? 'asc' : 'desc' };
}

/**
 * A new sort shows the top of the table at once, as a new page does (`usePagedTable`), when the table
 * renders that sort: the click itself does no scrolling work.
 */
function useTopOnNewSort(tableRef: RefObject<TableRef | null>, { field, order }: DeviceSort) {
  const shown = useRef(`${field} ${order}`);
  useLayoutEffect(() => {
    if (shown.current === `${field} ${order}`) return;
    shown.current = `${field} ${order}`;
    tableRef.current?.scrollTo({ top: 0 });
  }, [tableRef, field, order]);
}

/**
 * One click handler for every device link of the table (a router Link per row would run the router's
 * hooks in each cell): a plain left click opens the link's page in the console, as a Link does; a
 * modified or middle click is left to the browser (new tab, new window).
 */
function useFollowLink(): MouseEventHandler<HTMLAnchorElement> {
  const navigate = useNavigate();
  const latest = useRef(navigate);
  useLayoutEffect(() => {
    latest.current = navigate;
  });
  return useCallback((event) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    void latest.current(event.currentTarget.getAttribute('href') ?? '');
  }, []);
}

/** The devices of a network or of the account: 1000 rows per page, drawn as virtual rows with table roles; sorted by the server. */
export function DeviceTable({
  devices,
  total,
  page,
  sort,
  loading,
  accountId,
  showNetwork = false,
  networkNames,
  empty,
  onSortChange,
  onPageChange,
  tableRef,
}: DeviceTableProps) {
  const { t } = useTranslation('devices');
  const dates = useDateFormat();
  const onFollow = useFollowLink();
  // Once per answer (and language): every string a cell shows.
  const rows = useMemo(
    () =>
      toDeviceRows(devices, {
        dates,
        accountId,
        kinds: { mac: t('device-id.kind.mac', 'MAC'), sgtin: t('device-id.kind.sgtin', 'SGTIN') },
        networkNames,
      }),
    [devices, dates, accountId, t, networkNames],
  );
  const columns = useMemo(
    () => deviceColumns(t, sort.field, sort.order, onFollow, showNetwork),
    [t, sort.field, sort.order, onFollow, showNetwork],
  );
  const onChange: TableProps<DeviceRow>['onChange'] = (_pagination, _filters, sorter, { action }) => {
    if (action === 'sort') onSortChange(sortFromTable(sorter));
  };
  useTopOnNewSort(tableRef, sort);
  return (
    <>
      <VirtualTable<DeviceRow>
        tableRef={tableRef}
        label={t('network-devices.table.label', 'Devices')}
        size="small"
        rowKey="id"
        columns={columns}
        dataSource={rows}
        loading={loading}
        scroll={showNetwork ? TABLE_SCROLL_WITH_NETWORK : TABLE_SCROLL}
        locale={{ emptyText: empty }}
        showSorterTooltip={false}
        pagination={false}
        onChange={onChange}
      />
      <TablePageNumbers
        current={page}
        pageSize={DEVICE_PAGE_SIZE}
        total={total}
        hideOnSinglePage
        onChange={onPageChange}
      />
    </>
  );
}
