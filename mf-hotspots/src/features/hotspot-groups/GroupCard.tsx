import { hotspotGroupPath } from '@beacon/shared';
import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { Link } from '@beacon/shared/router';
import type { HotspotGroup } from '../../components/hotspotsApi.ts';
import { GroupAlertsText } from '../../components/AlertTargetText.tsx';

/** One group: its name, description, alerts (with the target as text) and the Manage Group link. */
export function GroupCard({ group }: { group: HotspotGroup }) {
  const { t } = useTranslation('hotspots');
  const headingId = `group-card-${group.group_id}`;
  return (
    <Card
      title={
        <Typography.Title level={3} id={headingId} style={{ margin: 0, fontSize: 16 }} ellipsis={{ tooltip: true }}>
          {group.name}
        </Typography.Title>
      }
      style={{ height: '100%' }}
      styles={{ body: { flex: 1 } }}
      actions={[
        <Link key="manage" to={hotspotGroupPath(group.group_id)} aria-describedby={headingId}>
          {t('groups.manage', 'Manage Group')}
        </Link>,
      ]}
      role="article"
      aria-labelledby={headingId}
      data-group-id={group.group_id}
    >
      <Flex vertical gap="small">
        <Typography.Paragraph
          type={group.description ? undefined : 'secondary'}
          ellipsis={{ rows: 3, tooltip: group.description }}
          style={{ margin: 0 }}
        >
          {group.description || t('groups.no-description', 'No description')}
        </Typography.Paragraph>
        <GroupAlertsText group={group} />
      </Flex>
    </Card>
  );
}
