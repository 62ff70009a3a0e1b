import { PlannedScreen } from '@beacon/shared/ui';
import { useTranslation } from 'react-i18next';

/** Route `/hotspots/manage` (hotspots_manage). */
export default function ManageHotspotsPage() {
  const { t } = useTranslation('hotspots');
  return (
    <PlannedScreen
      title={t('manage.title', 'Manage Hotspots')}
      what={t('manage.planned', 'the hotspot table with cursor paging and the Register Hotspot dialog')}
    />
  );
}
