import { PlannedScreen } from '@beacon/shared/ui';
import { useTranslation } from 'react-i18next';

/** `/admin/tiers` (admin_tier_management). */
export default function TiersPage() {
  const { t } = useTranslation('admin');
  return (
    <PlannedScreen
      title={t('tiers.title', 'Tier Management')}
      what={t('tiers.planned', 'tier profiles: search, create, edit, delete')}
    />
  );
}
