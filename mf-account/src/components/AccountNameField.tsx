import { ACCOUNT_NAME_MAX_LENGTH, ACCOUNT_NAME_MIN_LENGTH, ACCOUNT_NAME_RULE } from '@beacon/shared';
import { contractRules } from '@beacon/shared/ui';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import type { TFunction } from 'i18next';

export interface AccountNameFieldProps {
  /** The field's label, in the caller's words (create and edit have their own keys). */
  label: string;
  /** The message for an empty name (the spec's). */
  requiredMessage: string;
  /** The message for a name too short or too long (the contract's length rule). */
  lengthMessage: string;
}

/** The contract's length rule for a name that is not empty, in the user's language. */
export const accountNameLengthMessage = (t: TFunction<'account'>) =>
  t('account-name.length', 'The name must be {{min, number}} to {{max, number}} characters long', {
    min: ACCOUNT_NAME_MIN_LENGTH,
    max: ACCOUNT_NAME_MAX_LENGTH,
  });

/**
 * The account-name field of the create form and the edit dialog (customer-console.md §5): `name`,
 * required ("This field is required" when empty), 3 to 100 characters (`ACCOUNT_NAME_RULE`, its length
 * rule said otherwise), with the character count shown.
 */
export function AccountNameField({ label, requiredMessage, lengthMessage }: AccountNameFieldProps) {
  const messages = { required: requiredMessage, 'too-short': lengthMessage, 'too-long': lengthMessage };
  return (
    <Form.Item name="name" label={label} required rules={contractRules(ACCOUNT_NAME_RULE, messages)}>
      <Input autoComplete="organization" count={{ show: true, max: ACCOUNT_NAME_MAX_LENGTH }} />
    </Form.Item>
  );
}
