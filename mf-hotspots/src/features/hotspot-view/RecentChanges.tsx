import { skipToken } from '@reduxjs/toolkit/query';
import { LoadFailure, useDateFormat } from '@beacon/shared/ui';
import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import Table from 'antd/es/table';
import Typography from 'antd/es/typography';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useExploreHotspotStatusQuery, type StatusRecord } from '../../components/statusExplorerApi.ts';
import { HotspotStatusTag } from '../../components/HotspotStatusTag.tsx';

export interface RecentChangesProps {
  accountId: string | null;
  hotspotId: string;
}

/** How many of the latest changes the view shows (the dashboard's Status Changes tab has them all). */
const SHOWN = 10;

/**
 * The hotspot's latest status changes (the explorer's `status_changes` view filtered by its id, newest
 * first): when, and the status before and after; with an empty and an error state.
 */
export function RecentChanges({ accountId, hotspotId }: RecentChangesProps) {
  const { t } = useTranslation('hotspots');
  const dates = useDateFormat();
  const { data, isLoading, isFetching, isError, refetch } = useExploreHotspotStatusQuery(
    accountId ? { accountId, view: 'changes', hotspotId } : skipToken,
  );
  const changes = (data?.results ?? [])
    .filter((change) => change.hotspot_id === hotspotId)
    .sort((a, b) => b.bucket_start - a.bucket_start)
    .slice(0, SHOWN);

  const columns: TableColumnsType<StatusRecord> = [
    {
      title: t('hotspot.changes.when', 'When'),
      key: 'when',
      render: (_, change) => (
        <span title={dates.dateTime(change.bucket_start)}>{dates.relative(change.bucket_start)}</span>
      ),
    },
    {
      title: t('hotspot.changes.change', 'Change'),
      key: 'change',
      render: (_, change) => (
        <Flex gap={4} align="center" wrap>
          {change.previous_status && <HotspotStatusTag status={change.previous_status} />}
          <span role="img" aria-label={t('hotspot.changes.to', 'to')}>
            →
          </span>
          <HotspotStatusTag status={change.status} />
        </Flex>
      ),
    },
  ];

  return (
    <Card size="small" title={t('hotspot.changes.title', 'Recent status changes')}>
      {isError ? (
        <LoadFailure
          title={t('hotspot.changes.failed', 'The status changes could not be loaded')}
          retrying={isFetching}
          onRetry={() => void refetch()}
        />
      ) : (
        <Table<StatusRecord>
          size="small"
          rowKey={(change) => `${change.bucket_start}-${change.status}`}
          columns={columns}
          dataSource={changes}
          loading={isLoading}
          pagination={false}
          aria-label={t('hotspot.changes.title', 'Recent status changes')}
          locale={{
            emptyText: (
              <Typography.Text>{t('hotspot.changes.empty', 'No status changes in the last 7 days.')}</Typography.Text>
            ),
          }}
        />
      )}
    </Card>
  );
}
