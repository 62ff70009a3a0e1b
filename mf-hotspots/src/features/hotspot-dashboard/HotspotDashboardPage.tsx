import { PlannedScreen } from '@beacon/shared/ui';
import { useTranslation } from 'react-i18next';

/** Route `/hotspots/dashboard`. */
export default function HotspotDashboardPage() {
  const { t } = useTranslation('hotspots');
  return (
    <PlannedScreen
      title={t('dashboard.title', 'Hotspot Dashboard')}
      what={t(
        'dashboard.planned',
        'Total, Online and Offline cards, the map, status changes, status reports and the hotspot list',
      )}
    />
  );
}
