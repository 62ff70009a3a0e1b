import { useTranslation } from 'react-i18next';
import { AccountTabPage } from '../../components/AccountTabs.tsx';

/** `/account/invites`. */
export default function InvitesPage() {
  const { t } = useTranslation('account');
  return <AccountTabPage tab="invites" planned={t('planned.invites', 'pending invites, resend and delete')} />;
}
