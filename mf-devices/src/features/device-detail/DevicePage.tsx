import { toApiError, useSession } from '@beacon/shared';
import { useParams } from '@beacon/shared/router';
import { NotBuiltYet, PageFrame, useLoadErrorToast } from '@beacon/shared/ui';
import { skipToken } from '@reduxjs/toolkit/query';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import { useTranslation } from 'react-i18next';
import { isDeviceNotFound, useGetDeviceDetailQuery, useListDevicePageNetworksQuery } from './api.ts';
import { DeviceNotInAccount } from './DeviceNotInAccount.tsx';
import { DeviceSummary } from './DeviceSummary.tsx';
import { deviceIdReading, networkOf } from './deviceSummary.ts';
import { useLinkedAccount } from './useLinkedAccount.ts';

/**
 * Route viewdevice, `/devices/{devId}` with an optional `?account=` (customer-console.md §2): the
 * device's summary and its network's landing page; a device not in the account gets the public
 * lookup's card. A load failure
 * toasts "Error loading device" and offers Retry.
 */
export default function DevicePage() {
  const { t } = useTranslation('devices');
  const { devId = '' } = useParams();
  const switching = useLinkedAccount();
  const { accountId: selected } = useSession();
  const accountId = switching ? null : selected;
  const device = useGetDeviceDetailQuery(accountId ? { accountId, deviceId: devId } : skipToken);
  const networks = useListDevicePageNetworksQuery(accountId ?? skipToken);
  const error = device.error ? toApiError(device.error) : undefined;
  const notFound = isDeviceNotFound(error);
  const loadError = useLoadErrorToast(
    notFound ? undefined : device.error,
    'devices:device.load.error',
    'Error loading device',
  );
  const title = t('device.title', 'Device {{id}}', { id: deviceIdReading(devId).label });

  let content;
  if (notFound && accountId) {
    content = <DeviceNotInAccount accountId={accountId} deviceId={devId} networks={networks.data} />;
  } else if (loadError && !device.data) {
    content = (
      <Alert
        type="error"
        showIcon
        title={t('device.load.error', 'Error loading device')}
        description={loadError.message}
        action={
          <Button size="small" onClick={() => void device.refetch()}>
            {t('device.load.retry', 'Retry')}
          </Button>
        }
      />
    );
  } else {
    const data = device.currentData ?? device.data;
    content = (
      <>
        <DeviceSummary
          device={data}
          network={data && networkOf(data, networks.data)}
          nowMs={device.fulfilledTimeStamp ?? 0}
        />
        <NotBuiltYet
          what={t(
            'device.planned-parts',
            'test events, delete, sync stats and charts, the location map and the events list of this device',
          )}
        />
      </>
    );
  }
  return <PageFrame title={title}>{content}</PageFrame>;
}
