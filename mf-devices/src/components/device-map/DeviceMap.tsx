import { formatDeviceId } from '@beacon/shared';
import { useMarkerMap, type MarkerLayer } from '@beacon/shared/map';
import { MapRegion } from '@beacon/shared/ui';
import { useTranslation } from 'react-i18next';
import {
  DEVICE_LIST_MAP_CENTER_LON_LAT,
  DEVICE_LIST_MAP_ZOOM,
  DEVICE_MAP_HEIGHT,
  type DeviceMarker,
} from './mapView.ts';

export interface DeviceMapProps {
  markers: DeviceMarker[];
  tileUrl: string | null;
  onOpenDevice: (deviceId: string) => void;
  /** Where the map opens: the device list's default view (51.5,-0.12, zoom 6) unless given. */
  center?: [lon: number, lat: number];
  zoom?: number;
  height?: number;
}

/** Marker colour (antd's primary blue); e2e tests look for it on the canvas. */
export const MARKER_COLOR = '#1677ff';

const toMapMarkers = (markers: DeviceMarker[]) => markers.map((m) => ({ id: m.deviceId, lon: m.lon, lat: m.lat }));

/**
 * The devices of a network on an OpenLayers map: one marker per located device, a click opens the
 * device. Its own lazy chunk ("devices-map"); OpenLayers itself comes with the shared map hook, in
 * a further lazy chunk, so the table view never loads it.
 */
export function DeviceMap({
  markers,
  tileUrl,
  onOpenDevice,
  center = DEVICE_LIST_MAP_CENTER_LON_LAT,
  zoom = DEVICE_LIST_MAP_ZOOM,
  height = DEVICE_MAP_HEIGHT,
}: DeviceMapProps) {
  const { t } = useTranslation('devices');
  const { targetRef, ready, busy } = useMarkerMap<DeviceMarker[], MarkerLayer>({ tileUrl, center, zoom }, markers, {
    createLayer: (map, kit) => kit.createMarkerLayer(map, { color: MARKER_COLOR }),
    update: (layer, next) => layer.update(toMapMarkers(next)),
    onClick: (layer, pixel) => {
      const deviceId = layer.markerAt(pixel);
      if (deviceId) onOpenDevice(deviceId);
    },
    hintAt: (layer, pixel) => {
      const deviceId = layer.markerAt(pixel);
      return deviceId ? formatDeviceId(deviceId) : null;
    },
  });
  return (
    <MapRegion
      targetRef={targetRef}
      label={t('network-devices.map.label', 'Map of device locations')}
      busy={busy}
      ready={ready}
      height={height}
    />
  );
}
