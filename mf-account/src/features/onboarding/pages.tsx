import { PlannedScreen } from '@beacon/shared/ui';
import { useTranslation } from 'react-i18next';

/** `/create_account`. */
export function CreateAccountPage() {
  const { t } = useTranslation('account');
  return (
    <PlannedScreen
      title={t('create-account.title', 'Create Account')}
      what={t('create-account.planned', 'the create-account form: name, website and terms')}
    />
  );
}

/** `/request_account`. */
export function RequestAccountPage() {
  const { t } = useTranslation('account');
  return (
    <PlannedScreen
      title={t('request-account.title', 'Request Account')}
      what={t('request-account.planned', 'the request-an-account form from the marketing-forms service')}
    />
  );
}

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
