import {
  hotspotsPath,
  readCursorPaging,
  toApiError,
  UNGROUPED_GROUP_ID,
  useSession,
  writeCursorPaging,
  type CursorPaging,
} from '@beacon/shared';
import { LoadFailureResult, PageFrame } from '@beacon/shared/ui';
import { skipToken } from '@reduxjs/toolkit/query';
import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import Result from 'antd/es/result';
import Skeleton from 'antd/es/skeleton';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from '@beacon/shared/router';
import type { HotspotGroup } from '../../components/hotspotsApi.ts';
import { useGroupName } from '../../components/GroupSelect.tsx';
import { useGetHotspotGroupQuery } from './api.ts';
import { GroupActions } from './GroupActions.tsx';
import { GroupAlertsTable } from './GroupAlertsTable.tsx';
import { GroupHotspotsTable } from './GroupHotspotsTable.tsx';
import { GroupSettings } from './GroupSettings.tsx';

/** The dashboard filtered by one group (admin-and-hotspots.md §2.3). */
function dashboardPath(groupId: string): string {
  return `${hotspotsPath('dashboard')}?${new URLSearchParams({ group_id: groupId }).toString()}`;
}

/**
 * Route `/hotspots/groups/{groupId}` (hotspots_view_group): the group's settings with Edit and Delete,
 * its hotspots (cursor-paged, the cursor in the URL), its last alerts and a link to the dashboard
 * filtered by it. A group that does not exist says so with a way back to the groups.
 */
export function GroupDetailPage() {
  const { t } = useTranslation('hotspots');
  const { groupId = '' } = useParams();
  const { accountId } = useSession();
  const [search, setSearch] = useSearchParams();
  const paging = readCursorPaging(search);
  const groupName = useGroupName();
  // While the group is being deleted its queries stop (see GroupActions); the page keeps showing it.
  const [leaving, setLeaving] = useState<HotspotGroup | undefined>(undefined);
  const {
    data: loaded,
    error,
    isFetching,
    refetch,
  } = useGetHotspotGroupQuery(accountId && !leaving ? { accountId, groupId } : skipToken);
  const group = loaded ?? leaving;
  const onPage = (next: CursorPaging) => setSearch((current) => writeCursorPaging(next, current));

  if (error && !group) {
    const loadError = toApiError(error);
    if (loadError.status === 404) {
      return (
        <PageFrame title={t('group.not-found', 'Group not found')}>
          <Result
            status="404"
            title={t('group.not-found', 'Group not found')}
            subTitle={t('group.not-found-hint', 'There is no group {{id}} in this account.', { id: groupId })}
            extra={<Link to={hotspotsPath('groups')}>{t('group.back', 'Back to the groups')}</Link>}
          />
        </PageFrame>
      );
    }
    return (
      <PageFrame title={t('group.load-error', 'Failed to fetch group')}>
        <LoadFailureResult
          title={t('group.load-error', 'Failed to fetch group')}
          error={loadError}
          retryLabel={t('group.retry', 'Retry')}
          query={{ isFetching, refetch }}
        />
      </PageFrame>
    );
  }

  if (!accountId || !group) {
    return (
      <PageFrame title={t('group.loading-title', 'Hotspot Group')}>
        <Card aria-busy="true">
          <Skeleton active paragraph={{ rows: 4 }} />
        </Card>
      </PageFrame>
    );
  }

  return (
    <PageFrame
      title={groupName(group)}
      extra={
        <Flex gap="small" wrap align="center">
          <Link to={dashboardPath(groupId)}>{t('group.dashboard', 'View on dashboard')}</Link>
          <GroupActions accountId={accountId} group={group} onLeaving={(yes) => setLeaving(yes ? group : undefined)} />
        </Flex>
      }
    >
      <Card title={t('group.settings.title', 'Settings')} size="small">
        <Flex vertical gap="small">
          <GroupSettings group={group} />
          {group.group_id === UNGROUPED_GROUP_ID && (
            <Typography.Text type="secondary">
              {t(
                'group.ungrouped-hint',
                'Ungrouped cannot be deleted: it holds every hotspot that is in no other group.',
              )}
            </Typography.Text>
          )}
        </Flex>
      </Card>
      <Card title={t('group.alerts.title', 'Last alerts')} size="small">
        <GroupAlertsTable accountId={accountId} group={group} paused={leaving !== undefined} />
      </Card>
      <Card title={t('group.hotspots.title', 'Hotspots in this group')} size="small">
        <GroupHotspotsTable
          accountId={accountId}
          groupId={groupId}
          paging={paging}
          onPage={onPage}
          paused={leaving !== undefined}
        />
      </Card>
    </PageFrame>
  );
}
