import { NETWORK_NAME_MAX_LENGTH, NETWORK_RENAME_RULE } from '@beacon/shared';
import type { Network } from '@beacon/shared/contract';
import { contractRules } from '@beacon/shared/ui';
import { Button, Card, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useUpdateNetwork } from './useUpdateNetwork.ts';

export interface RenameNetworkFormProps {
  accountId: string;
  network: Network;
}

interface RenameValues {
  name: string;
}

/** Edit name (customer-console.md §5 "Valid name required"); sends the trimmed name. */
export function RenameNetworkForm({ accountId, network }: RenameNetworkFormProps) {
  const { t } = useTranslation('networks');
  const [form] = Form.useForm<RenameValues>();
  const { save, saving } = useUpdateNetwork(accountId, network.network_id);
  const invalid = t('network-settings.rename.invalid', 'Valid name required');

  return (
    <Card size="small" title={t('network-settings.rename.title', 'Network name')}>
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ name: network.name }}
        onFinish={({ name }) => void save({ name: name.trim() }, form, 'name')}
      >
        <Form.Item
          name="name"
          label={t('network-settings.rename.label', 'Name')}
          rules={contractRules(NETWORK_RENAME_RULE, invalid)}
        >
          <Input autoComplete="off" count={{ show: true, max: NETWORK_NAME_MAX_LENGTH }} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('network-settings.rename.submit', 'Save name')}
        </Button>
      </Form>
    </Card>
  );
}
