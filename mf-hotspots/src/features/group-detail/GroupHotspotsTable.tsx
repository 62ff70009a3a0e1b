import type { CursorPaging } from '@beacon/shared';
import { CursorPager, LoadFailure, useDateFormat, useLoadErrorToast } from '@beacon/shared/ui';
import Flex from 'antd/es/flex';
import Table from 'antd/es/table';
import Tooltip from 'antd/es/tooltip';
import Typography from 'antd/es/typography';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Hotspot } from '../../components/hotspotsApi.ts';
import { signalColumn, statusColumn } from '../../components/hotspotColumns.tsx';
import { useListGroupHotspotsQuery } from './api.ts';
import { HotspotAliasLink } from './HotspotAliasLink.tsx';

// Scrolls sideways on a phone, only with rows: an empty scrolling table has nothing to focus (axe).
const TABLE_SCROLL = { x: 760 };
const BREAK = { wordBreak: 'break-all' } as const;

export interface GroupHotspotsTableProps {
  accountId: string;
  groupId: string;
  /** The page shown, from the URL (the route component reads it). */
  paging: CursorPaging;
  onPage: (paging: CursorPaging) => void;
  /** While the group is being deleted: no query, so nothing reloads (and fails) on the way out. */
  paused?: boolean;
}

/** The group's hotspots, 50 a page, cursor-paged with Previous and Next (the cursor is in the URL). */
export function GroupHotspotsTable({ accountId, groupId, paging, onPage, paused }: GroupHotspotsTableProps) {
  const { t } = useTranslation('hotspots');
  const dates = useDateFormat();
  const { data, error, isFetching, refetch } = useListGroupHotspotsQuery(
    { accountId, groupId, cursor: paging.cursor },
    { skip: paused },
  );
  const loadError = useLoadErrorToast(error, 'hotspots:group.hotspots.load-error', 'Failed to fetch hotspots');

  const label = t('group.hotspots.title', 'Hotspots in this group');

  const columns: TableColumnsType<Hotspot> = [
    {
      title: t('group.hotspots.alias', 'Alias'),
      key: 'alias',
      width: 200,
      render: (_, hotspot) => <HotspotAliasLink hotspotId={hotspot.hotspot_id} alias={hotspot.alias} />,
    },
    {
      title: t('group.hotspots.id', 'Hotspot ID'),
      key: 'id',
      render: (_, hotspot) => (
        <Typography.Text code style={BREAK}>
          {hotspot.hotspot_id}
        </Typography.Text>
      ),
    },
    statusColumn(t('group.hotspots.status', 'Status'), { width: 110 }),
    signalColumn(t('group.hotspots.signal', 'Signal'), { width: 90 }),
    {
      title: t('group.hotspots.last-seen', 'Last seen'),
      key: 'last_seen',
      width: 150,
      render: (_, hotspot) => (
        <Tooltip title={hotspot.last_seen ? dates.dateTime(hotspot.last_seen) : undefined}>
          <span>{dates.relative(hotspot.last_seen)}</span>
        </Tooltip>
      ),
    },
  ];

  if (loadError && !data) {
    return (
      <LoadFailure
        title={t('group.hotspots.load-error', 'Failed to fetch hotspots')}
        message={loadError.message}
        retrying={isFetching}
        onRetry={() => void refetch()}
      />
    );
  }

  return (
    <Flex vertical gap="small">
      <Table<Hotspot>
        size="middle"
        rowKey="hotspot_id"
        columns={columns}
        dataSource={data?.hotspots ?? []}
        loading={!data || isFetching}
        pagination={false}
        aria-label={label}
        locale={{
          emptyText: (
            <Typography.Text type="secondary">{t('group.hotspots.empty', 'No hotspots in this group')}</Typography.Text>
          ),
        }}
        scroll={data?.hotspots.length ? TABLE_SCROLL : undefined}
      />
      <CursorPager paging={paging} next={data?.cursor} fetching={isFetching} onPaging={onPage} />
    </Flex>
  );
}
