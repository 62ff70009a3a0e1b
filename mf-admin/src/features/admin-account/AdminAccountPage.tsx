import { PlannedScreen } from '@beacon/shared/ui';
import { useTranslation } from 'react-i18next';
import { useParams } from '@beacon/shared/router';

/** `/admin/accounts/{accountId}`. */
export default function AdminAccountPage() {
  const { t } = useTranslation('admin');
  const { accountId = '' } = useParams();
  return (
    <PlannedScreen
      title={t('account.title', 'Account {{id}}', { id: accountId })}
      what={t('account.planned', 'account data, members, tier, invites, networks and hotspot status')}
    />
  );
}
