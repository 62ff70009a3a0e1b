import { PlannedScreen } from '@beacon/shared/ui';
import { useTranslation } from 'react-i18next';
import { useParams } from '@beacon/shared/router';

/** Route `/hotspots/groups/{groupId}` (hotspots_view_group). */
export default function GroupDetailPage() {
  const { t } = useTranslation('hotspots');
  const { groupId = '' } = useParams();
  return (
    <PlannedScreen
      title={t('group.title', 'Group {{id}}', { id: groupId })}
      what={t('group.planned', 'group settings, alerts and the hotspots in the group')}
    />
  );
}
