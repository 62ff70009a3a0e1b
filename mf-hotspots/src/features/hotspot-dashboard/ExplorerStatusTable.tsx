import { useDateFormat, type DateFormat } from '@beacon/shared/ui';
import type { TableColumnsType, TableProps } from 'antd';
import Table from 'antd/es/table';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { StatusExplorerArgs, StatusRecord } from '../../components/statusExplorerApi.ts';
import { tablePaging, TABLE_SCROLL } from './tablePaging.ts';
import { useExplorerTable, type ExplorerTableProps } from './useExplorerTable.tsx';
import { useGroupNames } from './useGroupNames.ts';

/** What a dashboard table's columns are built from. */
export interface ExplorerColumnContext {
  t: TFunction<'hotspots'>;
  dates: DateFormat;
  groupName: (groupId: string) => string;
}

/** The dashboard's tabs that are tables. */
export type ExplorerTab = 'changes' | 'reports' | 'list';

/** The explorer view each tab shows. */
const VIEW_OF_TAB: Record<ExplorerTab, StatusExplorerArgs['view']> = {
  changes: 'changes',
  reports: 'reports',
  list: 'reports',
};

/** A tab's name, the title when it failed to load and the text when it has no rows. */
function tabText(t: TFunction<'hotspots'>, tab: ExplorerTab) {
  const label = {
    changes: t('dashboard.tabs.changes', 'Status Changes'),
    reports: t('dashboard.tabs.reports', 'Status Reports'),
    list: t('dashboard.tabs.list', 'Hotspot List'),
  };
  const failed = {
    changes: t('dashboard.changes.error', 'The status changes could not be loaded'),
    reports: t('dashboard.reports.error', 'The status reports could not be loaded'),
    list: t('dashboard.list.error', 'The hotspots could not be loaded'),
  };
  const empty = {
    changes: t('dashboard.changes.empty', 'No hotspot status changes available.'),
    reports: t('dashboard.reports.empty', 'No hotspot status reports available.'),
    list: t('dashboard.list.empty', 'No hotspots match the filters.'),
  };
  return { label: label[tab], failed: failed[tab], empty: empty[tab] };
}

export interface ExplorerStatusTableProps extends ExplorerTableProps {
  tab: ExplorerTab;
  rowKey: TableProps<StatusRecord>['rowKey'];
  columns: (context: ExplorerColumnContext) => TableColumnsType<StatusRecord>;
  scroll?: TableProps<StatusRecord>['scroll'];
  /** Orders the fetched rows (keep it stable between renders: the rows are memoised on it). */
  arrange?: (rows: StatusRecord[]) => StatusRecord[];
  onChange?: TableProps<StatusRecord>['onChange'];
}

const asFetched = (rows: StatusRecord[]) => rows;

/**
 * A dashboard tab's table: one explorer view, paged 50 rows a page from the URL, the failure (with
 * Retry) instead of the table, and the empty text only once the data has come.
 */
export function ExplorerStatusTable({
  tab,
  filters,
  page,
  onPage,
  showPage,
  rowKey,
  columns,
  scroll = TABLE_SCROLL,
  arrange = asFetched,
  onChange,
}: ExplorerStatusTableProps) {
  const { t } = useTranslation('hotspots');
  const dates = useDateFormat();
  const groupName = useGroupNames();
  const { label, failed, empty } = tabText(t, tab);
  const { data, isFetching, tableRef, failure } = useExplorerTable(
    VIEW_OF_TAB[tab],
    { filters, page, showPage },
    failed,
  );
  const rows = useMemo(() => arrange(data?.results ?? []), [data, arrange]);
  if (failure) return failure;
  return (
    <Table<StatusRecord>
      ref={tableRef}
      aria-label={label}
      size="small"
      rowKey={rowKey}
      columns={columns({ t, dates, groupName })}
      dataSource={rows}
      loading={isFetching}
      scroll={scroll}
      pagination={tablePaging(page, rows.length, onPage)}
      onChange={onChange}
      locale={{ emptyText: data ? empty : ' ' }}
    />
  );
}
