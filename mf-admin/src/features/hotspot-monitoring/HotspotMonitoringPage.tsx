import { PlannedScreen } from '@beacon/shared/ui';
import { useTranslation } from 'react-i18next';

/** `/admin/hotspots-monitoring` (admin_hotspot_monitoring). */
export default function HotspotMonitoringPage() {
  const { t } = useTranslation('admin');
  return (
    <PlannedScreen
      title={t('monitoring.title', 'Monitored Hotspots')}
      what={t('monitoring.planned', 'the monitored hotspots of one account with filters')}
    />
  );
}
