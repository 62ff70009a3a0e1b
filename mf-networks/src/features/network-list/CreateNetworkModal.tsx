import { NETWORK_NAME_MAX_LENGTH, NETWORK_NAME_RULE } from '@beacon/shared';
import { contractRules, FormModal, useToastedCall } from '@beacon/shared/ui';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
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
  const toasted = useToastedCall();
  const [form] = Form.useForm<CreateNetworkValues>();
  const [createNetwork] = useCreateNetworkMutation();
  const nameMessage = t('network-list.create.name-required', 'Valid Network Name required');

  const create = async ({ name }: CreateNetworkValues) => {
    const created = await toasted(() => createNetwork({ accountId, body: { name: name.trim() } }).unwrap(), {
      error: (message) => t('network-list.create.error', 'Error creating network: {{message}}', { message }),
      success: t('network-list.create.success', 'Network created'),
      // The server's 400 is a validation message: show it on the field as well.
      refusedField: { form, name: 'name' },
    });
    return created.ok;
  };

  return (
    <FormModal<CreateNetworkValues>
      open={open}
      title={t('network-list.create.title', 'Create Network')}
      okText={t('network-list.create.submit', 'Create')}
      form={form}
      onSubmit={create}
      onClose={onClose}
    >
      <Form.Item
        name="name"
        label={t('network-list.create.name-label', 'Network Name')}
        required
        rules={contractRules(NETWORK_NAME_RULE, nameMessage)}
      >
        <Input autoComplete="off" count={{ show: true, max: NETWORK_NAME_MAX_LENGTH }} />
      </Form.Item>
    </FormModal>
  );
}
