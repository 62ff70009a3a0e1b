import { CREATE_ACCOUNT_PATH, useConsoleConfig } from '@beacon/shared';
import { PageFrame } from '@beacon/shared/ui';
import Alert from 'antd/es/alert';
import Typography from 'antd/es/typography';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@beacon/shared/router';
import { FormUnavailable, MarketingForm } from './MarketingForm.tsx';

/**
 * `/request_account`: the request-an-account form of the marketing-forms service (runtime config
 * `marketingForms`), for people who should not create an account themselves.
 */
export function RequestAccountPage() {
  const { t } = useTranslation('account');
  const { marketingForms } = useConsoleConfig();
  const [attempt, setAttempt] = useState(0);
  const [submitted, setSubmitted] = useState(false);
  const onSubmitted = useCallback(() => setSubmitted(true), []);

  return (
    <PageFrame title={t('onboarding.request.title', 'Request Account')}>
      <Typography.Paragraph>
        {t(
          'onboarding.request.intro',
          'Tell us about your organisation and we will set up an account for you. We will reply by email.',
        )}
      </Typography.Paragraph>
      {submitted && (
        <Alert
          type="success"
          showIcon
          title={t('onboarding.request.sent', 'Your request has been sent. We will be in touch by email.')}
        />
      )}
      {marketingForms ? (
        <MarketingForm
          key={attempt}
          {...marketingForms}
          onSubmitted={onSubmitted}
          onRetry={() => setAttempt((n) => n + 1)}
        />
      ) : (
        <FormUnavailable
          description={t(
            'onboarding.request.not-configured',
            'This console has no marketing-forms service configured. Please contact support.',
          )}
        />
      )}
      <Typography.Paragraph type="secondary">
        {t('onboarding.request.create-hint', 'Setting up the account yourself?')}{' '}
        <Link to={CREATE_ACCOUNT_PATH}>{t('onboarding.request.create-link', 'Create an account')}</Link>
      </Typography.Paragraph>
    </PageFrame>
  );
}
