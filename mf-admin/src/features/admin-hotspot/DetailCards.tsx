import { isUngroupedGroup, useHotspotGroupLabel } from '@beacon/shared';
import { Link } from '@beacon/shared/router';
import Flex from 'antd/es/flex';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import type { DescriptionsProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { adminAccountPath } from '../../components/adminPaths.ts';
import { formatUptime } from '../../components/uptime.ts';
import { useAdminDates } from '../../components/useAdminDates.ts';
import { DescriptionsCard, type HotspotCardProps } from './OverviewCards.tsx';
import { useOrNotAvailable } from './useOrNotAvailable.tsx';
import { useUptimeWords } from './useUptimeWords.ts';

/** Whether the record has any configuration field (the card shows only then). */
export function hasConfiguration(hotspot: HotspotCardProps['hotspot']): boolean {
  const { config_profile, group_id, account_id, alias, site_id, network_id } = hotspot;
  return [config_profile, group_id, account_id, alias, site_id, network_id].some((value) => Boolean(value));
}

/** Configuration: the fields the record has of config profile, group, owning account ('Monitored'), alias, site, network. */
export function ConfigurationCard({ hotspot }: HotspotCardProps) {
  const { t } = useTranslation('admin');
  const groupLabel = useHotspotGroupLabel();
  const { config_profile, group_id, group_name, account_id, alias, site_id, network_id } = hotspot;
  const items: NonNullable<DescriptionsProps['items']> = [];
  const add = (key: string, label: string, value: string | null | undefined) => {
    if (value) items.push({ key, label, children: value });
  };
  add('config-profile', t('hotspot.configuration.config-profile', 'Config profile'), config_profile);
  if (group_id)
    items.push({
      key: 'group',
      label: t('hotspot.configuration.group-id', 'Group ID'),
      children: isUngroupedGroup(group_id)
        ? groupLabel(group_id)
        : group_name
          ? `${group_id} (${group_name})`
          : group_id,
    });
  if (account_id)
    items.push({
      key: 'account',
      label: t('hotspot.configuration.account', 'Account'),
      children: (
        <Flex gap="small" align="center" wrap>
          <Link to={adminAccountPath(account_id)}>{account_id}</Link>
          <Tag color="blue">{t('hotspot.configuration.monitored', 'Monitored')}</Tag>
        </Flex>
      ),
    });
  add('alias', t('hotspot.configuration.alias', 'Alias'), alias);
  add('site', t('hotspot.configuration.site-id', 'Site ID'), site_id);
  add('network', t('hotspot.configuration.network-id', 'Network ID'), network_id);
  return <DescriptionsCard title={t('hotspot.configuration.title', 'Configuration')} items={items} />;
}

/** Statistics: devices connected, messages sent and received, uptime (days/hours/minutes or '< 1m'), monitoring started. */
export function StatisticsCard({ hotspot }: HotspotCardProps) {
  const { t } = useTranslation('admin');
  const dates = useAdminDates();
  const orNA = useOrNotAvailable();
  const uptimeWords = useUptimeWords();
  const items: DescriptionsProps['items'] = [
    {
      key: 'devices',
      label: t('hotspot.statistics.devices-connected', 'Devices connected'),
      children: orNA(hotspot.devices_connected),
    },
    {
      key: 'sent',
      label: t('hotspot.statistics.messages-sent', 'Messages sent'),
      children: orNA(hotspot.messages_sent),
    },
    {
      key: 'received',
      label: t('hotspot.statistics.messages-received', 'Messages received'),
      children: orNA(hotspot.messages_received),
    },
    {
      key: 'uptime',
      label: t('hotspot.statistics.uptime', 'Uptime'),
      children: orNA(formatUptime(hotspot.uptime, uptimeWords)),
    },
    {
      key: 'monitoring-started',
      label: t('hotspot.statistics.monitoring-started', 'Monitoring started'),
      children: dates.dateTime(hotspot.monitoring_started),
    },
  ];
  return <DescriptionsCard title={t('hotspot.statistics.title', 'Statistics')} items={items} />;
}

/** Whether the record says where its data came from (the card shows only then). */
export function hasDataSources(hotspot: HotspotCardProps['hotspot']): boolean {
  return Boolean(hotspot._primary_source) || hotspot._has_ap_data || hotspot._has_monitored_data;
}

/** Data sources: the primary source, and whether AP data and monitoring data are present (with what each gives). */
export function DataSourcesCard({ hotspot }: HotspotCardProps) {
  const { t } = useTranslation('admin');
  const orNA = useOrNotAvailable();
  const yesNo = (present: boolean, gives: string) => (
    <Flex vertical>
      <span>{present ? t('hotspot.sources.yes', 'Yes') : t('hotspot.sources.no', 'No')}</span>
      <Typography.Text type="secondary">{gives}</Typography.Text>
    </Flex>
  );
  const items: DescriptionsProps['items'] = [
    { key: 'primary', label: t('hotspot.sources.primary', 'Primary source'), children: orNA(hotspot._primary_source) },
    {
      key: 'ap-data',
      label: t('hotspot.sources.ap-data', 'Has AP data'),
      children: yesNo(hotspot._has_ap_data, t('hotspot.sources.ap-data-gives', 'OS, technical details, statistics')),
    },
    {
      key: 'monitoring-data',
      label: t('hotspot.sources.monitoring-data', 'Has monitoring data'),
      children: yesNo(
        hotspot._has_monitored_data,
        t('hotspot.sources.monitoring-data-gives', 'account, alias, monitoring status'),
      ),
    },
  ];
  return <DescriptionsCard title={t('hotspot.sources.title', 'Data sources')} items={items} />;
}
