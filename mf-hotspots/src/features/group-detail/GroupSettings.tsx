import Descriptions from 'antd/es/descriptions';
import Typography from 'antd/es/typography';
import type { DescriptionsProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { HotspotGroup } from '../../components/hotspotsApi.ts';
import { useGroupName } from '../../components/GroupSelect.tsx';

const COLUMNS = { xs: 1, sm: 1, md: 2, lg: 2, xl: 3, xxl: 3 } as const;

/** The group's settings: name, description, alerts, target type and target (as text). */
export function GroupSettings({ group }: { group: HotspotGroup }) {
  const { t } = useTranslation('hotspots');
  const groupName = useGroupName();
  const none = <Typography.Text type="secondary">{t('group.settings.none', 'None')}</Typography.Text>;
  const alertsOn = group.alert_enabled;
  const items: DescriptionsProps['items'] = [
    { key: 'name', label: t('group.settings.name', 'Name'), children: groupName(group) },
    {
      key: 'description',
      label: t('group.settings.description', 'Description'),
      children: group.description || none,
    },
    {
      key: 'alerts',
      label: t('group.settings.alerts', 'Alerts'),
      children: alertsOn ? t('group.settings.alerts-on', 'On') : t('group.settings.alerts-off', 'Off'),
    },
    {
      key: 'target-type',
      label: t('group.settings.target-type', 'Target type'),
      children:
        alertsOn && group.alert_target_type
          ? group.alert_target_type === 'email'
            ? t('group.settings.type-email', 'Email')
            : t('group.settings.type-webhook', 'Webhook')
          : none,
    },
    {
      key: 'target',
      label: t('group.settings.target', 'Target'),
      children:
        alertsOn && group.alert_target_value ? (
          <Typography.Text style={{ wordBreak: 'break-all' }}>{group.alert_target_value}</Typography.Text>
        ) : (
          none
        ),
    },
  ];
  return <Descriptions items={items} column={COLUMNS} size="small" bordered />;
}
