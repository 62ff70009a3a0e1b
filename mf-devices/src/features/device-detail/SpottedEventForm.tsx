import ReloadOutlined from '@ant-design/icons/es/icons/ReloadOutlined';
import { MAX_GATEWAY_TYPE_LENGTH, type TextRule } from '@beacon/shared';
import { contractRules } from '@beacon/shared/ui';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSendTestSpottedEventMutation } from './api.ts';
import { pickCity, spottedEventBody, type CapitalCity } from './capitalCity.ts';
import type { TestEventFormProps } from './DeviceMessageForm.tsx';
import { TestEventTabForm } from './TestEventTabForm.tsx';

interface SpottedEventValues {
  gatewayType: string;
}

/** The contract's gateway type: required (it defaults to `test`), at most 100 characters. */
const GATEWAY_TYPE_RULE = {
  required: 'Valid gateway type required',
  maxLength: { value: MAX_GATEWAY_TYPE_LENGTH, message: `At most ${MAX_GATEWAY_TYPE_LENGTH} characters` },
} as const satisfies TextRule;

export interface SpottedEventFormProps extends TestEventFormProps {
  /** Answers a number in [0, 1) for the city picks; `Math.random` unless a test passes its own. */
  random?: () => number;
}

/**
 * The Spotted Event tab (customer-console.md §4): a random capital city as the location, shown before
 * sending, with "Another city" to pick a different one, and the gateway type (default `test`).
 */
export function SpottedEventForm({ accountId, deviceId, random }: SpottedEventFormProps) {
  const { t } = useTranslation('devices');
  const [city, setCity] = useState<CapitalCity>(() => pickCity(undefined, random));
  const [send, { isLoading }] = useSendTestSpottedEventMutation();

  return (
    <TestEventTabForm<SpottedEventValues>
      label={t('device.test-event.tabs.spotted', 'Spotted Event')}
      initialValues={{ gatewayType: 'test' }}
      send={({ gatewayType }) => send({ accountId, deviceId, body: spottedEventBody(city, gatewayType) }).unwrap()}
      sending={isLoading}
    >
      <Form.Item label={t('device.test-event.location', 'Location')}>
        <Flex align="center" justify="space-between" gap="small" wrap>
          <Typography.Text strong aria-live="polite">
            {t(
              'device.test-event.city',
              '{{name}} ({{lat, number(maximumFractionDigits: 6)}}, {{lon, number(maximumFractionDigits: 6)}})',
              {
                name: city.name,
                lat: city.lat,
                lon: city.lon,
              },
            )}
          </Typography.Text>
          <Button icon={<ReloadOutlined />} onClick={() => setCity((current) => pickCity(current, random))}>
            {t('device.test-event.another-city', 'Another city')}
          </Button>
        </Flex>
        <Typography.Text type="secondary">
          {t('device.test-event.location-help', 'A random capital city serves as the location.')}
        </Typography.Text>
      </Form.Item>
      <Form.Item
        name="gatewayType"
        label={t('device.test-event.gateway-type', 'Gateway type')}
        rules={contractRules(GATEWAY_TYPE_RULE, {
          required: t('device.test-event.gateway-type-required', 'Valid gateway type required'),
          'too-long': t(
            'device.test-event.gateway-type-too-long',
            'Gateway type must be at most {{max, number}} characters',
            {
              max: MAX_GATEWAY_TYPE_LENGTH,
            },
          ),
        })}
      >
        <Input autoComplete="off" spellCheck={false} />
      </Form.Item>
    </TestEventTabForm>
  );
}
