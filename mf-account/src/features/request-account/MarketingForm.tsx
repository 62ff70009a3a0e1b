import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Spin from 'antd/es/spin';
import { useCallback, useRef, useState } from 'react';
import './marketingForm.css';
import { useTranslation } from 'react-i18next';
import { useEmbeddedForm, type EmbeddedFormOptions } from './useEmbeddedForm.ts';

export interface MarketingFormProps extends EmbeddedFormOptions {
  /** Load the script again after a failure. */
  onRetry: () => void;
}

/** The marketing-forms service's request form, rendered by its embed script into a region. */
export function MarketingForm({ onRetry, onSubmitted, ...options }: MarketingFormProps) {
  const { t } = useTranslation('account');
  const target = useRef<HTMLDivElement>(null);
  // Once sent, the page's own confirmation is the only one: the service's thank-you is hidden.
  const [sent, setSent] = useState(false);
  const whenSent = useCallback(() => {
    setSent(true);
    onSubmitted();
  }, [onSubmitted]);
  const status = useEmbeddedForm(target, { ...options, onSubmitted: whenSent });
  return (
    <>
      {status === 'loading' && (
        <Flex justify="center" style={{ padding: 24 }}>
          <Spin description={t('onboarding.request.loading', 'Loading the request form…')} />
        </Flex>
      )}
      {status === 'failed' && (
        <FormUnavailable
          description={t(
            'onboarding.request.script-failed',
            'The marketing-forms service did not answer. Check your connection and retry.',
          )}
          onRetry={onRetry}
        />
      )}
      <div
        ref={target}
        role="region"
        aria-label={t('onboarding.request.form', 'Request an account form')}
        className="beacon-marketing-form"
        hidden={status !== 'ready' || sent}
      />
    </>
  );
}

export interface FormUnavailableProps {
  description: string;
  onRetry?: () => void;
}

/** "The request form could not be loaded." with the reason and, when it can help, Retry. */
export function FormUnavailable({ description, onRetry }: FormUnavailableProps) {
  const { t } = useTranslation('account');
  return (
    <Alert
      type="error"
      showIcon
      title={t('onboarding.request.unavailable', 'The request form could not be loaded.')}
      description={description}
      action={
        onRetry && (
          <Button size="small" onClick={onRetry}>
            {t('onboarding.request.retry', 'Retry')}
          </Button>
        )
      }
    />
  );
}
