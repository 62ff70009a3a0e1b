import { NotBuiltYet } from '@beacon/shared/ui';
import { useTranslation } from 'react-i18next';
import { AccountTabPage } from '../../components/AccountTabs.tsx';

/** `/account/members` (the default tab of the account page). */
export default function MembersPage() {
  const { t } = useTranslation('account');
  return (
    <AccountTabPage tab="members">
      <NotBuiltYet what={t('planned.members', 'the members with their levels')} />
    </AccountTabPage>
  );
}
