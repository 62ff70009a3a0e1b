import { useConsoleConfig, useLanguage } from '@beacon/shared';
import Card from 'antd/es/card';
import Descriptions from 'antd/es/descriptions';
import Flex from 'antd/es/flex';
import Typography from 'antd/es/typography';
import type { DescriptionsProps } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminHotspot } from '@beacon/shared/contract';
import { CopyButton } from '../../components/CopyButton.tsx';
import { HotspotTypeBadge } from '../../components/HotspotTypeBadge.tsx';
import { statusBadgeTone } from '../../components/hotspotLabels.ts';
import { locationText } from '../../components/locationText.ts';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import { useAdminDates } from '../../components/useAdminDates.ts';
import { useNarrowScreen } from '../../components/useNarrowScreen.ts';
import { hotspotAnalyticsUrl } from './analyticsLink.ts';
import { useOrNotAvailable } from './useOrNotAvailable.tsx';

export interface HotspotCardProps {
  hotspot: AdminHotspot;
}

export interface DescriptionsCardProps {
  title: string;
  items: DescriptionsProps['items'];
}

/** A card of the hotspot's fields: one column, labels above values on a phone. */
export function DescriptionsCard({ title, items }: DescriptionsCardProps) {
  const narrow = useNarrowScreen();
  return (
    <Card size="small" title={title}>
      <Descriptions size="small" column={1} layout={narrow ? 'vertical' : 'horizontal'} items={items} />
    </Card>
  );
}

/** Basic information: id with Copy, name, type, AP type, version, firmware, OS and OS version. */
export function BasicInformationCard({ hotspot }: HotspotCardProps) {
  const { t } = useTranslation('admin');
  const orNA = useOrNotAvailable();
  const unreported = (value: string | null | undefined): ReactNode =>
    value || (
      <Flex vertical>
        <span>{t('hotspot.basic.unknown', 'Unknown')}</span>
        <Typography.Text type="secondary">
          {t('hotspot.basic.not-reported', 'The hotspot may not have reported it.')}
        </Typography.Text>
      </Flex>
    );
  const items: DescriptionsProps['items'] = [
    {
      key: 'id',
      label: t('hotspot.basic.id', 'Hotspot ID'),
      children: (
        <Flex gap="small" align="center" wrap>
          <Typography.Text code style={{ overflowWrap: 'anywhere' }}>
            {hotspot.hotspot_id}
          </Typography.Text>
          <CopyButton size="small" text={hotspot.hotspot_id}>
            {t('hotspot.basic.copy', 'Copy')}
          </CopyButton>
        </Flex>
      ),
    },
    { key: 'name', label: t('hotspot.basic.name', 'Name'), children: orNA(hotspot.name) },
    {
      key: 'type',
      label: t('hotspot.basic.type', 'Type'),
      children: <HotspotTypeBadge type={hotspot._hotspot_type} />,
    },
    { key: 'ap-type', label: t('hotspot.basic.ap-type', 'AP type'), children: orNA(hotspot.ap_type) },
    { key: 'version', label: t('hotspot.basic.version', 'Version'), children: orNA(hotspot.version) },
    { key: 'firmware', label: t('hotspot.basic.firmware', 'Firmware'), children: orNA(hotspot.firmware_version) },
    { key: 'os', label: t('hotspot.basic.os', 'OS'), children: unreported(hotspot.os) },
    { key: 'os-version', label: t('hotspot.basic.os-version', 'OS version'), children: unreported(hotspot.os_version) },
  ];
  return <DescriptionsCard title={t('hotspot.basic.title', 'Basic information')} items={items} />;
}

/** Connection status: the status badge (§4.3), last seen, connected at, IP address and location. */
export function ConnectionStatusCard({ hotspot }: HotspotCardProps) {
  const { t } = useTranslation('admin');
  const dates = useAdminDates();
  const language = useLanguage();
  const orNA = useOrNotAvailable();
  const status = hotspot.current_status ?? hotspot.status;
  const items: DescriptionsProps['items'] = [
    {
      key: 'status',
      label: t('hotspot.connection.status', 'Status'),
      children: <StatusBadge status={status} tone={statusBadgeTone(status)} />,
    },
    {
      key: 'last-seen',
      label: t('hotspot.connection.last-seen', 'Last seen'),
      children: <span title={dates.dateTime(hotspot.last_seen)}>{dates.relative(hotspot.last_seen)}</span>,
    },
    {
      key: 'connected-at',
      label: t('hotspot.connection.connected-at', 'Connected at'),
      children: dates.dateTime(hotspot.connected_at),
    },
    { key: 'ip', label: t('hotspot.connection.ip', 'IP address'), children: orNA(hotspot.ip_address) },
    {
      key: 'location',
      label: t('hotspot.connection.location', 'Location'),
      children:
        locationText(hotspot.location, hotspot.last_location, language) ?? t('hotspot.connection.unknown', 'Unknown'),
    },
  ];
  return <DescriptionsCard title={t('hotspot.connection.title', 'Connection status')} items={items} />;
}

/** Analytics and tools: the search dashboard over the last 15 days (when configured) and Copy ID. */
export function AnalyticsCard({ hotspot }: HotspotCardProps) {
  const { t } = useTranslation('admin');
  const { links } = useConsoleConfig();
  // "The last 15 days" up to now: the time the page opened, renewed when the pointer or focus reaches the link.
  const [now, setNow] = useState(() => Date.now());
  const renew = () => setNow(Date.now());
  const url = hotspotAnalyticsUrl(links.hotspotAnalytics, hotspot.hotspot_id, now);
  return (
    <Card size="small" title={t('hotspot.analytics.title', 'Analytics and tools')}>
      <Flex gap="small" wrap align="center">
        {url ? (
          <Typography.Link href={url} target="_blank" rel="noopener noreferrer" onPointerEnter={renew} onFocus={renew}>
            {t('hotspot.analytics.link', 'Open in the search dashboard (last 15 days)')}
          </Typography.Link>
        ) : (
          <Typography.Text type="secondary">
            {t('hotspot.analytics.none', 'No search dashboard is configured.')}
          </Typography.Text>
        )}
        <CopyButton text={hotspot.hotspot_id}>{t('hotspot.analytics.copy-id', 'Copy ID')}</CopyButton>
      </Flex>
    </Card>
  );
}
