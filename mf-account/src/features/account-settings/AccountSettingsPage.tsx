import { useTranslation } from 'react-i18next';
import { AccountTabPage } from '../../components/AccountTabs.tsx';

/** `/account/settings` (route account_settings). */
export default function AccountSettingsPage() {
  const { t } = useTranslation('account');
  return <AccountTabPage tab="settings" planned={t('planned.settings', 'the account name, ID and your role')} />;
}
