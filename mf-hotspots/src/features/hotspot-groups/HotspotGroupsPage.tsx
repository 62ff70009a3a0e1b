import { UNGROUPED_GROUP_ID, useSession } from '@beacon/shared';
import { AddButton, LoadFailureResult, PageFrame, useLoadErrorToast } from '@beacon/shared/ui';
import { skipToken } from '@reduxjs/toolkit/query';
import App from 'antd/es/app';
import Card from 'antd/es/card';
import Col from 'antd/es/col';
import Empty from 'antd/es/empty';
import Row from 'antd/es/row';
import Skeleton from 'antd/es/skeleton';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useListHotspotGroupsQuery } from '../../components/groupListApi.ts';
import type { GroupBody } from '../../components/hotspotsApi.ts';
import { GroupForm, refusedOutcome } from '../../components/GroupForm.tsx';
import { useCreateHotspotGroupMutation } from './api.ts';
import { GroupCard } from './GroupCard.tsx';
import { useServerErrorToast } from '../../components/serverError.ts';

/** One card a row on a phone, two on a tablet, three on a laptop, four on a wide screen. */
const CARD_COLUMN = { xs: 24, md: 12, xl: 8, xxl: 6 } as const;
const GUTTER: [number, number] = [16, 16];
const PLACEHOLDER_CARDS = ['a', 'b', 'c'];

/**
 * `/hotspots/groups` (admin-and-hotspots.md §2.3): a card per group, without Ungrouped (every account
 * has it; its hotspots are reached from the dashboard and Manage Hotspots), and the Add Group dialog.
 */
export function HotspotGroupsPage() {
  const { t } = useTranslation('hotspots');
  const { notification } = App.useApp();
  const { accountId } = useSession();
  const { data, error, isFetching, refetch } = useListHotspotGroupsQuery(accountId ?? skipToken);
  const loadError = useLoadErrorToast(error, 'hotspots:groups.load-error', 'Failed to fetch groups');
  const [createGroup, { isLoading: saving }] = useCreateHotspotGroupMutation();
  const saveError = useServerErrorToast();
  const [adding, setAdding] = useState(false);
  const groups = (data ?? [])
    .filter((group) => group.group_id !== UNGROUPED_GROUP_ID)
    .sort((a, b) => a.name.localeCompare(b.name));

  const save = async (body: GroupBody) => {
    if (!accountId) return false;
    try {
      await createGroup({ accountId, body }).unwrap();
    } catch (cause) {
      return refusedOutcome(saveError(cause, t('groups.create.unexpected', 'An unexpected error occurred')));
    }
    notification.success({ title: t('groups.create.success', 'Group created successfully') });
    return true;
  };

  const addButton = <AddButton onClick={() => setAdding(true)}>{t('groups.add', 'Add Group')}</AddButton>;

  let content;
  if (loadError && !data) {
    content = (
      <LoadFailureResult
        title={t('groups.load-error', 'Failed to fetch groups')}
        error={loadError}
        retryLabel={t('groups.retry', 'Retry')}
        query={{ isFetching, refetch }}
      />
    );
  } else if (!data) {
    content = (
      <Row gutter={GUTTER} aria-busy="true" aria-label={t('groups.loading', 'Loading groups')}>
        {PLACEHOLDER_CARDS.map((key) => (
          <Col key={key} {...CARD_COLUMN}>
            <Card>
              <Skeleton active paragraph={{ rows: 3 }} />
            </Card>
          </Col>
        ))}
      </Row>
    );
  } else if (groups.length === 0) {
    content = (
      <Empty
        description={t('groups.empty', 'No groups yet')}
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        style={{ padding: '32px 0' }}
      >
        {addButton}
      </Empty>
    );
  } else {
    content = (
      <Row gutter={GUTTER} role="list" aria-label={t('groups.list', 'Groups')}>
        {groups.map((group) => (
          <Col key={group.group_id} {...CARD_COLUMN} role="listitem">
            <GroupCard group={group} />
          </Col>
        ))}
      </Row>
    );
  }

  return (
    <PageFrame title={t('groups.title', 'Hotspot Groups')} extra={addButton}>
      {content}
      <GroupForm
        open={adding}
        title={t('groups.create.title', 'Add Group')}
        okText={t('groups.create.submit', 'Add Group')}
        saving={saving}
        onSave={save}
        onClose={() => setAdding(false)}
      />
    </PageFrame>
  );
}
