import { VisuallyHidden } from '@beacon/shared/ui';
import type { TableColumnsType } from 'antd';
import type { StatusRecord } from '../../components/statusExplorerApi.ts';
import { HotspotStatusTag } from '../../components/HotspotStatusTag.tsx';
import { ExplorerStatusTable, type ExplorerColumnContext } from './ExplorerStatusTable.tsx';
import { groupColumn, hotspotColumn, timeColumn } from './explorerColumns.tsx';
import type { ExplorerTableProps } from './useExplorerTable.tsx';

// The key check (shared/build/i18n-keys.mjs) reads a file's namespace from a `useTranslation('hotspots')`
// call; the columns take the table's `t`, so this comment names the namespace.

const rowKey = (record: StatusRecord) => `${record.hotspot_id}/${record.bucket_start}/${record.status}`;

function changeColumns({ t, dates, groupName }: ExplorerColumnContext): TableColumnsType<StatusRecord> {
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
          <VisuallyHidden>{t('dashboard.changes.to', 'to')} </VisuallyHidden>
          <HotspotStatusTag status={record.status} />
        </span>
      ),
    },
    groupColumn(t, groupName, 200),
  ];
}

/** The Status Changes tab: the explorer's `status_changes` view, newest as the server orders them. */
export function StatusChangesTable(props: ExplorerTableProps) {
  return <ExplorerStatusTable {...props} tab="changes" rowKey={rowKey} columns={changeColumns} />;
}
