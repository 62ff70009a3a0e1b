import { PlannedScreen } from '@beacon/shared/ui';
import { useTranslation } from 'react-i18next';

/** Route `/hotspots/groups`. */
export default function HotspotGroupsPage() {
  const { t } = useTranslation('hotspots');
  return (
    <PlannedScreen
      title={t('groups.title', 'Hotspot Groups')}
      what={t('groups.planned', 'a card per group and the Add Group dialog')}
    />
  );
}
