import { formatDeviceId } from '@beacon/shared';
import { useOlMap, type MarkerLayer } from '@beacon/shared/map';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MapLoading } from './MapLoading.tsx';
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
  const targetRef = useRef<HTMLDivElement>(null);
  const layerRef = useRef<MarkerLayer | null>(null);
  const markersRef = useRef(markers);
  const openDeviceRef = useRef(onOpenDevice);
  /** The markers the last completed render drew: `aria-busy` until they are the current ones. */
  const [drawn, setDrawn] = useState<DeviceMarker[] | null>(null);

  const { ready } = useOlMap(targetRef, { tileUrl, center, zoom }, (map, kit) => {
    const layer = kit.createMarkerLayer(map, { color: MARKER_COLOR });
    layerRef.current = layer;
    layer.update(toMapMarkers(markersRef.current));
    const target = map.getTargetElement();
    map.on('rendercomplete', () => setDrawn(markersRef.current));
    // The view's zoom as drawn, for people's tools and the e2e tests (the map itself is a canvas).
    map.on('moveend', () => {
      if (target) target.dataset.zoom = String(map.getView().getZoom());
    });
    map.on('singleclick', (event) => {
      const deviceId = layer.markerAt(event.pixel);
      if (deviceId) openDeviceRef.current(deviceId);
    });
    map.on('pointermove', (event) => {
      if (event.dragging) return;
      const deviceId = layer.markerAt(event.pixel);
      if (!target) return;
      target.style.cursor = deviceId ? 'pointer' : '';
      target.title = deviceId ? formatDeviceId(deviceId) : '';
    });
    return () => {
      layerRef.current = null;
      layer.dispose();
    };
  });

  useEffect(() => {
    openDeviceRef.current = onOpenDevice;
  }, [onOpenDevice]);

  useEffect(() => {
    if (markersRef.current === markers) return;
    markersRef.current = markers;
    layerRef.current?.update(toMapMarkers(markers));
  }, [markers]);

  return (
    <div style={{ position: 'relative' }}>
      <div
        ref={targetRef}
        role="region"
        aria-label={t('network-devices.map.label', 'Map of device locations')}
        aria-busy={drawn !== markers}
        style={{
          height,
          width: '100%',
          background: 'var(--beacon-map-bg)',
          borderRadius: 8,
          overflow: 'hidden',
        }}
      />
      {!ready && <MapLoading style={{ position: 'absolute', inset: 0 }} />}
    </div>
  );
}
