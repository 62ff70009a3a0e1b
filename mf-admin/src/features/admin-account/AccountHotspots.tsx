import { summaryStatusCounts, type HotspotStatusCounts } from '@beacon/shared';
import { Loaded } from '@beacon/shared/ui';
import Card from 'antd/es/card';
import Table from 'antd/es/table';
import Typography from 'antd/es/typography';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useGetAdminHotspotStatusQuery, type HotspotSummaryRow } from '../../components/adminApi.ts';
import { hotspotStatusColumns } from '../../components/hotspotStatusColumns.tsx';
import { useAdminDates } from '../../components/useAdminDates.ts';

/** Hotspots shown a page (the full list with filters is on the monitored hotspots page). */
const HOTSPOTS_PAGE_SIZE = 20;

export interface AccountHotspotsProps {
  accountId: string;
  /** The list's page (1-based), kept in the URL by the page. */
  page: number;
  onPage: (page: number) => void;
}

/**
 * The account's hotspot status list (admin-and-hotspots.md §2.4, §7.4 hotspot-status): the totals, then
 * each hotspot linked to its admin details with alias, status and last seen; "Failed to load hotspots".
 */
export function AccountHotspots({ accountId, page, onPage }: AccountHotspotsProps) {
  const { t } = useTranslation('admin');
  const dates = useAdminDates();
  const query = useGetAdminHotspotStatusQuery(accountId);
  const { data, isFetching } = query;

  const column = hotspotStatusColumns(dates);
  const columns: TableColumnsType<HotspotSummaryRow> = [
    column.id({ title: t('account.hotspots.id', 'Hotspot ID'), key: 'id', width: 310 }),
    {
      title: t('account.hotspots.alias', 'Alias'),
      key: 'alias',
      width: 160,
      render: (_, hotspot) => hotspot.alias || dates.dateTime(null),
    },
    column.status({ title: t('account.hotspots.status', 'Status'), key: 'status', width: 100 }),
    column.lastSeen({ title: t('account.hotspots.last-seen', 'Last seen'), key: 'last-seen', width: 130 }),
  ];

  // The contract's one definition: unknown is neither online nor offline, and named when there is any.
  const countsText = (counts: HotspotStatusCounts) => {
    const values = {
      total: dates.number(counts.total),
      online: dates.number(counts.online),
      offline: dates.number(counts.offline),
      unknown: dates.number(counts.unknown),
    };
    return counts.unknown > 0
      ? t(
          'account.hotspots.summary-unknown',
          '{{total}} hotspots: {{online}} online, {{offline}} offline, {{unknown}} unknown',
          values,
        )
      : t('account.hotspots.summary', '{{total}} hotspots: {{online}} online, {{offline}} offline', values);
  };

  return (
    <Card size="small" title={t('account.hotspots.title', 'Hotspot status')}>
      <Loaded query={query} title={t('account.hotspots.error', 'Failed to load hotspots')}>
        {data && (
          <Typography.Paragraph>
            {countsText(summaryStatusCounts(data.total_hotspots, data.status_summary))}
          </Typography.Paragraph>
        )}
        <Table<HotspotSummaryRow>
          size="small"
          rowKey="hotspot_id"
          columns={columns}
          dataSource={data?.hotspots ?? []}
          loading={!data || isFetching}
          pagination={{
            current: page,
            pageSize: HOTSPOTS_PAGE_SIZE,
            hideOnSinglePage: true,
            showSizeChanger: false,
            onChange: onPage,
          }}
          scroll={{ x: 700 }}
          aria-label={t('account.hotspots.title', 'Hotspot status')}
          locale={{ emptyText: data ? t('account.hotspots.empty', 'No hotspots') : <span /> }}
        />
      </Loaded>
    </Card>
  );
}
