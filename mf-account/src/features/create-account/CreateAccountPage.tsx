import { REQUEST_ACCOUNT_PATH } from '@beacon/shared';
import { PageFrame, useErrorToast } from '@beacon/shared/ui';
import App from 'antd/es/app';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { Link } from '@beacon/shared/router';
import { useCreateAccountMutation } from './api.ts';
import { CreateAccountForm } from './CreateAccountForm.tsx';
import { toCreateAccountBody, type CreateAccountValues } from './model.ts';
import { useOpenNewAccount } from '../../components/useOpenNewAccount.ts';

/**
 * `/create_account`: the create-account form. Success says "Account created. Welcome!" and opens
 * the network list with the new account selected; a failure toasts the server's message.
 */
export function CreateAccountPage() {
  const { t } = useTranslation('account');
  const { notification } = App.useApp();
  const toastError = useErrorToast();
  const [createAccount, { isLoading }] = useCreateAccountMutation();
  const created = useOpenNewAccount();

  const submit = async (values: CreateAccountValues) => {
    try {
      const account = await createAccount(toCreateAccountBody(values)).unwrap();
      notification.success({ title: t('onboarding.create.success', 'Account created. Welcome!') });
      created.open(account);
    } catch (cause) {
      toastError(cause, (message) => t('onboarding.create.error', 'Error creating account: {{message}}', { message }));
    }
  };

  return (
    <PageFrame title={t('onboarding.create.title', 'Create Account')}>
      <Typography.Paragraph>
        {t('onboarding.create.intro', 'Create an account for your organisation. You will be its owner.')}
      </Typography.Paragraph>
      <CreateAccountForm submitting={isLoading || created.waiting} onSubmit={(values) => void submit(values)} />
      <Typography.Paragraph type="secondary">
        {t('onboarding.create.request-hint', 'Should someone else set up the account for your organisation?')}{' '}
        <Link to={REQUEST_ACCOUNT_PATH}>{t('onboarding.create.request-link', 'Request an account')}</Link>
      </Typography.Paragraph>
    </PageFrame>
  );
}
