import { PlannedScreen } from '@beacon/shared/ui';
import { useTranslation } from 'react-i18next';

/** `/profile`. */
export default function ProfilePage() {
  const { t } = useTranslation('account');
  return (
    <PlannedScreen
      title={t('profile.title', 'Profile')}
      what={t('profile.planned', 'your email, Logout and Change Password')}
    />
  );
}
