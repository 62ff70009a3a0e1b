import { useDateFormat, type DateFormat } from '@beacon/shared/ui';
import type { TableColumnsType } from 'antd';
import Table from 'antd/es/table';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { StatusRecord } from '../../components/statusExplorerApi.ts';
import { HotspotStatusTag } from '../../components/HotspotStatusTag.tsx';
import { groupColumn, hotspotColumn, timeColumn } from './explorerColumns.tsx';
import { tablePaging, TABLE_SCROLL } from './tablePaging.ts';
import { useExplorerTable, type ExplorerTableProps } from './useExplorerTable.tsx';
import { useGroupNames } from './useGroupNames.ts';

/** Read by screen readers, not drawn. */
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

const rowKey = (record: StatusRecord) => `${record.hotspot_id}/${record.bucket_start}/${record.status}`;

function changeColumns(
  t: TFunction<'hotspots'>,
  dates: DateFormat,
  groupName: (groupId: string) => string,
): TableColumnsType<StatusRecord> {
  return [
    timeColumn(t, dates),
    hotspotColumn(t),
    {
      key: 'change',
      title: t('dashboard.columns.change', 'Change'),
      width: 220,
      render: (_, record) => (
        <span data-change={`${record.previous_status ?? 'unknown'}->${record.status}`} style={{ whiteSpace: 'nowrap' }}>
          <HotspotStatusTag status={record.previous_status ?? 'unknown'} />
          {/* Read as "Offline to Online"; drawn as an arrow. */}
          <span aria-hidden>→ </span>
          <span style={VISUALLY_HIDDEN}>{t('dashboard.changes.to', 'to')} </span>
          <HotspotStatusTag status={record.status} />
        </span>
      ),
    },
    groupColumn(t, groupName, 200),
  ];
}

/** The Status Changes tab: the explorer's `status_changes` view, newest as the server orders them. */
export function StatusChangesTable({ filters, page, onPage, showPage }: ExplorerTableProps) {
  const { t } = useTranslation('hotspots');
  const dates = useDateFormat();
  const groupName = useGroupNames();
  const { data, isFetching, tableRef, failure } = useExplorerTable(
    'changes',
    { filters, page, showPage },
    t('dashboard.changes.error', 'The status changes could not be loaded'),
  );
  const rows = data?.results ?? [];
  if (failure) return failure;
  return (
    <Table<StatusRecord>
      ref={tableRef}
      aria-label={t('dashboard.tabs.changes', 'Status Changes')}
      size="small"
      rowKey={rowKey}
      columns={changeColumns(t, dates, groupName)}
      dataSource={rows}
      loading={isFetching}
      scroll={TABLE_SCROLL}
      pagination={tablePaging(page, rows.length, onPage)}
      locale={{ emptyText: data ? t('dashboard.changes.empty', 'No hotspot status changes available.') : ' ' }}
    />
  );
}
