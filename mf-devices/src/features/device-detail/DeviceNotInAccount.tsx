import { useRegisterDeviceMutation } from '@beacon/shared';
import type { Network } from '@beacon/shared/contract';
import { useToastedCall } from '@beacon/shared/ui';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Form from 'antd/es/form';
import Select from 'antd/es/select';
import Skeleton from 'antd/es/skeleton';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { useLookupPublicDeviceQuery } from './api.ts';
import { deviceIdReading } from './deviceSummary.ts';

export interface DeviceNotInAccountProps {
  accountId: string;
  deviceId: string;
  /** The account's networks, for the offer to register the device (undefined while they load). */
  networks: readonly Network[] | undefined;
}

interface RegisterValues {
  networkId: string;
}

/**
 * The device is not in the account (customer-console.md §2, §8): the public lookup says whether it is
 * registered to another account or to none. One that is in no account can be registered to a network
 * of this one, here ("Device registered successfully"; a failure toasts "Error while adding device
 * {detail}" and keeps the chosen network).
 */
export function DeviceNotInAccount({ accountId, deviceId, networks }: DeviceNotInAccountProps) {
  const { t } = useTranslation('devices');
  const toasted = useToastedCall();
  const lookup = useLookupPublicDeviceQuery(deviceId);
  const [register, { isLoading: registering }] = useRegisterDeviceMutation();
  const { label } = deviceIdReading(deviceId);

  const submit = async ({ networkId }: RegisterValues) => {
    await toasted(() => register({ accountId, body: { device_id: deviceId, network_id: networkId } }).unwrap(), {
      error: (detail) => t('device.not-found.register-error', 'Error while adding device {{detail}}', { detail }),
      success: t('device.not-found.registered', 'Device registered successfully'),
    });
  };

  let body;
  if (lookup.isLoading) {
    body = <Skeleton active title={false} paragraph={{ rows: 2 }} />;
  } else if (lookup.error || !lookup.data) {
    body = (
      <Typography.Paragraph>
        {t('device.not-found.lookup-failed', 'Whether another account has it could not be checked.')}{' '}
        <Button size="small" onClick={() => void lookup.refetch()}>
          {t('device.not-found.retry', 'Retry')}
        </Button>
      </Typography.Paragraph>
    );
  } else if (lookup.data.registered) {
    body = (
      <Typography.Paragraph>
        {t(
          'device.not-found.elsewhere',
          'It is registered to another account. Only that account can see it or send it test events.',
        )}
      </Typography.Paragraph>
    );
  } else {
    body = (
      <>
        <Typography.Paragraph>
          {t(
            'device.not-found.unregistered',
            'It is not registered to any account. You can register it to one of your networks.',
          )}
        </Typography.Paragraph>
        <Form<RegisterValues>
          layout="inline"
          style={{ rowGap: 8 }}
          onFinish={(values) => void submit(values)}
          requiredMark={false}
        >
          <Form.Item
            name="networkId"
            label={t('device.not-found.network', 'Network')}
            rules={[{ required: true, message: t('device.not-found.network-required', 'Choose a network') }]}
          >
            <Select
              style={{ minWidth: 220 }}
              loading={!networks}
              placeholder={t('device.not-found.network-placeholder', 'Choose a network')}
              options={networks?.map((network) => ({ value: network.network_id, label: network.name }))}
            />
          </Form.Item>
          <Form.Item>
            <Button type="primary" htmlType="submit" loading={registering}>
              {t('device.not-found.register', 'Register device')}
            </Button>
          </Form.Item>
        </Form>
      </>
    );
  }
  return (
    <Card size="small" title={t('device.not-found.title', 'Not found in your account')}>
      <Typography.Paragraph strong style={{ overflowWrap: 'anywhere' }}>
        {t('device.not-found.text', 'Device {{id}} is not in this account.', { id: label })}
      </Typography.Paragraph>
      {body}
    </Card>
  );
}
