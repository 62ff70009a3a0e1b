import { CAPTURE_NAMESPACE_RULE, webhookCapturesEvents, WEBHOOK_URL_RULE } from '@beacon/shared';
import { contractRules } from '@beacon/shared/ui';
import Checkbox from 'antd/es/checkbox';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useTranslation } from 'react-i18next';
import { useTooLongMessage } from './useTooLongMessage.ts';
import { HeaderRowsFields } from '../../components/HeaderRowsFields.tsx';
import type { IntegrationFormValues } from './integrationForm.ts';

const CAPTURE_FIELDS = ['capture_device', 'capture_network_all', 'capture_device_namespace'] as const;

/** Webhook (customer-console.md §3): url, capture_device_namespace, capture_device, capture_network_all, up to 3 headers. */
export function WebhookFields() {
  const { t } = useTranslation('networks');
  const tooLong = useTooLongMessage();
  const captureRequired = t('integrations.webhook.capture-required', 'Choose at least one kind of event to capture');
  return (
    <>
      <Form.Item
        name="url"
        label={t('integrations.webhook.url', 'URL')}
        rules={contractRules(WEBHOOK_URL_RULE, {
          required: t('integrations.webhook.url-required', 'URL is required'),
          url: t('integrations.webhook.url-invalid', 'Valid URL required'),
          'too-long': tooLong(WEBHOOK_URL_RULE.maxLength.value),
        })}
      >
        <Input
          autoComplete="off"
          maxLength={WEBHOOK_URL_RULE.maxLength.value}
          placeholder="https://example.com/beacon-events"
        />
      </Form.Item>
      <Form.Item
        name="capture_device_namespace"
        label={t('integrations.webhook.namespace', 'Device namespace to capture')}
        extra={t(
          'integrations.webhook.namespace-help',
          'Device requests and messages of this namespace (device.request.{namespace}.* and device.message.{namespace}.*).',
        )}
        dependencies={['capture_device', 'capture_network_all']}
        rules={contractRules(CAPTURE_NAMESPACE_RULE, {
          pattern: t('integrations.namespace-invalid', 'Valid namespace required: letters, digits, _, - and : only'),
          'too-long': tooLong(CAPTURE_NAMESPACE_RULE.maxLength.value),
        })}
      >
        <Input autoComplete="off" maxLength={CAPTURE_NAMESPACE_RULE.maxLength.value} />
      </Form.Item>
      <Form.Item
        name="capture_device"
        valuePropName="checked"
        dependencies={['capture_network_all', 'capture_device_namespace']}
        rules={[
          ({ getFieldsValue }) => ({
            validator: () =>
              webhookCapturesEvents(getFieldsValue([...CAPTURE_FIELDS]) as IntegrationFormValues)
                ? Promise.resolve()
                : Promise.reject(new Error(captureRequired)),
          }),
        ]}
      >
        <Checkbox>{t('integrations.webhook.capture-device', 'Capture every device event (device.*)')}</Checkbox>
      </Form.Item>
      <Form.Item name="capture_network_all" valuePropName="checked">
        <Checkbox>{t('integrations.webhook.capture-network', 'Capture every network event (network.*)')}</Checkbox>
      </Form.Item>
      <HeaderRowsFields />
    </>
  );
}
