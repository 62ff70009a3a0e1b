import { accountSelected, ACCOUNT_NAME_MAX_LENGTH, ACCOUNT_NAME_RULE, useAppDispatch } from '@beacon/shared';
import { contractRules, focusFieldOnOpen, useErrorToast } from '@beacon/shared/ui';
import App from 'antd/es/app';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import { useTranslation } from 'react-i18next';
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
 * Renames the account (customer-console.md §5: 3 to 100 characters, "This field is required"). On
 * success the session takes the renamed account at once, and the shell reloads the account list.
 */
export function EditAccountModal({ open, accountId, name, onClose }: EditAccountModalProps) {
  const { t } = useTranslation('account');
  const [form] = Form.useForm<EditAccountValues>();
  const { notification } = App.useApp();
  const toastError = useErrorToast();
  const dispatch = useAppDispatch();
  const [updateAccount, { isLoading }] = useUpdateAccountMutation();

  const save = async ({ name: typed = '' }: EditAccountValues) => {
    try {
      const account = await updateAccount({ accountId, body: { name: typed.trim() } }).unwrap();
      dispatch(accountSelected(account));
    } catch (cause) {
      toastError(cause, (message) => t('account-page.edit.error', 'Error updating account: {{message}}', { message }));
      return;
    }
    notification.success({ title: t('account-page.edit.success', 'Account updated') });
    onClose();
  };

  return (
    <Modal
      open={open}
      title={t('account-page.edit.title', 'Edit account')}
      okText={t('account-page.edit.save', 'Save')}
      cancelText={t('account-page.edit.cancel', 'Cancel')}
      confirmLoading={isLoading}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      afterOpenChange={focusFieldOnOpen(form, 'name')}
    >
      <Form<EditAccountValues>
        form={form}
        layout="vertical"
        initialValues={{ name }}
        onFinish={(values) => void save(values)}
        preserve={false}
      >
        <Form.Item
          name="name"
          label={t('account-page.edit.name', 'Account name')}
          required
          rules={contractRules(ACCOUNT_NAME_RULE, t('account-page.edit.name-required', 'This field is required'))}
        >
          <Input autoComplete="organization" count={{ show: true, max: ACCOUNT_NAME_MAX_LENGTH }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
