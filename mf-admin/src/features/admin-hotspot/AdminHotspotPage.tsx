import { PlannedScreen } from '@beacon/shared/ui';
import { useTranslation } from 'react-i18next';
import { useParams } from '@beacon/shared/router';

/** `/admin/hotspots/{hotspotId}`. */
export default function AdminHotspotPage() {
  const { t } = useTranslation('admin');
  const { hotspotId = '' } = useParams();
  return (
    <PlannedScreen
      title={t('hotspot.title', 'Hotspot {{id}}', { id: hotspotId })}
      what={t('hotspot.planned', 'basic information, connection status, configuration and statistics')}
    />
  );
}
