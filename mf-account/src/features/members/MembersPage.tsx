import { useTranslation } from 'react-i18next';
import { AccountTabPage } from '../../components/AccountTabs.tsx';

/** `/account/members` (the default tab of the account page). */
export default function MembersPage() {
  const { t } = useTranslation('account');
  return <AccountTabPage tab="members" planned={t('planned.members', 'the members with their levels')} />;
}
