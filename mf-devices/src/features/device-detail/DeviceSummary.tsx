import { networkPath } from '@beacon/shared';
import type { Device, Network } from '@beacon/shared/contract';
import { Link } from '@beacon/shared/router';
import { useDateFormat } from '@beacon/shared/ui';
import Card from 'antd/es/card';
import Descriptions from 'antd/es/descriptions';
import Skeleton from 'antd/es/skeleton';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import type { DescriptionsProps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { deviceIdReading, landingPageUrl, locationFixedAt } from './deviceSummary.ts';

export interface DeviceSummaryProps {
  /** Undefined while the device loads: the same card, each value a bar. */
  device: Device | undefined;
  /** The device's network, from the account's networks; undefined while they load. */
  network: Network | undefined;
  /** "Now" for the relative times (ms): when the device's answer arrived. */
  nowMs: number;
}

/** A value's place while the device loads: a bar of a text line's height. */
const VALUE_SKELETON = (
  <Skeleton.Input active size="small" style={{ height: 22 }} styles={{ root: { verticalAlign: 'top' } }} />
);

/**
 * The device page's summary table (customer-console.md §2, §3): the id as people read it with the raw
 * id copyable, its network (linked), the times, and the last location with when it was fixed; the network's
 * device landing page when it has one.
 */
export function DeviceSummary({ device, network, nowMs }: DeviceSummaryProps) {
  const { t } = useTranslation('devices');
  const dates = useDateFormat();
  const relative = (at: number | null | undefined) => (
    <span title={dates.dateTime(at)}>{dates.relative(at, nowMs)}</span>
  );
  const reading = device && deviceIdReading(device.device_id);
  const fixedAt = device ? locationFixedAt(device) : null;
  const landing = device ? landingPageUrl(network?.device_landing_page, device.device_id) : null;
  // Each row: its label, and its value once the device has loaded (a bar until then).
  const rows: Array<[key: string, label: string, value: (device: Device) => ReactNode]> = [
    [
      'id',
      t('device.summary.id', 'Device ID'),
      (d) => (
        <span>
          <Typography.Text copyable={{ text: d.device_id }} style={{ overflowWrap: 'anywhere' }}>
            {reading?.label}
          </Typography.Text>
          {reading?.kind && (
            <Tag variant="filled" style={{ marginInlineStart: 8 }}>
              {reading.kind === 'mac' ? t('device-id.kind.mac', 'MAC') : t('device-id.kind.sgtin', 'SGTIN')}
            </Tag>
          )}
        </span>
      ),
    ],
    [
      'network',
      t('device.summary.network', 'Network'),
      (d) => <Link to={networkPath(d.network_id)}>{network?.name ?? d.network_id}</Link>,
    ],
    ['created', t('device.summary.created', 'Created'), (d) => dates.dateTime(d.created)],
    ['seen', t('device.summary.last-seen', 'Last seen'), (d) => relative(d.last_seen)],
    ['request', t('device.summary.last-request', 'Last request'), (d) => relative(d.last_request)],
    ['connected', t('device.summary.first-connected', 'First connected'), (d) => dates.dateTime(d.first_connected)],
    [
      'customer-request',
      t('device.summary.last-customer-request', 'Last customer request'),
      (d) => relative(d.last_customer_request_ts),
    ],
    [
      'location',
      t('device.summary.location', 'Last location'),
      (d) =>
        d.last_location ? (
          <span>
            <Typography.Text code>{d.last_location}</Typography.Text>
            {fixedAt !== null && (
              <>
                {' '}
                <span title={dates.dateTime(fixedAt)}>
                  {t('device.summary.location-age', '({{age}})', { age: dates.relative(fixedAt, nowMs) })}
                </span>
              </>
            )}
          </span>
        ) : (
          t('device.summary.no-location', 'No location reported')
        ),
    ],
  ];
  if (landing) {
    rows.push([
      'landing',
      t('device.summary.landing-page', 'Landing page'),
      () => (
        <Typography.Link href={landing} target="_blank" rel="noopener noreferrer" style={{ overflowWrap: 'anywhere' }}>
          {landing}
        </Typography.Link>
      ),
    ]);
  }
  const items: DescriptionsProps['items'] = rows.map(([key, label, value]) => ({
    key,
    label,
    children: device ? value(device) : VALUE_SKELETON,
  }));
  return (
    <Card size="small" title={t('device.summary.title', 'Summary')}>
      <Descriptions size="small" column={{ xs: 1, md: 2 }} items={items} />
    </Card>
  );
}
