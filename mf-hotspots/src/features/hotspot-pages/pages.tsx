import { PlannedScreen } from '@beacon/shared/ui';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';

/** Route `/hotspots/manage` (hotspots_manage). */
export function ManagePage() {
  const { t } = useTranslation('hotspots');
  return (
    <PlannedScreen
      title={t('manage.title', 'Manage Hotspots')}
      what={t('manage.planned', 'the hotspot table with cursor paging and the Register Hotspot dialog')}
    />
  );
}

/** Route `/hotspots/groups`. */
export function GroupsPage() {
  const { t } = useTranslation('hotspots');
  return (
    <PlannedScreen
      title={t('groups.title', 'Hotspot Groups')}
      what={t('groups.planned', 'a card per group and the Add Group dialog')}
    />
  );
}

/** Route `/hotspots/groups/{groupId}` (hotspots_view_group). */
export function GroupPage() {
  const { t } = useTranslation('hotspots');
  const { groupId = '' } = useParams();
  return (
    <PlannedScreen
      title={t('group.title', 'Group {{id}}', { id: groupId })}
      what={t('group.planned', 'group settings, alerts and the hotspots in the group')}
    />
  );
}

/** Route `/hotspots/{hotspotId}` (hotspot_view). */
export function HotspotPage() {
  const { t } = useTranslation('hotspots');
  const { hotspotId = '' } = useParams();
  return (
    <PlannedScreen
      title={t('hotspot.title', 'Hotspot {{id}}', { id: hotspotId })}
      what={t('hotspot.planned', 'hotspot details, edit and delete')}
    />
  );
}
