import { PlannedScreen } from '@beacon/shared/ui';
import { useTranslation } from 'react-i18next';

/** `/accept_invite`. */
export default function AcceptInvitePage() {
  const { t } = useTranslation('account');
  return (
    <PlannedScreen
      title={t('accept-invite.title', 'Accept Invite')}
      what={t('accept-invite.planned', 'accepting the invite named by the account and code parameters')}
    />
  );
}
