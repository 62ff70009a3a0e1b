import { hotspotPath } from '@beacon/shared';
import { Link } from '@beacon/shared/router';
import { useDateFormat } from '@beacon/shared/ui';
import Flex from 'antd/es/flex';
import Table from 'antd/es/table';
import Typography from 'antd/es/typography';
import type { TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Hotspot, HotspotGroup } from '../../components/hotspotsApi.ts';
import { useGroupName } from '../../components/GroupSelect.tsx';
import { lastSeenColumn, signalColumn, statusColumn } from '../../components/hotspotColumns.tsx';
import { FlappingBadge, UptimeText } from '../../components/HotspotHealth.tsx';

export interface HotspotTableProps {
  hotspots: Hotspot[];
  /** The account's groups, for their names; undefined while they load. */
  groups: HotspotGroup[] | undefined;
  loading: boolean;
  /** Shown when the account has no hotspots (the register button). */
  empty: ReactNode;
}

/** Wide enough for the id; a phone scrolls the table sideways instead of wrapping every cell. */
const TABLE_SCROLL = { x: 1180 };

/**
 * The account's hotspots (one page of 50): alias linking to the hotspot, the id (copyable), site,
 * group, status, signal bars, last seen and the uptime over 24 h with the flapping badge.
 */
export function HotspotTable({ hotspots, groups, loading, empty }: HotspotTableProps) {
  const { t } = useTranslation('hotspots');
  const dates = useDateFormat();
  const groupName = useGroupName();
  const groupsById = new Map((groups ?? []).map((group) => [group.group_id, group]));

  const columns: TableColumnsType<Hotspot> = [
    {
      title: t('manage.table.alias', 'Alias'),
      key: 'alias',
      width: 180,
      render: (_, hotspot) => (
        <Link to={hotspotPath(hotspot.hotspot_id)} style={{ overflowWrap: 'anywhere' }}>
          {hotspot.alias || t('manage.table.no-alias', 'No alias')}
        </Link>
      ),
    },
    {
      title: t('manage.table.id', 'Hotspot ID'),
      key: 'id',
      width: 340,
      render: (_, hotspot) => (
        <Typography.Text
          code
          copyable={{ tooltips: [t('manage.table.copy', 'Copy'), t('manage.table.copied', 'Copied')] }}
        >
          {hotspot.hotspot_id}
        </Typography.Text>
      ),
    },
    { title: t('manage.table.site', 'Site'), key: 'site', width: 120, render: (_, hotspot) => hotspot.site_id ?? '' },
    {
      title: t('manage.table.group', 'Group'),
      key: 'group',
      width: 150,
      render: (_, hotspot) => groupName(groupsById.get(hotspot.group_id), hotspot.group_id),
    },
    statusColumn(t('manage.table.status', 'Status'), { width: 100 }),
    signalColumn(t('manage.table.signal', 'Signal'), { width: 80 }),
    lastSeenColumn(t('manage.table.last-seen', 'Last seen'), dates, { width: 130 }),
    {
      title: t('manage.table.uptime', 'Uptime 24 h'),
      key: 'uptime',
      width: 150,
      render: (_, hotspot) => (
        <Flex gap="small" align="center" wrap>
          <UptimeText value={hotspot.uptime_24h} />
          <FlappingBadge flapping={hotspot.flapping} changes={hotspot.changes_1h} />
        </Flex>
      ),
    },
  ];

  return (
    <Table<Hotspot>
      size="middle"
      rowKey="hotspot_id"
      columns={columns}
      dataSource={hotspots}
      loading={loading}
      pagination={false}
      scroll={TABLE_SCROLL}
      aria-label={t('manage.table.label', 'Hotspots')}
      locale={{ emptyText: empty }}
    />
  );
}
