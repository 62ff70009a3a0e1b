import { ACCOUNT_NAME_MAX_LENGTH, ACCOUNT_NAME_RULE } from '@beacon/shared';
import { contractRules } from '@beacon/shared/ui';
import Form from 'antd/es/form';
import Input from 'antd/es/input';

export interface AccountNameFieldProps {
  /** The field's label, in the caller's words (create and edit have their own keys). */
  label: string;
  /** The message for an empty or too short/long name. */
  requiredMessage: string;
}

/**
 * The account-name field of the create form and the edit dialog (customer-console.md §5): `name`,
 * required, 3 to 100 characters (`ACCOUNT_NAME_RULE`), with the character count shown.
 */
export function AccountNameField({ label, requiredMessage }: AccountNameFieldProps) {
  return (
    <Form.Item name="name" label={label} required rules={contractRules(ACCOUNT_NAME_RULE, requiredMessage)}>
      <Input autoComplete="organization" count={{ show: true, max: ACCOUNT_NAME_MAX_LENGTH }} />
    </Form.Item>
  );
}
