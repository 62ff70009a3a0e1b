import { NETWORK_NAME_MAX_LENGTH, NETWORK_NAME_RULE } from '@beacon/shared';
import { contractRules, focusFieldOnOpen, useErrorToast } from '@beacon/shared/ui';
import App from 'antd/es/app';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import { useTranslation } from 'react-i18next';
import { useCreateNetworkMutation } from './api.ts';

export interface CreateNetworkModalProps {
  accountId: string;
  open: boolean;
  onClose: () => void;
}

interface CreateNetworkValues {
  name: string;
}

/**
 * The Create Network modal: a name of 1 to 30 characters (trimmed). Success closes it with
 * "Network created" (the list refetches); a failure toasts and keeps the modal open as typed.
 */
export function CreateNetworkModal({ accountId, open, onClose }: CreateNetworkModalProps) {
  const { t } = useTranslation('networks');
  const { notification } = App.useApp();
  const toastError = useErrorToast();
  const [form] = Form.useForm<CreateNetworkValues>();
  const [createNetwork, { isLoading }] = useCreateNetworkMutation();
  const nameMessage = t('network-list.create.name-required', 'Valid Network Name required');

  const submit = async ({ name }: CreateNetworkValues) => {
    if (isLoading) return; // Enter pressed again while the first request runs
    try {
      await createNetwork({ accountId, body: { name: name.trim() } }).unwrap();
    } catch (cause) {
      const error = toastError(cause, (message) =>
        t('network-list.create.error', 'Error creating network: {{message}}', { message }),
      );
      // The server's 400 is a validation message: show it on the field as well.
      if (error.status === 400) form.setFields([{ name: 'name', errors: [error.message] }]);
      return;
    }
    notification.success({ title: t('network-list.create.success', 'Network created') });
    onClose();
  };

  return (
    <Modal
      open={open}
      title={t('network-list.create.title', 'Create Network')}
      okText={t('network-list.create.submit', 'Create')}
      cancelText={t('network-list.create.cancel', 'Cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={isLoading}
      destroyOnHidden
      afterOpenChange={focusFieldOnOpen(form, 'name')}
    >
      <Form form={form} layout="vertical" preserve={false} onFinish={(values) => void submit(values)}>
        <Form.Item
          name="name"
          label={t('network-list.create.name-label', 'Network Name')}
          required
          rules={contractRules(NETWORK_NAME_RULE, nameMessage)}
        >
          <Input autoComplete="off" count={{ show: true, max: NETWORK_NAME_MAX_LENGTH }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
