import type { TableColumnsType } from 'antd';
import type { StatusRecord } from '../../components/statusExplorerApi.ts';
import { signalColumn, statusColumn } from '../../components/hotspotColumns.tsx';
import { ExplorerStatusTable, type ExplorerColumnContext } from './ExplorerStatusTable.tsx';
import { groupColumn, hotspotColumn, timeColumn } from './explorerColumns.tsx';
import type { ExplorerTableProps } from './useExplorerTable.tsx';

// The key check (shared/build/i18n-keys.mjs) reads a file's namespace from a `useTranslation('hotspots')`
// call; the columns take the table's `t`, so this comment names the namespace.

function reportColumns({ t, dates, groupName }: ExplorerColumnContext): TableColumnsType<StatusRecord> {
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
export function StatusReportsTable(props: ExplorerTableProps) {
  return <ExplorerStatusTable {...props} tab="reports" rowKey="hotspot_id" columns={reportColumns} />;
}
