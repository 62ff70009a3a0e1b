import {
  consoleNotifications,
  hotspotPath,
  hotspotsPath,
  isHotspotId,
  needsErrorToast,
  NOT_FOUND_PATH,
  NOTIFICATION_SECONDS,
  toApiError,
  useRememberRecent,
  useSession,
} from '@beacon/shared';
import { Link, useNavigate, useParams } from '@beacon/shared/router';
import { PageFrame } from '@beacon/shared/ui';
import DeleteOutlined from '@ant-design/icons/es/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/es/icons/EditOutlined';
import { skipToken } from '@reduxjs/toolkit/query';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import Skeleton from 'antd/es/skeleton';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useListHotspotGroupsQuery } from '../../components/groupListApi.ts';
import type { Hotspot } from '../../components/hotspotsApi.ts';
import { useGetHotspotQuery } from './api.ts';
import { EditHotspotModal } from './EditHotspotModal.tsx';
import { HotspotDetails } from './HotspotDetails.tsx';
import { RecentChanges } from './RecentChanges.tsx';
import { useHotspotActions } from './useHotspotActions.ts';

/** What a malformed id "answers": the same as an unknown one. */
const NOT_A_HOTSPOT = { status: 404, message: 'Not a hotspot id' } as const;

/**
 * `/hotspots/{hotspotId}` (hotspot_view, admin-and-hotspots.md §2.3): the hotspot's details and
 * recent status changes, Edit, Delete (any member, after a confirmation) and a link to the dashboard
 * filtered by it. A failed fetch (an unknown or malformed id too): "Failed to fetch hotspot", then /404.
 */
export function HotspotViewPage() {
  const { t } = useTranslation('hotspots');
  const { hotspotId = '' } = useParams();
  const { accountId } = useSession();
  const navigate = useNavigate();
  const validId = isHotspotId(hotspotId);
  // Once deleted, the refetch's 404 is expected: no "Failed to fetch hotspot".
  const [leaving, setLeaving] = useState(false);
  const { data: hotspot, error } = useGetHotspotQuery(accountId && validId ? { accountId, hotspotId } : skipToken);
  const { data: groups } = useListHotspotGroupsQuery(accountId ?? skipToken);
  const [editing, setEditing] = useState<Hotspot | null>(null);
  const actions = useHotspotActions(hotspotId, () => setLeaving(true));

  const failure = !validId ? NOT_A_HOTSPOT : error;
  const failed = useRef(false);
  useEffect(() => {
    if (!failure || failed.current || leaving) return;
    failed.current = true;
    // Shown by the shell's host: this page goes away with the navigation to /404. (After a 401 the
    // user is being signed out, and a 429 has its own toast.)
    if (needsErrorToast(toApiError(failure)))
      consoleNotifications.error({
        title: t('hotspot.load-error', 'Failed to fetch hotspot'),
        durationSeconds: NOTIFICATION_SECONDS,
      });
    void navigate(NOT_FOUND_PATH, { replace: true });
  }, [failure, leaving, navigate, t]);

  const title = hotspot ? hotspot.alias || hotspot.hotspot_id : t('hotspot.loading-title', 'Hotspot');
  const group = groups?.find((candidate) => candidate.group_id === hotspot?.group_id);
  useRememberRecent(
    hotspot && {
      kind: 'hotspot',
      id: hotspot.hotspot_id,
      title: hotspot.alias || hotspot.hotspot_id,
      subtitle: hotspot.site_id ?? null,
      context: group?.name ?? null,
      href: hotspotPath(hotspot.hotspot_id),
    },
  );
  const dashboardLink = `${hotspotsPath('dashboard')}?hotspot_id=${encodeURIComponent(hotspotId)}`;

  const buttons = (
    <Flex gap="small" wrap align="center">
      <Link to={dashboardLink}>{t('hotspot.dashboard-link', 'View on dashboard')}</Link>
      <Button icon={<EditOutlined />} disabled={!hotspot} onClick={() => setEditing(hotspot ?? null)}>
        {t('hotspot.edit.button', 'Edit')}
      </Button>
      <Button
        danger
        icon={<DeleteOutlined />}
        disabled={!hotspot}
        loading={actions.deleting}
        onClick={() => hotspot && actions.confirmDelete(hotspot)}
      >
        {t('hotspot.delete.button', 'Delete')}
      </Button>
    </Flex>
  );

  return (
    <PageFrame title={title} extra={buttons}>
      {hotspot ? (
        <>
          <HotspotDetails hotspot={hotspot} group={group} />
          <RecentChanges accountId={accountId} hotspotId={hotspot.hotspot_id} />
        </>
      ) : (
        <Card size="small" aria-busy="true" aria-label={t('hotspot.loading', 'Loading the hotspot')}>
          <Skeleton active paragraph={{ rows: 6 }} />
        </Card>
      )}
      <EditHotspotModal
        hotspot={editing}
        saving={actions.saving}
        onSave={actions.save}
        onClose={() => setEditing(null)}
      />
    </PageFrame>
  );
}
