import { useDateFormat, type DateFormat } from '@beacon/shared/ui';
import type { TableColumnsType } from 'antd';
import Table from 'antd/es/table';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { StatusRecord } from '../../components/statusExplorerApi.ts';
import { signalColumn, statusColumn } from '../../components/hotspotColumns.tsx';
import { groupColumn, hotspotColumn, timeColumn } from './explorerColumns.tsx';
import { tablePaging, TABLE_SCROLL } from './tablePaging.ts';
import { useExplorerTable, type ExplorerTableProps } from './useExplorerTable.tsx';
import { useGroupNames } from './useGroupNames.ts';

function reportColumns(
  t: TFunction<'hotspots'>,
  dates: DateFormat,
  groupName: (groupId: string) => string,
): TableColumnsType<StatusRecord> {
  return [
    timeColumn(t, dates),
    hotspotColumn(t),
    statusColumn(t('dashboard.columns.status', 'Status'), { width: 110 }),
    signalColumn(t('dashboard.columns.signal', 'Signal'), { width: 90 }),
    groupColumn(t, groupName, 180),
    {
      key: 'last-seen',
      title: t('dashboard.columns.last-seen', 'Last Seen'),
      width: 190,
      render: (_, record) => dates.dateTime(record.last_seen),
    },
  ];
}

/** The Status Reports tab: the explorer's plain view, the latest report of each hotspot. */
export function StatusReportsTable({ filters, page, onPage, showPage }: ExplorerTableProps) {
  const { t } = useTranslation('hotspots');
  const dates = useDateFormat();
  const groupName = useGroupNames();
  const { data, isFetching, tableRef, failure } = useExplorerTable(
    'reports',
    { filters, page, showPage },
    t('dashboard.reports.error', 'The status reports could not be loaded'),
  );
  const rows = data?.results ?? [];
  if (failure) return failure;
  return (
    <Table<StatusRecord>
      ref={tableRef}
      aria-label={t('dashboard.tabs.reports', 'Status Reports')}
      size="small"
      rowKey="hotspot_id"
      columns={reportColumns(t, dates, groupName)}
      dataSource={rows}
      loading={isFetching}
      scroll={TABLE_SCROLL}
      pagination={tablePaging(page, rows.length, onPage)}
      locale={{ emptyText: data ? t('dashboard.reports.empty', 'No hotspot status reports available.') : ' ' }}
    />
  );
}
