import { Loaded, useDateFormat, useLoadErrorToast } from '@beacon/shared/ui';
import Alert from 'antd/es/alert';
import Flex from 'antd/es/flex';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { HotspotGroup } from '../../components/hotspotsApi.ts';
import { AlertTargetText } from '../../components/AlertTargetText.tsx';
import { useListHotspotGroupAlertsQuery, type HotspotAlert } from './api.ts';
import { HotspotAliasLink } from './HotspotAliasLink.tsx';

/** The alerts list refreshes this often while the page is open. */
export const ALERTS_POLL_MS = 10_000;
// Scrolls sideways on a phone, only with rows: an empty scrolling table has nothing to focus (axe).
const TABLE_SCROLL = { x: 860 };
const BREAK = { wordBreak: 'break-all' } as const;

/** Whether an alert reached its target: a green or red tag, the attempts and the last error as text. */
function Delivery({ alert }: { alert: HotspotAlert }) {
  const { t } = useTranslation('hotspots');
  const attempts = t('group.alerts.attempts', '{{count, number}} attempts', { count: alert.attempts });
  return (
    <Flex vertical gap={2} align="flex-start">
      {alert.delivered ? (
        <Tag color="success">{t('group.alerts.delivered', 'Delivered')}</Tag>
      ) : (
        <Tag color="error">{t('group.alerts.not-delivered', 'Not delivered')}</Tag>
      )}
      <Typography.Text type="secondary" style={{ fontSize: 12, ...BREAK }}>
        {alert.error ? `${attempts} · ${alert.error}` : attempts}
      </Typography.Text>
    </Flex>
  );
}

/**
 * The group's last alerts (newest first, the server keeps 20): when, which hotspot, whether it went
 * offline or came back, where it was sent and whether it was delivered. Polls every 10 s.
 */
export interface GroupAlertsTableProps {
  accountId: string;
  group: HotspotGroup;
  /** While the group is being deleted: no query, so nothing reloads (and fails) on the way out. */
  paused?: boolean;
}

export function GroupAlertsTable({ accountId, group, paused }: GroupAlertsTableProps) {
  const { t } = useTranslation('hotspots');
  const dates = useDateFormat();
  const query = useListHotspotGroupAlertsQuery(
    { accountId, groupId: group.group_id },
    { pollingInterval: ALERTS_POLL_MS, skip: paused },
  );
  const { data } = query;
  const loadError = useLoadErrorToast(query.error, 'hotspots:group.alerts.load-error', 'Failed to fetch alerts');

  const columns: TableColumnsType<HotspotAlert> = [
    {
      title: t('group.alerts.when', 'When'),
      key: 'when',
      width: 190,
      render: (_, alert) => (
        <Flex vertical>
          <span>{dates.dateTime(alert.created)}</span>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {dates.relative(alert.created)}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: t('group.alerts.hotspot', 'Hotspot'),
      key: 'hotspot',
      render: (_, alert) => <HotspotAliasLink hotspotId={alert.hotspot_id} alias={alert.alias} />,
    },
    {
      title: t('group.alerts.change', 'Change'),
      key: 'change',
      width: 170,
      render: (_, alert) =>
        alert.status === 'offline' ? (
          <Tag color="error">{t('group.alerts.went-offline', 'Went offline')}</Tag>
        ) : (
          <Tag color="success">{t('group.alerts.came-online', 'Came back online')}</Tag>
        ),
    },
    {
      title: t('group.alerts.target', 'Sent to'),
      key: 'target',
      render: (_, alert) => <AlertTargetText type={alert.target_type} value={alert.target_value} />,
    },
    {
      title: t('group.alerts.delivery', 'Delivery'),
      key: 'delivery',
      width: 200,
      render: (_, alert) => <Delivery alert={alert} />,
    },
  ];

  return (
    <Flex vertical gap="small">
      {!group.alert_enabled && (
        <Alert
          type="info"
          showIcon
          title={t('group.alerts.off', 'Alerts are off for this group')}
          description={t(
            'group.alerts.off-hint',
            'Its hotspots going offline or coming back send no alerts. Edit the group to turn them on.',
          )}
        />
      )}
      <Loaded query={query} title={t('group.alerts.load-error', 'Failed to fetch alerts')} message={loadError?.message}>
        <Table<HotspotAlert>
          size="middle"
          rowKey="alert_id"
          columns={columns}
          dataSource={data ?? []}
          loading={!data}
          pagination={false}
          aria-label={t('group.alerts.title', 'Last alerts')}
          locale={{
            emptyText: (
              <Typography.Text type="secondary">{t('group.alerts.empty', 'No alerts sent yet.')}</Typography.Text>
            ),
          }}
          scroll={data?.length ? TABLE_SCROLL : undefined}
        />
      </Loaded>
    </Flex>
  );
}
