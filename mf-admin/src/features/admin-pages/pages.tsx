import { PlannedScreen } from '@beacon/shared/ui';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';

/** `/admin/tiers` (admin_tier_management). */
export function TiersPage() {
  const { t } = useTranslation('admin');
  return (
    <PlannedScreen
      title={t('tiers.title', 'Tier Management')}
      what={t('tiers.planned', 'tier profiles: search, create, edit, delete')}
    />
  );
}

/** `/admin/accounts/{accountId}`. */
export function AdminAccountPage() {
  const { t } = useTranslation('admin');
  const { accountId = '' } = useParams();
  return (
    <PlannedScreen
      title={t('account.title', 'Account {{id}}', { id: accountId })}
      what={t('account.planned', 'account data, members, tier, invites, networks and hotspot status')}
    />
  );
}

/** `/admin/accounts/{accountId}/networks/{networkId}`. */
export function AdminNetworkDevicesPage() {
  const { t } = useTranslation('admin');
  const { networkId = '' } = useParams();
  return (
    <PlannedScreen
      title={t('network-devices.title', 'Network {{id}} devices', { id: networkId })}
      what={t('network-devices.planned', 'the devices of the network, 20 a page, with session actions')}
    />
  );
}

/** `/admin/devices/{deviceId}`. */
export function AdminDevicePage() {
  const { t } = useTranslation('admin');
  const { deviceId = '' } = useParams();
  return (
    <PlannedScreen
      title={t('device.title', 'Device {{id}}', { id: deviceId })}
      what={t('device.planned', 'device details and settings, clear session, disconnect')}
    />
  );
}

/** `/admin/hotspots/{hotspotId}`. */
export function AdminHotspotPage() {
  const { t } = useTranslation('admin');
  const { hotspotId = '' } = useParams();
  return (
    <PlannedScreen
      title={t('hotspot.title', 'Hotspot {{id}}', { id: hotspotId })}
      what={t('hotspot.planned', 'basic information, connection status, configuration and statistics')}
    />
  );
}

/** `/admin/hotspots-monitoring` (admin_hotspot_monitoring). */
export function MonitoringPage() {
  const { t } = useTranslation('admin');
  return (
    <PlannedScreen
      title={t('monitoring.title', 'Monitored Hotspots')}
      what={t('monitoring.planned', 'the monitored hotspots of one account with filters')}
    />
  );
}
