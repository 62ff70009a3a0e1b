import { GLOBAL_NAMESPACE_MAX } from '@beacon/shared';
import type { GlobalForwarder } from '@beacon/shared/contract';
import { focusFieldOnOpen, useErrorToast } from '@beacon/shared/ui';
import App from 'antd/es/app';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import Switch from 'antd/es/switch';
import { useTranslation } from 'react-i18next';
import { useCreateGlobalForwarderMutation, type DestinationNetwork } from './api.ts';
import {
  forwarderBody,
  GLOBAL_NAMESPACE,
  namespaceTaken,
  validDeviceFilter,
  type ForwarderFormValues,
} from './forwarderForm.ts';

export interface CreateForwarderModalProps {
  accountId: string;
  open: boolean;
  onClose: () => void;
  /** The account's forwarders: a namespace already among them is refused before the call. */
  existing: readonly GlobalForwarder[];
  /** The account's networks, for the destination; undefined while they load. */
  networks: DestinationNetwork[] | undefined;
  onCreated: () => void;
}

/**
 * The create dialog (admin-and-hotspots.md §5): namespace (`global:…`, unique), device filter (a device
 * id or `*`), destination (a network of the account) and internal only. Failure: "Error creating Global
 * Forwarder: {message}", the dialog stays open as typed.
 */
export function CreateForwarderModal({
  accountId,
  open,
  onClose,
  existing,
  networks,
  onCreated,
}: CreateForwarderModalProps) {
  const { t } = useTranslation('account');
  const { notification } = App.useApp();
  const toastError = useErrorToast();
  const [form] = Form.useForm<ForwarderFormValues>();
  const [createForwarder, { isLoading }] = useCreateGlobalForwarderMutation();
  const required = t('global-forwarders.create.required', 'This field is required');

  const submit = async (values: ForwarderFormValues) => {
    if (isLoading) return;
    try {
      await createForwarder({ accountId, body: forwarderBody(values) }).unwrap();
    } catch (cause) {
      toastError(cause, (message) =>
        t('global-forwarders.create.error', 'Error creating Global Forwarder: {{message}}', { message }),
      );
      return;
    }
    notification.success({ title: t('global-forwarders.create.success', 'Global Forwarder created') });
    onCreated();
    onClose();
  };

  return (
    <Modal
      open={open}
      title={t('global-forwarders.create.title', 'Create Global Forwarder')}
      okText={t('global-forwarders.create.submit', 'Create')}
      cancelText={t('global-forwarders.create.cancel', 'Cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={isLoading}
      destroyOnHidden
      afterOpenChange={focusFieldOnOpen(form, 'namespace')}
    >
      <Form<ForwarderFormValues>
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{ device_filter: '*', internal_only: false }}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item
          name="namespace"
          label={t('global-forwarders.create.namespace', 'Namespace')}
          extra={t('global-forwarders.create.namespace-hint', 'Unique across the platform, e.g. global:fleet-alerts')}
          validateFirst
          rules={[
            { required: true, whitespace: true, message: required },
            {
              max: GLOBAL_NAMESPACE_MAX,
              message: t('global-forwarders.create.namespace-too-long', 'At most {{max}} characters', {
                max: GLOBAL_NAMESPACE_MAX,
              }),
            },
            {
              validator: (_, value: string) =>
                GLOBAL_NAMESPACE.test(value.trim())
                  ? Promise.resolve()
                  : Promise.reject(
                      new Error(t('global-forwarders.create.namespace-prefix', "Namespace must begin with 'global:'")),
                    ),
            },
            {
              validator: (_, value: string) =>
                namespaceTaken(value, existing)
                  ? Promise.reject(
                      new Error(t('global-forwarders.create.namespace-taken', 'This namespace is already in use')),
                    )
                  : Promise.resolve(),
            },
          ]}
        >
          <Input autoComplete="off" placeholder="global:" count={{ show: true, max: GLOBAL_NAMESPACE_MAX }} />
        </Form.Item>
        <Form.Item
          name="device_filter"
          label={t('global-forwarders.create.device-filter', 'Device filter')}
          extra={t('global-forwarders.create.device-filter-hint', 'A device id, or * for all devices')}
          validateFirst
          rules={[
            { required: true, whitespace: true, message: required },
            {
              validator: (_, value: string) =>
                validDeviceFilter(value)
                  ? Promise.resolve()
                  : Promise.reject(
                      new Error(
                        t('global-forwarders.create.device-filter-invalid', 'Enter one device id, or * for all'),
                      ),
                    ),
            },
          ]}
        >
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="destination_network"
          label={t('global-forwarders.create.destination', 'Destination network')}
          rules={[{ required: true, message: required }]}
        >
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            loading={networks === undefined}
            placeholder={t('global-forwarders.create.destination-placeholder', 'Choose a network of this account')}
            options={(networks ?? []).map((network) => ({
              value: network.id,
              label: `${network.name} (${network.id})`,
            }))}
            notFoundContent={t('global-forwarders.create.no-networks', 'This account has no networks')}
          />
        </Form.Item>
        <Form.Item
          name="internal_only"
          label={t('global-forwarders.create.internal-only', 'Internal only')}
          valuePropName="checked"
        >
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}
