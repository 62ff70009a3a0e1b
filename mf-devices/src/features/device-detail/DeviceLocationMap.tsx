import { MapChunkBoundary } from '@beacon/shared/ui';
import { useConsoleConfig } from '@beacon/shared';
import type { Device } from '@beacon/shared/contract';
import Card from 'antd/es/card';
import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import Skeleton from 'antd/es/skeleton';
import Typography from 'antd/es/typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { deviceMarker } from '../../components/device-map/deviceMarker.ts';
import { LazyDeviceMap } from '../../components/device-map/LazyDeviceMap.ts';
import { DEVICE_PAGE_MAP_HEIGHT, DEVICE_PAGE_MAP_ZOOM } from '../../components/device-map/mapView.ts';

const ignoreClick = () => undefined;

export interface DeviceLocationMapProps {
  /** Undefined while the device loads. */
  device: Device | undefined;
}

/**
 * The device page's location map (customer-console.md §2, §9): the device's last location at zoom 12,
 * through the shared map hook; "No location reported" when it has none.
 */
export function DeviceLocationMap({ device }: DeviceLocationMapProps) {
  const { t } = useTranslation('devices');
  const { map } = useConsoleConfig();
  const marker = useMemo(() => (device ? deviceMarker(device) : null), [device]);
  const markers = useMemo(() => (marker ? [marker] : []), [marker]);
  const title = t('device.location.title', 'Location');

  let content;
  if (!device) {
    content = <Skeleton.Node active style={{ width: '100%', height: DEVICE_PAGE_MAP_HEIGHT }} />;
  } else if (!marker) {
    content = (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={t('device.location.none', 'This device has not reported a location yet.')}
      />
    );
  } else {
    content = (
      <Flex vertical gap={8}>
        <MapChunkBoundary remote="mf-devices" height={DEVICE_PAGE_MAP_HEIGHT}>
          <LazyDeviceMap
            markers={markers}
            tileUrl={map.tileUrl}
            onOpenDevice={ignoreClick}
            center={[marker.lon, marker.lat]}
            zoom={DEVICE_PAGE_MAP_ZOOM}
            height={DEVICE_PAGE_MAP_HEIGHT}
          />
        </MapChunkBoundary>
        <Typography.Text type="secondary">
          {t(
            'device.location.caption',
            'Last location {{lat, number(maximumFractionDigits: 6)}}, {{lon, number(maximumFractionDigits: 6)}}.',
            { lat: marker.lat, lon: marker.lon },
          )}
          {!map.tileUrl &&
            ` ${t('device.location.no-tiles', 'No map tiles are configured, so the marker is drawn on a plain background.')}`}
        </Typography.Text>
      </Flex>
    );
  }
  return (
    <Card size="small" title={title} role="region" aria-label={title}>
      {content}
    </Card>
  );
}
