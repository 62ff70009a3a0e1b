import { PlannedScreen } from '@beacon/shared/ui';
import { useTranslation } from 'react-i18next';

/** `/admin` (admin_dashboard). */
export default function AdminDashboardPage() {
  const { t } = useTranslation('admin');
  return (
    <PlannedScreen
      title={t('dashboard.title', 'Admin Dashboard')}
      what={t('dashboard.planned', 'device, account and hotspot search and the account table')}
    />
  );
}
