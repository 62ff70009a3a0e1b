import { MapChunkBoundary } from '@beacon/shared/ui';
import { useConsoleConfig } from '@beacon/shared';
import type { Device } from '@beacon/shared/contract';
import Flex from 'antd/es/flex';
import Typography from 'antd/es/typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { deviceMarker } from '../device-map/deviceMarker.ts';
import { DEVICE_MAP_HEIGHT } from '../device-map/mapView.ts';
import { LazyDeviceMap } from '../device-map/LazyDeviceMap.ts';

export interface DeviceMapPanelProps {
  devices: Device[];
  onOpenDevice: (deviceId: string) => void;
}

/** The map view of the devices tab: the lazily loaded map inside its own error boundary. */
export function DeviceMapPanel({ devices, onOpenDevice }: DeviceMapPanelProps) {
  const { t } = useTranslation('devices');
  const { map } = useConsoleConfig();
  const markers = useMemo(() => devices.flatMap((device) => deviceMarker(device) ?? []), [devices]);
  return (
    <Flex vertical gap={8}>
      <MapChunkBoundary remote="mf-devices" height={DEVICE_MAP_HEIGHT}>
        <LazyDeviceMap markers={markers} tileUrl={map.tileUrl} onOpenDevice={onOpenDevice} />
      </MapChunkBoundary>
      <Typography.Text type="secondary">
        {t(
          'network-devices.map.caption',
          '{{located, number}} of {{count, number}} devices on this page have a location. Click a marker to open its device; the table lists every device.',
          { located: markers.length, count: devices.length },
        )}
        {!map.tileUrl &&
          ` ${t('network-devices.map.no-tiles', 'No map tiles are configured, so markers are drawn on a plain background.')}`}
      </Typography.Text>
    </Flex>
  );
}
