import { accountSelected, useAppDispatch } from '@beacon/shared';
import { FormModal, useToastedCall } from '@beacon/shared/ui';
import { useTranslation } from 'react-i18next';
import { AccountNameField, accountNameLengthMessage } from './AccountNameField.tsx';
import { useUpdateAccountMutation } from './accountApi.ts';

export interface EditAccountModalProps {
  open: boolean;
  accountId: string;
  name: string;
  onClose: () => void;
}

interface EditAccountValues {
  name?: string;
}

/**
 * Renames the account (customer-console.md §5: 3 to 100 characters, "This field is required" when empty). On
 * success the session takes the renamed account at once, and the shell reloads the account list.
 */
export function EditAccountModal({ open, accountId, name, onClose }: EditAccountModalProps) {
  const { t } = useTranslation('account');
  const toasted = useToastedCall();
  const dispatch = useAppDispatch();
  const [updateAccount] = useUpdateAccountMutation();

  const save = async ({ name: typed = '' }: EditAccountValues) => {
    const saved = await toasted(() => updateAccount({ accountId, body: { name: typed.trim() } }).unwrap(), {
      error: (message) => t('account-page.edit.error', 'Error updating account: {{message}}', { message }),
      success: t('account-page.edit.success', 'Account updated'),
    });
    if (saved.ok) dispatch(accountSelected(saved.result));
    return saved.ok;
  };

  return (
    <FormModal<EditAccountValues>
      open={open}
      title={t('account-page.edit.title', 'Edit account')}
      okText={t('account-page.edit.save', 'Save')}
      initialValues={{ name }}
      onSubmit={save}
      onClose={onClose}
    >
      <AccountNameField
        label={t('account-page.edit.name', 'Account name')}
        requiredMessage={t('account-page.edit.name-required', 'This field is required')}
        lengthMessage={accountNameLengthMessage(t)}
      />
    </FormModal>
  );
}
