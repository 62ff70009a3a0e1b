import { HOTSPOT_PAGE_SIZE } from '@beacon/shared';
import { useDateFormat, usePagedTable, type DateFormat } from '@beacon/shared/ui';
import type { TableColumnsType } from 'antd';
import Table from 'antd/es/table';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { StatusRecord } from '../../api/hotspotsApi.ts';
import { HotspotStatusTag } from '../../components/HotspotStatusTag.tsx';
import { SignalBars } from '../../components/SignalBars.tsx';
import { ExplorerFailure } from './ExplorerFailure.tsx';
import { HotspotLink } from './HotspotLink.tsx';
import type { ExplorerTableProps } from './StatusChangesTable.tsx';
import { tablePaging, TABLE_SCROLL } from './tablePaging.ts';
import { useExplorer } from './useExplorer.ts';
import { useGroupNames } from './useGroupNames.ts';

function reportColumns(
  t: TFunction<'hotspots'>,
  dates: DateFormat,
  groupName: (groupId: string) => string,
): TableColumnsType<StatusRecord> {
  return [
    {
      key: 'time',
      title: t('dashboard.columns.time', 'Time'),
      width: 230,
      render: (_, record) => dates.dateTime(record.bucket_start),
    },
    {
      key: 'hotspot',
      title: t('dashboard.columns.hotspot', 'Hotspot'),
      render: (_, record) => <HotspotLink hotspotId={record.hotspot_id} alias={record.alias} />,
    },
    {
      key: 'status',
      title: t('dashboard.columns.status', 'Status'),
      width: 110,
      render: (_, record) => <HotspotStatusTag status={record.status} />,
    },
    {
      key: 'signal',
      title: t('dashboard.columns.signal', 'Signal'),
      width: 90,
      render: (_, record) => <SignalBars signal={record.cellular_signal} />,
    },
    {
      key: 'group',
      title: t('dashboard.columns.group', 'Group'),
      width: 180,
      render: (_, record) => groupName(record.group_id),
    },
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
  const { data, isFetching, error, refetch } = useExplorer('reports', filters);
  const rows = data?.results ?? [];
  const tableRef = usePagedTable({
    page,
    total: data?.results.length,
    pageSize: HOTSPOT_PAGE_SIZE,
    onPastTheEnd: showPage,
  });
  if (error)
    return (
      <ExplorerFailure
        title={t('dashboard.reports.error', 'The status reports could not be loaded')}
        error={error}
        retrying={isFetching}
        onRetry={() => void refetch()}
      />
    );
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
