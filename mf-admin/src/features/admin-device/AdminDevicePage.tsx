import { ADMIN_PATH, formatDeviceId } from '@beacon/shared';
import { Link, useParams } from '@beacon/shared/router';
import { PageFrame } from '@beacon/shared/ui';
import ReloadOutlined from '@ant-design/icons/es/icons/ReloadOutlined';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Result from 'antd/es/result';
import Skeleton from 'antd/es/skeleton';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetAdminDeviceQuery } from './api.ts';
import { DeviceDetails } from './DeviceDetails.tsx';
import { DeviceSettingsForm, type DeviceSettings } from './DeviceSettingsForm.tsx';
import { useDeviceActions } from './useDeviceActions.ts';
import '../../locales/registerAdmin.ts';

/**
 * `/admin/devices/{deviceId}` (id URL-encoded; admin-and-hotspots.md §4.4): every admin device field,
 * the editable settings with Update, and Clear session, Disconnect (with a session) and Refresh, each
 * confirmed. A device that fails to load is logged and shown as "Device Not Found".
 */
export function AdminDevicePage() {
  const { t } = useTranslation('admin');
  const { deviceId = '' } = useParams();
  const { data: device, error, isFetching, refetch } = useGetAdminDeviceQuery(deviceId);
  const [form] = Form.useForm<DeviceSettings>();
  const actions = useDeviceActions(deviceId, form, () => refetch());
  // Written as the customer's device page writes it: a MAC or SGTIN where the id is one.
  const title = t('device.title', 'Device {{id}}', { id: formatDeviceId(deviceId) });

  useEffect(() => {
    if (error && !device) console.error('Failed to load the admin device', deviceId, error);
  }, [error, device, deviceId]);

  if (!device && error)
    return (
      <PageFrame title={title}>
        <Result
          status="warning"
          title={t('device.not-found', 'Device Not Found')}
          subTitle={t('device.not-found-text', 'No device with the ID {{id}} could be loaded.', { id: deviceId })}
          extra={
            <Flex gap="small" justify="center" wrap>
              <Button loading={isFetching} onClick={() => void refetch()}>
                {t('device.retry', 'Try again')}
              </Button>
              <Link to={ADMIN_PATH}>{t('device.back-to-admin', 'Back to the admin dashboard')}</Link>
            </Flex>
          }
        />
      </PageFrame>
    );

  const hasSession = Boolean(device?.session);
  const buttons = device && (
    <Flex gap="small" wrap>
      <Button disabled={!hasSession} onClick={() => actions.confirmClearSession(device.id)}>
        {t('device.clear-session.button', 'Clear session')}
      </Button>
      <Button danger disabled={!hasSession} onClick={() => actions.confirmDisconnect(device.id)}>
        {t('device.disconnect.button', 'Disconnect')}
      </Button>
      <Button icon={<ReloadOutlined />} loading={isFetching} onClick={actions.confirmRefresh}>
        {t('device.refresh.button', 'Refresh')}
      </Button>
    </Flex>
  );

  return (
    <PageFrame title={title} extra={buttons}>
      {device ? (
        <>
          <DeviceDetails device={device} />
          <DeviceSettingsForm
            form={form}
            device={device}
            updating={actions.updating}
            onUpdate={actions.confirmUpdate}
          />
        </>
      ) : (
        <Card size="small" aria-busy="true" aria-label={t('device.loading', 'Loading the device')}>
          <Skeleton active paragraph={{ rows: 8 }} />
        </Card>
      )}
    </PageFrame>
  );
}
