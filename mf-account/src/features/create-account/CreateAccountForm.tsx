import { WEBSITE_RULE } from '@beacon/shared';
import { contractRules } from '@beacon/shared/ui';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useTranslation } from 'react-i18next';
import { AccountNameField, accountNameLengthMessage } from '../../components/AccountNameField.tsx';
import type { CreateAccountValues } from './model.ts';

export interface CreateAccountFormProps {
  /** The request is on its way (or the new account is being opened). */
  submitting: boolean;
  onSubmit: (values: CreateAccountValues) => void;
}

/**
 * The create-account form (customer-console.md §5): name (3 to 100 characters), an optional
 * http(s) website and the terms box. What was typed stays when the request fails.
 */
export function CreateAccountForm({ submitting, onSubmit }: CreateAccountFormProps) {
  const { t } = useTranslation('account');
  const nameMessage = t('onboarding.create.name-required', 'This field is required');
  const websiteMessage = t(
    'onboarding.create.website-invalid',
    'Please enter a valid URL starting with http:// or https://',
  );
  const termsMessage = t('onboarding.create.terms-required', 'You must agree to the terms of service');

  return (
    <Form<CreateAccountValues> layout="vertical" onFinish={onSubmit} style={{ maxWidth: 560 }}>
      <AccountNameField
        label={t('onboarding.create.name', 'Account name')}
        requiredMessage={nameMessage}
        lengthMessage={accountNameLengthMessage(t)}
      />
      <Form.Item
        name="website"
        label={t('onboarding.create.website', 'Website')}
        extra={t('onboarding.create.website-hint', 'Optional, for example https://example.com')}
        rules={contractRules(WEBSITE_RULE, {
          url: websiteMessage,
          'too-long': t('onboarding.create.website-too-long', 'URL must be at most {{max, number}} characters', {
            max: WEBSITE_RULE.maxLength.value,
          }),
        })}
      >
        <Input inputMode="url" autoComplete="url" placeholder="https://" />
      </Form.Item>
      <Form.Item
        name="terms"
        valuePropName="checked"
        rules={[
          {
            validator: (_rule, value) => (value === true ? Promise.resolve() : Promise.reject(new Error(termsMessage))),
          },
        ]}
      >
        <Checkbox>{t('onboarding.create.terms', 'I agree to the terms of service')}</Checkbox>
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={submitting}>
        {t('onboarding.create.submit', 'Create Account')}
      </Button>
    </Form>
  );
}
