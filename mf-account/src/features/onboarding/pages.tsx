import { PlannedScreen } from '@beacon/shared/ui';
import { useTranslation } from 'react-i18next';

export { CreateAccountPage } from './CreateAccountPage.tsx';
export { RequestAccountPage } from './RequestAccountPage.tsx';

/** `/accept_invite`. */
export function AcceptInvitePage() {
  const { t } = useTranslation('account');
  return (
    <PlannedScreen
      title={t('accept-invite.title', 'Accept Invite')}
      what={t('accept-invite.planned', 'accepting the invite named by the account and code parameters')}
    />
  );
}
