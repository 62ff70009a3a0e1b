import { Link } from '@beacon/shared/router';
import type { EpochSeconds } from '@beacon/shared/ui';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import type { DescriptionsProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AdminDevice } from '@beacon/shared/contract';
import { adminAccountPath, adminNetworkPath } from '../../components/adminPaths.ts';
import { DetailsCard } from '../../components/DetailsCard.tsx';
import { useDetailCells, WRAP } from '../../components/useDetailCells.tsx';

export interface DeviceDetailsProps {
  device: AdminDevice;
}

/**
 * Every field of the admin device (admin-and-hotspots.md §3): dates in full local form or 'N/A', the
 * "last …" times with their age ('Never' when missing), the account and network linked. One column
 * on a phone.
 */
export function DeviceDetails({ device }: DeviceDetailsProps) {
  const { t } = useTranslation('admin');
  const { dates, notAvailable, text, yesNo, suspended, copyableCode, row } = useDetailCells({
    yes: t('device.yes', 'Yes'),
    no: t('device.no', 'No'),
  });
  // A "last …" time: the full date with its age ('Never' when missing); from 7 days the age is a date.
  const withAge = (at: EpochSeconds) => {
    const age = dates.relative(at);
    if (!at) return age;
    return age === dates.date(at)
      ? dates.dateTime(at)
      : t('device.details.date-with-age', '{{date}} ({{age}})', { date: dates.dateTime(at), age });
  };
  const accountPath = adminAccountPath(device.account);

  const items: DescriptionsProps['items'] = [
    row('id', t('device.details.id', 'Device ID'), copyableCode(device.id)),
    row('description', t('device.details.description', 'Description'), text(device.description)),
    row(
      'session',
      t('device.details.session', 'Session'),
      device.session ? (
        <Typography.Text code style={WRAP}>
          {device.session}
        </Typography.Text>
      ) : (
        <Tag>{t('device.details.no-session', 'No session')}</Tag>
      ),
    ),
    row('suspended', t('device.details.suspended', 'Suspended'), suspended(device.suspended)),
    row('internal', t('device.details.internal', 'Internal'), yesNo(device.internal)),
    row('ap-lock', t('device.details.ap-lock', 'AP lock'), text(device.ap_lock)),
    row(
      'request-connection',
      t('device.details.request-connection', 'Request connection'),
      yesNo(device.request_connection),
    ),
    row(
      'network',
      t('device.details.network', 'Network'),
      <Link to={adminNetworkPath(device.account, device.app)} style={WRAP}>
        {t('device.details.network-value', '{{name}} ({{id}})', { name: device.app_name, id: device.app })}
      </Link>,
    ),
    row(
      'account',
      t('device.details.account', 'Account'),
      <Link to={accountPath} style={WRAP}>
        {device.account}
      </Link>,
    ),
    row('model', t('device.details.model', 'Device model'), text(device.device_model)),
    row(
      'public-key',
      t('device.details.public-key', 'Public key'),
      device.public_key ? copyableCode(device.public_key) : notAvailable,
    ),
    row('location', t('device.details.location', 'Location'), text(device.location)),
    row('last-seen', t('device.details.last-seen', 'Last seen'), withAge(device.last_seen)),
    row('last-connected', t('device.details.last-connected', 'Last connected'), withAge(device.last_connected)),
    row(
      'first-connected',
      t('device.details.first-connected', 'First connected'),
      dates.dateTime(device.first_connected),
    ),
    row('created', t('device.details.created', 'Created'), dates.dateTime(device.created)),
    row('last-updated', t('device.details.last-updated', 'Last updated'), dates.dateTime(device.last_updated)),
  ];

  return <DetailsCard title={t('device.details.title', 'Details')} items={items} />;
}
