import { hotspotPath } from '@beacon/shared';
import type { TableColumnsType, TableProps } from 'antd';
type SortOrder = 'ascend' | 'descend' | null;
import { useCallback } from 'react';
import { Link } from '@beacon/shared/router';
import type { StatusRecord } from '../../components/statusExplorerApi.ts';
import { lastSeenColumn, signalColumn, statusColumn } from '../../components/hotspotColumns.tsx';
import { FlappingBadge, UptimeText } from '../../components/HotspotHealth.tsx';
import { LIST_SORTS, type ListSort, type SortDirection } from './dashboardUrl.ts';
import { ExplorerStatusTable, type ExplorerColumnContext } from './ExplorerStatusTable.tsx';
import { groupColumn } from './explorerColumns.tsx';
import { sortHotspots } from './sortHotspots.ts';
import type { ExplorerTableProps } from './useExplorerTable.tsx';

// The key check (shared/build/i18n-keys.mjs) reads a file's namespace from a `useTranslation('hotspots')`
// call; the columns take the table's `t`, so this comment names the namespace.

export interface HotspotListTableProps extends ExplorerTableProps {
  sort: ListSort | undefined;
  order: SortDirection;
  onSort: (sort: ListSort | undefined, order: SortDirection) => void;
}

const LIST_SCROLL = { x: 1100 } as const;

interface ColumnContext extends ExplorerColumnContext {
  sortOrderOf: (key: ListSort) => SortOrder;
}

function listColumns({ t, dates, groupName, sortOrderOf }: ColumnContext): TableColumnsType<StatusRecord> {
  const sortable = (key: ListSort) => ({ key, sorter: true, sortOrder: sortOrderOf(key), showSorterTooltip: false });
  return [
    {
      ...sortable('alias'),
      title: t('dashboard.columns.alias', 'Alias'),
      render: (_, record) => (
        <Link to={hotspotPath(record.hotspot_id)}>{record.alias || t('dashboard.list.no-alias', '(no alias)')}</Link>
      ),
    },
    {
      key: 'hotspot-id',
      title: t('dashboard.columns.hotspot-id', 'Hotspot ID'),
      width: 320,
      render: (_, record) => <span style={{ fontFamily: 'monospace', fontSize: 12 }}>{record.hotspot_id}</span>,
    },
    signalColumn(t('dashboard.columns.signal', 'Signal'), { width: 80 }),
    statusColumn(t('dashboard.columns.status', 'Status'), { width: 110, ...sortable('status') }),
    groupColumn(t, groupName, 160),
    lastSeenColumn(t('dashboard.columns.last-seen', 'Last Seen'), dates, { ...sortable('last_seen'), width: 140 }),
    {
      ...sortable('uptime_24h'),
      title: t('dashboard.columns.uptime-24h', 'Uptime 24 h'),
      width: 120,
      render: (_, record) => <UptimeText value={record.uptime_24h} />,
    },
    {
      ...sortable('uptime_7d'),
      title: t('dashboard.columns.uptime-7d', 'Uptime 7 d'),
      width: 120,
      render: (_, record) => <UptimeText value={record.uptime_7d} />,
    },
    {
      ...sortable('flapping'),
      title: t('dashboard.columns.flapping', 'Flapping'),
      width: 110,
      render: (_, record) => <FlappingBadge flapping={record.flapping} changes={record.changes_1h} />,
    },
  ];
}

/** The sort a header click asks for: a known column and direction, or none (the third click). */
function sortFromTable(sorter: Parameters<NonNullable<TableProps<StatusRecord>['onChange']>>[2]) {
  const one = Array.isArray(sorter) ? sorter[0] : sorter;
  const key = LIST_SORTS.find((candidate) => candidate === one?.columnKey);
  if (!key || !one?.order) return { sort: undefined, order: 'asc' as const };
  return { sort: key, order: one.order === 'descend' ? ('desc' as const) : ('asc' as const) };
}

/**
 * The Hotspot List tab: the latest report of each hotspot with signal, status, group, last seen, uptime
 * and flapping; sortable (the sort in the URL), 50 rows a page (the page in the URL) so a phone scrolls
 * a short page rather than a thousand rows.
 */
export function HotspotListTable({ sort, order, onSort, ...props }: HotspotListTableProps) {
  const arrange = useCallback((rows: StatusRecord[]) => sortHotspots(rows, sort, order), [sort, order]);
  const sortOrderOf = (key: ListSort): SortOrder => (sort === key ? (order === 'desc' ? 'descend' : 'ascend') : null);
  return (
    <ExplorerStatusTable
      {...props}
      tab="list"
      rowKey="hotspot_id"
      columns={(context) => listColumns({ ...context, sortOrderOf })}
      scroll={LIST_SCROLL}
      arrange={arrange}
      onChange={(_pagination, _filters, sorter, { action }) => {
        if (action !== 'sort') return;
        const next = sortFromTable(sorter);
        onSort(next.sort, next.order);
      }}
    />
  );
}
