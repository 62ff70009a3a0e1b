import { FLAPPING_CHANGES_PER_HOUR, hotspotGroupPath } from '@beacon/shared';
import { Link } from '@beacon/shared/router';
import { useDateFormat } from '@beacon/shared/ui';
import Card from 'antd/es/card';
import Descriptions from 'antd/es/descriptions';
import Flex from 'antd/es/flex';
import Typography from 'antd/es/typography';
import type { DescriptionsProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Hotspot, HotspotGroup } from '../../components/hotspotsApi.ts';
import { useGroupName } from '../../components/GroupSelect.tsx';
import { FlappingBadge, UptimeText } from '../../components/HotspotHealth.tsx';
import { HotspotStatusTag } from '../../components/HotspotStatusTag.tsx';
import { SignalBars } from '../../components/SignalBars.tsx';

export interface HotspotDetailsProps {
  hotspot: Hotspot;
  /** The hotspot's group, for its name; undefined while the groups load (the id shows). */
  group: HotspotGroup | undefined;
}

/** Location to 4 decimals (admin-and-hotspots.md §9). */
const COORDINATE = { minimumFractionDigits: 4, maximumFractionDigits: 4 } as const;

/**
 * A hotspot's details (admin-and-hotspots.md §3): id (copyable), alias, site, group (linked), status,
 * signal bars with the number, last seen, last location, uptime over 24 h and 7 d and the flapping
 * badge. One column on a phone.
 */
export function HotspotDetails({ hotspot, group }: HotspotDetailsProps) {
  const { t } = useTranslation('hotspots');
  const dates = useDateFormat();
  const groupName = useGroupName();
  const none = <Typography.Text type="secondary">{t('hotspot.details.none', 'None')}</Typography.Text>;
  const location = hotspot.last_location;
  const items: DescriptionsProps['items'] = [
    {
      key: 'id',
      label: t('hotspot.details.id', 'Hotspot ID'),
      children: (
        <Typography.Text
          code
          copyable={{ tooltips: [t('hotspot.details.copy', 'Copy'), t('hotspot.details.copied', 'Copied')] }}
          style={{ overflowWrap: 'anywhere' }}
        >
          {hotspot.hotspot_id}
        </Typography.Text>
      ),
    },
    { key: 'alias', label: t('hotspot.details.alias', 'Alias'), children: hotspot.alias || none },
    { key: 'site', label: t('hotspot.details.site', 'Site ID'), children: hotspot.site_id || none },
    {
      key: 'group',
      label: t('hotspot.details.group', 'Group'),
      children: <Link to={hotspotGroupPath(hotspot.group_id)}>{groupName(group, hotspot.group_id)}</Link>,
    },
    {
      key: 'status',
      label: t('hotspot.details.status', 'Status'),
      children: <HotspotStatusTag status={hotspot.status} />,
    },
    {
      key: 'signal',
      label: t('hotspot.details.signal', 'Signal'),
      children: (
        <Flex gap="small" align="center">
          <SignalBars signal={hotspot.cellular_signal} />
          <span>
            {hotspot.cellular_signal === undefined || hotspot.cellular_signal === null
              ? t('hotspot.details.no-signal', 'No signal reported')
              : dates.number(hotspot.cellular_signal)}
          </span>
        </Flex>
      ),
    },
    {
      key: 'last-seen',
      label: t('hotspot.details.last-seen', 'Last seen'),
      children: hotspot.last_seen
        ? t('hotspot.details.last-seen-value', '{{date}} ({{relative}})', {
            date: dates.dateTime(hotspot.last_seen),
            relative: dates.relative(hotspot.last_seen),
          })
        : dates.relative(hotspot.last_seen),
    },
    {
      key: 'location',
      label: t('hotspot.details.location', 'Last location'),
      children: location
        ? t('hotspot.details.location-value', '{{lat}}, {{lon}}', {
            lat: dates.number(location.lat, COORDINATE),
            lon: dates.number(location.lon, COORDINATE),
          })
        : t('hotspot.details.no-location', 'No location reported'),
    },
    {
      key: 'uptime-24h',
      label: t('hotspot.details.uptime-24h', 'Uptime 24 h'),
      children: <UptimeText value={hotspot.uptime_24h} />,
    },
    {
      key: 'uptime-7d',
      label: t('hotspot.details.uptime-7d', 'Uptime 7 d'),
      children: <UptimeText value={hotspot.uptime_7d} />,
    },
  ];
  items.push({
    key: 'flapping',
    label: t('hotspot.details.flapping', 'Flapping'),
    children: hotspot.flapping ? (
      <Flex gap="small" align="center" wrap>
        <FlappingBadge flapping changes={hotspot.changes_1h} />
        <Typography.Text type="secondary">
          {t(
            'health.flapping-hint',
            '{{changes, number}} status changes in the last hour (more than {{max, number}})',
            {
              changes: hotspot.changes_1h ?? FLAPPING_CHANGES_PER_HOUR + 1,
              max: FLAPPING_CHANGES_PER_HOUR,
            },
          )}
        </Typography.Text>
      </Flex>
    ) : (
      t('hotspot.details.not-flapping', 'No')
    ),
  });
  return (
    <Card size="small" title={t('hotspot.details.title', 'Details')}>
      <Descriptions size="small" column={{ xs: 1, sm: 1, md: 2 }} items={items} />
    </Card>
  );
}
