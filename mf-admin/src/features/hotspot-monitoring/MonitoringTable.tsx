import { useHotspotGroupLabel, useLanguage } from '@beacon/shared';
import { Link } from '@beacon/shared/router';
import { VirtualTable, type DateFormat } from '@beacon/shared/ui';
import type { TableColumnsType, TableRef } from 'antd';
import type { TFunction } from 'i18next';
import { useMemo, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { HotspotSummaryRow } from '../../components/adminApi.ts';
import { adminHotspotPath } from '../../components/adminPaths.ts';
import { locationText } from '../../components/locationText.ts';
import { hotspotStatusColumns } from '../../components/hotspotStatusColumns.tsx';
import { useAdminDates } from '../../components/useAdminDates.ts';

/** Rows outside the scrolling body are not drawn (a thousand hotspots scroll smoothly). */
const TABLE_SCROLL = { x: 1100, y: 560 } as const;

export interface MonitoringTableProps {
  rows: HotspotSummaryRow[];
  loading: boolean;
  /** What the body shows when there are no rows. */
  empty: ReactNode;
}

function columns(
  t: TFunction<'admin'>,
  dates: DateFormat,
  language: string,
  groupLabel: (groupId: string | null | undefined) => string,
): TableColumnsType<HotspotSummaryRow> {
  const column = hotspotStatusColumns(dates);
  return [
    column.id({ key: 'hotspot_id', title: t('monitoring.columns.hotspot-id', 'Hotspot ID'), width: 330 }),
    {
      key: 'alias',
      title: t('monitoring.columns.alias', 'Alias'),
      ellipsis: true,
      render: (_, row) => row.alias || t('monitoring.table.no-alias', 'N/A'),
    },
    column.status({ key: 'status', title: t('monitoring.columns.status', 'Status'), width: 110 }),
    {
      key: 'group',
      title: t('monitoring.columns.group', 'Group'),
      width: 150,
      ellipsis: true,
      render: (_, row) => groupLabel(row.group_id),
    },
    column.lastSeen({ key: 'last_seen', title: t('monitoring.columns.last-seen', 'Last seen'), width: 140 }),
    {
      key: 'location',
      title: t('monitoring.columns.location', 'Location'),
      width: 190,
      ellipsis: true,
      render: (_, row) =>
        locationText(row.location, row.last_location, language) ?? t('monitoring.table.unknown-location', 'Unknown'),
    },
    {
      key: 'action',
      title: t('monitoring.columns.action', 'Action'),
      width: 90,
      render: (_, row) => (
        <Link
          to={adminHotspotPath(row.hotspot_id)}
          aria-label={t('monitoring.table.view-label', 'View hotspot {{id}}', { id: row.hotspot_id })}
        >
          {t('monitoring.table.view', 'View')}
        </Link>
      ),
    },
  ];
}

/** The monitored hotspots as a virtual table (every loaded row, no pages) with table roles. */
export function MonitoringTable({ rows, loading, empty }: MonitoringTableProps) {
  const { t } = useTranslation('admin');
  const dates = useAdminDates();
  const language = useLanguage();
  const tableRef = useRef<TableRef>(null);
  const groupLabel = useHotspotGroupLabel();
  const tableColumns = useMemo(() => columns(t, dates, language, groupLabel), [t, dates, language, groupLabel]);
  return (
    <VirtualTable<HotspotSummaryRow>
      tableRef={tableRef}
      label={t('monitoring.table.label', 'Monitored hotspots')}
      size="small"
      rowKey="hotspot_id"
      columns={tableColumns}
      dataSource={rows}
      loading={loading}
      scroll={TABLE_SCROLL}
      pagination={false}
      locale={{ emptyText: empty }}
    />
  );
}
