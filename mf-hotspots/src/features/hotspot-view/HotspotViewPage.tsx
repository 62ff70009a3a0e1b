import { PlannedScreen } from '@beacon/shared/ui';
import { useTranslation } from 'react-i18next';
import { useParams } from '@beacon/shared/router';

/** Route `/hotspots/{hotspotId}` (hotspot_view). */
export default function HotspotViewPage() {
  const { t } = useTranslation('hotspots');
  const { hotspotId = '' } = useParams();
  return (
    <PlannedScreen
      title={t('hotspot.title', 'Hotspot {{id}}', { id: hotspotId })}
      what={t('hotspot.planned', 'hotspot details, edit and delete')}
    />
  );
}
