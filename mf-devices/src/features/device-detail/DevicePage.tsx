import { devicePath, RemoteComponent, toApiError, useRememberRecent, useSession } from '@beacon/shared';
import { useParams } from '@beacon/shared/router';
import { PageFrame, useLoadErrorToast } from '@beacon/shared/ui';
import { skipToken } from '@reduxjs/toolkit/query';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Col from 'antd/es/col';
import Flex from 'antd/es/flex';
import Row from 'antd/es/row';
import Typography from 'antd/es/typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useListDeviceNetworksQuery } from '../../components/deviceNetworksApi.ts';
import { isDeviceNotFound, useGetDeviceDetailQuery } from './api.ts';
import { DeviceActions } from './DeviceActions.tsx';
import { DeviceLocationMap } from './DeviceLocationMap.tsx';
import { DeviceNotInAccount } from './DeviceNotInAccount.tsx';
import { DeviceSummary } from './DeviceSummary.tsx';
import { deviceIdReading, networkOf } from './deviceSummary.ts';
import { useLinkedAccount } from './useLinkedAccount.ts';

/** A titled part of the device page below the summary (each part is another remote's component). */
function DeviceSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Flex vertical gap="small" component="section" aria-label={title}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {title}
      </Typography.Title>
      {children}
    </Flex>
  );
}

/**
 * Route viewdevice, `/devices/{devId}` with an optional `?account=` (customer-console.md §2): the
 * device's summary and its network's landing page, its location map, its sync stats and charts and
 * its events (both from mf-networks); a device not in the account gets the public lookup's card. A load failure
 * toasts "Error loading device" and offers Retry.
 */
export function DevicePage() {
  const { t } = useTranslation('devices');
  const { devId = '' } = useParams();
  const switching = useLinkedAccount();
  const { accountId: selected } = useSession();
  const accountId = switching ? null : selected;
  const device = useGetDeviceDetailQuery(accountId ? { accountId, deviceId: devId } : skipToken);
  const networks = useListDeviceNetworksQuery(accountId ?? skipToken);
  const error = device.error ? toApiError(device.error) : undefined;
  const notFound = isDeviceNotFound(error);
  const loadError = useLoadErrorToast(
    notFound ? undefined : device.error,
    'devices:device.load.error',
    'Error loading device',
  );
  const title = t('device.title', 'Device {{id}}', { id: deviceIdReading(devId).label });
  const shown = device.currentData;
  const shownNetwork = shown && networkOf(shown, networks.data);
  useRememberRecent(
    shown && accountId
      ? {
          kind: 'device',
          id: shown.device_id,
          title: deviceIdReading(shown.device_id).label,
          context: shownNetwork?.name ?? null,
          href: devicePath(shown.device_id, accountId),
        }
      : null,
  );

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
        <Row gutter={[16, 16]}>
          <Col xs={24} xl={14}>
            <DeviceSummary
              device={data}
              network={data && networkOf(data, networks.data)}
              nowMs={device.fulfilledTimeStamp ?? 0}
            />
          </Col>
          <Col xs={24} xl={10}>
            <DeviceLocationMap device={data} />
          </Col>
        </Row>
        {data && (
          <>
            <DeviceSection title={t('device.sections.stats', 'Sync stats and charts')}>
              <RemoteComponent remote="mf-networks" expose="./DeviceStats" props={{ deviceId: data.device_id }} />
            </DeviceSection>
            <DeviceSection title={t('device.sections.events', 'Events')}>
              <RemoteComponent remote="mf-networks" expose="./DeviceEvents" props={{ deviceId: data.device_id }} />
            </DeviceSection>
          </>
        )}
      </>
    );
  }
  const actions =
    accountId && device.data && !notFound ? <DeviceActions accountId={accountId} device={device.data} /> : undefined;
  return (
    <PageFrame title={title} extra={actions}>
      {content}
    </PageFrame>
  );
}
