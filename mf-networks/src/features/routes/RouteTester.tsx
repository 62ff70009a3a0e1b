import { toApiError } from '@beacon/shared';
import type { Route } from '@beacon/shared/contract';
import { skipToken } from '@reduxjs/toolkit/query';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Space from 'antd/es/space';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '@beacon/shared/router';
import { useTestNetworkRouteQuery } from './api.ts';
import { RouteTesterResult } from './RouteTesterResult.tsx';
import { TESTER_EXAMPLES, TESTER_PARAM } from './testerModel.ts';

export interface RouteTesterProps {
  accountId: string | null;
  networkId: string;
  /** The saved routes, to check the platform's answer against the console's routing rules. */
  routes: Route[];
  /** Whether `routes` is being reloaded (no comparison meanwhile). */
  routesFetching: boolean;
  owners: ReadonlyMap<string, string>;
}

/**
 * Route tester: which saved routes an event type reaches under the routing rule (network events go
 * to every matching route, device requests only to the first), as the platform answers it. The
 * event type lives in the URL.
 */
export function RouteTester({ accountId, networkId, routes, routesFetching, owners }: RouteTesterProps) {
  const { t } = useTranslation('networks');
  const [params, setParams] = useSearchParams();
  const eventType = (params.get(TESTER_PARAM) ?? '').trim();
  const [form] = Form.useForm<{ eventType: string }>();
  const { currentData, error, isFetching } = useTestNetworkRouteQuery(
    accountId && eventType ? { accountId, networkId, eventType } : skipToken,
  );

  const test = (value: string) => {
    form.setFieldsValue({ eventType: value });
    void setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value.trim()) next.set(TESTER_PARAM, value.trim());
        else next.delete(TESTER_PARAM);
        return next;
      },
      { replace: true },
    );
  };

  return (
    <Card size="small" title={t('routes.tester.title', 'Route tester')}>
      <Flex vertical gap="middle">
        <Typography.Text type="secondary">
          {t(
            'routes.tester.intro',
            'Type an event type to see which routes would receive it: network events go to every matching route, device requests only to the first matching route.',
          )}
        </Typography.Text>
        <Form
          form={form}
          layout="inline"
          initialValues={{ eventType }}
          onFinish={({ eventType: value }) => test(value ?? '')}
        >
          <Form.Item
            name="eventType"
            label={t('routes.tester.event-type', 'Event type')}
            rules={[
              { required: true, whitespace: true, message: t('routes.tester.required', 'Event type is required') },
            ]}
          >
            <Input autoComplete="off" placeholder="device.message.test.data" style={{ width: 320 }} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={isFetching}>
            {t('routes.tester.submit', 'Test')}
          </Button>
        </Form>
        <Space wrap>
          <Typography.Text type="secondary">{t('routes.tester.examples', 'Examples:')}</Typography.Text>
          {TESTER_EXAMPLES.map((example) => (
            <Button key={example} size="small" type="dashed" onClick={() => test(example)}>
              {example}
            </Button>
          ))}
        </Space>
        {error !== undefined && (
          <Alert
            type="error"
            showIcon
            title={t('routes.tester.failed', 'The route test failed: {{message}}', {
              message: toApiError(error).message,
            })}
          />
        )}
        {currentData && (
          <RouteTesterResult
            result={currentData}
            routes={routes}
            compare={!isFetching && !routesFetching}
            owners={owners}
          />
        )}
      </Flex>
    </Card>
  );
}
