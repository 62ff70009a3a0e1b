import { MAX_CONTENT_TYPE_LENGTH, MAX_TEST_TEXT_LENGTH } from '@beacon/shared';
import { contractRules, problemRule } from '@beacon/shared/ui';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { useSendTestEventMutation } from './api.ts';
import { TestEventTabForm } from './TestEventTabForm.tsx';
import * as model from './testEventModel.ts';

export interface TestEventFormProps {
  accountId: string;
  deviceId: string;
}

const CODE_FONT = 'var(--ant-font-family-code, monospace)';

/**
 * The Device Message tab (customer-console.md §4, §5): namespace (default `test`) and method (default
 * `data`) with the event type they make, a hex payload of at most 204800 characters with a live count,
 * a text payload and a request content type. A refused value is never sent; a failure keeps what was typed.
 */
export function DeviceMessageForm({ accountId, deviceId }: TestEventFormProps) {
  const { t } = useTranslation('devices');
  const [form] = Form.useForm<model.DeviceMessageValues>();
  const [send, { isLoading }] = useSendTestEventMutation();
  const namespace = Form.useWatch('namespace', form) ?? model.DEVICE_MESSAGE_DEFAULTS.namespace;
  const method = Form.useWatch('method', form) ?? model.DEVICE_MESSAGE_DEFAULTS.method;
  const { count, max, over } = model.payloadCount(Form.useWatch('payload', form) ?? '');

  const payloadMessages = {
    'too-large': t(
      'device.test-event.payload-too-large',
      'Payload must be at most {{max, number}} hex characters (100KB)',
      {
        max,
      },
    ),
    'not-hex': t('device.test-event.payload-not-hex', 'Payload must be hexadecimal'),
    'odd-length': t('device.test-event.payload-odd', 'Payload must be an even number of hex characters'),
  };
  const tooLong = t('device.test-event.part-too-long', 'At most {{max, number}} characters', {
    max: model.EVENT_TYPE_PART_RULE.maxLength.value,
  });
  // The event type's two parts: the same rule, each with its own texts.
  const eventTypeParts = [
    {
      name: 'namespace',
      label: t('device.test-event.namespace', 'Namespace'),
      required: t('device.test-event.namespace-required', 'Valid namespace required'),
      invalid: t('device.test-event.namespace-invalid', 'Valid namespace required: letters, digits, _, - and : only'),
    },
    {
      name: 'method',
      label: t('device.test-event.method', 'Method'),
      required: t('device.test-event.method-required', 'Valid method required'),
      invalid: t('device.test-event.method-invalid', 'Valid method required: letters, digits, _, - and : only'),
    },
  ] as const;

  return (
    <TestEventTabForm<model.DeviceMessageValues>
      form={form}
      label={t('device.test-event.tabs.message', 'Device Message')}
      initialValues={model.DEVICE_MESSAGE_DEFAULTS}
      send={(values) => send({ accountId, deviceId, body: model.deviceMessageBody(values) }).unwrap()}
      sending={isLoading}
    >
      {/* Side by side when they fit; stacked on a phone (the form items keep their own spacing). */}
      <Flex wrap style={{ columnGap: 16 }}>
        {eventTypeParts.map(({ name, label, required, invalid }) => (
          <Form.Item
            key={name}
            name={name}
            label={label}
            style={{ flex: '1 1 160px', minWidth: 0 }}
            rules={contractRules(model.EVENT_TYPE_PART_RULE, { required, 'too-long': tooLong, pattern: invalid })}
          >
            <Input autoComplete="off" spellCheck={false} />
          </Form.Item>
        ))}
      </Flex>
      <Typography.Paragraph>
        {t('device.test-event.event-type', 'Resulting event type:')}{' '}
        <Typography.Text code style={{ overflowWrap: 'anywhere' }}>
          {model.deviceMessageEventType(namespace, method)}
        </Typography.Text>
      </Typography.Paragraph>
      <Form.Item
        name="payload"
        label={t('device.test-event.payload', 'Payload (hex)')}
        rules={[problemRule(model.payloadProblem, payloadMessages)]}
        extra={
          <Typography.Text type={over ? 'danger' : 'secondary'}>
            {t('device.test-event.payload-count', '{{n, number}} / {{max, number}}', { n: count, max })}
          </Typography.Text>
        }
      >
        <Input.TextArea
          autoSize={{ minRows: 3, maxRows: 8 }}
          spellCheck={false}
          autoComplete="off"
          placeholder="48656c6c6f"
          style={{ fontFamily: CODE_FONT, wordBreak: 'break-all' }}
        />
      </Form.Item>
      <Form.Item
        name="text"
        label={t('device.test-event.text', 'Text')}
        extra={t('device.test-event.text-help', 'Sent when the payload is empty.')}
        rules={[
          {
            max: MAX_TEST_TEXT_LENGTH,
            message: t('device.test-event.text-too-long', 'Text must be at most {{max, number}} characters', {
              max: MAX_TEST_TEXT_LENGTH,
            }),
          },
        ]}
      >
        <Input.TextArea
          autoSize={{ minRows: 2, maxRows: 6 }}
          count={{ show: true, max: MAX_TEST_TEXT_LENGTH }}
          // The count on its own line, above the help: antd places it over the help text otherwise.
          styles={{ count: { position: 'static', display: 'block', textAlign: 'end' } }}
        />
      </Form.Item>
      <Form.Item
        name="contentType"
        label={t('device.test-event.content-type', 'Request content type (optional)')}
        rules={[
          {
            max: MAX_CONTENT_TYPE_LENGTH,
            message: t(
              'device.test-event.content-type-too-long',
              'Content type must be at most {{max, number}} characters',
              {
                max: MAX_CONTENT_TYPE_LENGTH,
              },
            ),
          },
        ]}
      >
        <Input autoComplete="off" spellCheck={false} placeholder="application/octet-stream" />
      </Form.Item>
    </TestEventTabForm>
  );
}
