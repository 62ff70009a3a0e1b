import type { Network } from '@beacon/shared/contract';
import { Button, Card, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { isValidLandingPage } from './model.ts';
import { useUpdateNetwork } from './useUpdateNetwork.ts';

export interface LandingPageFormProps {
  accountId: string;
  network: Network;
}

interface LandingPageValues {
  url: string;
}

/**
 * The device landing page URL (customer-console.md §5): an http(s) URL that may contain
 * `{device_id}` ("Valid URL required"); empty removes it. Sent with the network's current name.
 */
export function LandingPageForm({ accountId, network }: LandingPageFormProps) {
  const { t } = useTranslation('networks');
  const [form] = Form.useForm<LandingPageValues>();
  const { save, saving } = useUpdateNetwork(accountId, network.network_id);
  const invalid = t('network-settings.landing.invalid', 'Valid URL required');

  return (
    <Card size="small" title={t('network-settings.landing.title', 'Device landing page')}>
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ url: network.device_landing_page ?? '' }}
        onFinish={({ url }) => void save({ name: network.name, device_landing_page: url.trim() }, form, 'url')}
      >
        <Form.Item
          name="url"
          label={t('network-settings.landing.label', 'Device landing page URL')}
          extra={t(
            'network-settings.landing.help',
            'An http or https URL. {device_id} in it is replaced by the device ID. Leave it empty to remove the landing page.',
          )}
          rules={[
            {
              validator: (_rule, value) =>
                isValidLandingPage(value) ? Promise.resolve() : Promise.reject(new Error(invalid)),
            },
          ]}
        >
          <Input
            autoComplete="off"
            spellCheck={false}
            inputMode="url"
            placeholder="https://example.com/devices/{device_id}"
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('network-settings.landing.submit', 'Save landing page')}
        </Button>
      </Form>
    </Card>
  );
}
