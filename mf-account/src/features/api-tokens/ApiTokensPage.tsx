import { useTranslation } from 'react-i18next';
import { AccountTabPage } from '../../components/AccountTabs.tsx';

/** `/account/apitokens`. */
export default function ApiTokensPage() {
  const { t } = useTranslation('account');
  return <AccountTabPage tab="apitokens" planned={t('planned.apitokens', 'API tokens and the create modal')} />;
}
