import { HEADER_NAME_SYMBOLS, MAX_HEADER_NAME_LENGTH, MAX_HEADER_VALUE_LENGTH } from '@beacon/shared';
import { INTEGRATION_ROUTE_HEADER } from '@beacon/shared/routing';
import { Checkbox, Col, Form, Input, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { fieldRule } from './fieldRule.ts';
import {
  capturesNothing,
  headerKeyProblem,
  headerRowValueProblem,
  MAX_WEBHOOK_HEADERS,
  optionalNamespaceProblem,
  urlProblem,
  type IntegrationFormValues,
} from './integrationForm.ts';

const HEADER_ROWS = Array.from({ length: MAX_WEBHOOK_HEADERS }, (_, i) => i);
const CAPTURE_FIELDS = ['capture_device', 'capture_network_all', 'capture_device_namespace'] as const;

/** Webhook (customer-console.md §3): url, capture_device_namespace, capture_device, capture_network_all, up to 3 headers. */
export function WebhookFields() {
  const { t } = useTranslation('networks');
  const captureRequired = t('integrations.webhook.capture-required', 'Choose at least one kind of event to capture');
  return (
    <>
      <Form.Item
        name="url"
        label={t('integrations.webhook.url', 'URL')}
        rules={[
          fieldRule(
            urlProblem,
            t('integrations.webhook.url-required', 'URL is required'),
            t('integrations.webhook.url-invalid', 'Valid URL required'),
          ),
        ]}
      >
        <Input autoComplete="off" maxLength={2000} placeholder="https://example.com/beacon-events" />
      </Form.Item>
      <Form.Item
        name="capture_device_namespace"
        label={t('integrations.webhook.namespace', 'Device namespace to capture')}
        extra={t(
          'integrations.webhook.namespace-help',
          'Device requests and messages of this namespace (device.request.{namespace}.* and device.message.{namespace}.*).',
        )}
        dependencies={['capture_device', 'capture_network_all']}
        rules={[
          fieldRule(
            optionalNamespaceProblem,
            '',
            t('integrations.namespace-invalid', 'Valid namespace required: letters, digits, _, - and : only'),
          ),
        ]}
      >
        <Input autoComplete="off" maxLength={100} />
      </Form.Item>
      <Form.Item
        name="capture_device"
        valuePropName="checked"
        dependencies={['capture_network_all', 'capture_device_namespace']}
        rules={[
          ({ getFieldsValue }) => ({
            validator: () =>
              capturesNothing(getFieldsValue([...CAPTURE_FIELDS]) as IntegrationFormValues)
                ? Promise.reject(new Error(captureRequired))
                : Promise.resolve(),
          }),
        ]}
      >
        <Checkbox>{t('integrations.webhook.capture-device', 'Capture every device event (device.*)')}</Checkbox>
      </Form.Item>
      <Form.Item name="capture_network_all" valuePropName="checked">
        <Checkbox>{t('integrations.webhook.capture-network', 'Capture every network event (network.*)')}</Checkbox>
      </Form.Item>
      <Typography.Text type="secondary">
        {t(
          'integrations.webhook.headers-help',
          'Headers sent with each event (up to 3; a row is used only when its name is filled).',
        )}
      </Typography.Text>
      {HEADER_ROWS.map((row) => (
        <Row key={row} gutter={8} style={{ marginTop: 8 }}>
          <Col span={10}>
            <Form.Item
              name={['headers', row, 'key']}
              label={t('integrations.webhook.header-name', 'Header {{n}} name', { n: row + 1 })}
              dependencies={HEADER_ROWS.filter((r) => r !== row).map((r) => ['headers', r, 'key'])}
              rules={[
                ({ getFieldValue }) => ({
                  validator: (_rule, value: string | undefined) => {
                    const keys = HEADER_ROWS.map((r) => String(getFieldValue(['headers', r, 'key']) ?? ''));
                    const problem = headerKeyProblem(value ?? '', keys);
                    if (problem === 'reserved') {
                      const message = t('integrations.webhook.header-reserved', 'The header {{name}} is reserved', {
                        name: INTEGRATION_ROUTE_HEADER,
                      });
                      return Promise.reject(new Error(message));
                    }
                    if (problem === 'duplicate') {
                      return Promise.reject(
                        new Error(t('integrations.webhook.header-duplicate', 'Header names must differ')),
                      );
                    }
                    if (problem === 'invalid') {
                      const message = t(
                        'integrations.webhook.header-name-invalid',
                        'Valid header name required: letters, digits and {{symbols}} only',
                        { symbols: HEADER_NAME_SYMBOLS },
                      );
                      return Promise.reject(new Error(message));
                    }
                    if (problem === 'too-long') {
                      const message = t(
                        'integrations.webhook.header-name-too-long',
                        'Header name must be at most {{max}} characters',
                        { max: MAX_HEADER_NAME_LENGTH },
                      );
                      return Promise.reject(new Error(message));
                    }
                    return Promise.resolve();
                  },
                }),
              ]}
            >
              <Input autoComplete="off" placeholder="x-api-key" />
            </Form.Item>
          </Col>
          <Col span={14}>
            <Form.Item
              name={['headers', row, 'value']}
              label={t('integrations.webhook.header-value', 'Header {{n}} value', { n: row + 1 })}
              rules={[
                {
                  validator: (_rule, value) => {
                    const problem = headerRowValueProblem(value);
                    if (problem === 'invalid') {
                      const message = t(
                        'integrations.webhook.header-value-invalid',
                        'Header values must not contain line breaks or NUL characters',
                      );
                      return Promise.reject(new Error(message));
                    }
                    if (problem === 'too-long') {
                      const message = t(
                        'integrations.webhook.header-value-too-long',
                        'Header value must be at most {{max}} characters',
                        { max: MAX_HEADER_VALUE_LENGTH },
                      );
                      return Promise.reject(new Error(message));
                    }
                    return Promise.resolve();
                  },
                },
              ]}
            >
              <Input autoComplete="off" />
            </Form.Item>
          </Col>
        </Row>
      ))}
    </>
  );
}
