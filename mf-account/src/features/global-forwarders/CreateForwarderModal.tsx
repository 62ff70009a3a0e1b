import { GLOBAL_NAMESPACE_MAX, GLOBAL_NAMESPACE_RULE } from '@beacon/shared';
import type { GlobalForwarder } from '@beacon/shared/contract';
import { checkRule, contractRules, FormModal, useToastedCall } from '@beacon/shared/ui';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import Switch from 'antd/es/switch';
import { useTranslation } from 'react-i18next';
import { useCreateGlobalForwarderMutation, type DestinationNetwork } from './api.ts';
import { forwarderBody, namespaceTaken, validDeviceFilter, type ForwarderFormValues } from './forwarderForm.ts';

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
  const toasted = useToastedCall();
  const [createForwarder] = useCreateGlobalForwarderMutation();
  const required = t('global-forwarders.create.required', 'This field is required');

  const create = async (values: ForwarderFormValues) => {
    const created = await toasted(() => createForwarder({ accountId, body: forwarderBody(values) }).unwrap(), {
      error: (message) =>
        t('global-forwarders.create.error', 'Error creating Global Forwarder: {{message}}', { message }),
      success: t('global-forwarders.create.success', 'Global Forwarder created'),
    });
    if (created.ok) onCreated();
    return created.ok;
  };

  return (
    <FormModal<ForwarderFormValues>
      open={open}
      title={t('global-forwarders.create.title', 'Create Global Forwarder')}
      okText={t('global-forwarders.create.submit', 'Create')}
      initialValues={{ device_filter: '*', internal_only: false }}
      onSubmit={create}
      onClose={onClose}
    >
      <Form.Item
        name="namespace"
        label={t('global-forwarders.create.namespace', 'Namespace')}
        extra={t('global-forwarders.create.namespace-hint', 'Unique across the platform, e.g. global:fleet-alerts')}
        required
        validateFirst
        rules={[
          ...contractRules(GLOBAL_NAMESPACE_RULE, {
            required,
            'too-long': t('global-forwarders.create.namespace-too-long', 'At most {{max, number}} characters', {
              max: GLOBAL_NAMESPACE_MAX,
            }),
            pattern: t('global-forwarders.create.namespace-prefix', "Namespace must begin with 'global:'"),
            characters: t(
              'global-forwarders.create.namespace-characters',
              "After 'global:' use only letters, digits, _, - and :",
            ),
          }),
          checkRule((value) =>
            namespaceTaken(value, existing)
              ? t('global-forwarders.create.namespace-taken', 'This namespace is already in use')
              : undefined,
          ),
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
          checkRule((value) =>
            validDeviceFilter(value)
              ? undefined
              : t('global-forwarders.create.device-filter-invalid', 'Enter one device id, or * for all'),
          ),
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
    </FormModal>
  );
}
