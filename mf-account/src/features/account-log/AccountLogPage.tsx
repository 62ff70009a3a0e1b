import { useTranslation } from 'react-i18next';
import { AccountTabPage } from '../../components/AccountTabs.tsx';

/** `/account/logs`. */
export default function AccountLogPage() {
  const { t } = useTranslation('account');
  return <AccountTabPage tab="logs" planned={t('planned.logs', 'the account activity log')} />;
}
