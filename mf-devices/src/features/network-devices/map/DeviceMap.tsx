import { formatDeviceId } from '@beacon/shared';
import type OlMap from 'ol/Map.js';
import 'ol/ol.css';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createDeviceLayer, type DeviceLayer } from './createDeviceLayer.ts';
import { DEVICE_LIST_MAP_CENTER_LON_LAT, DEVICE_LIST_MAP_ZOOM, type DeviceMarker } from './mapView.ts';
import { useOlMap } from './useOlMap.ts';

export interface DeviceMapProps {
  markers: DeviceMarker[];
  tileUrl: string | null;
  onOpenDevice: (deviceId: string) => void;
}

export const DEVICE_MAP_HEIGHT = 560;

/**
 * The devices of a network on an OpenLayers map: one marker per located device, a click opens the
 * device. Its own lazy chunk ("devices-map"), so the table view never loads OpenLayers.
 */
export function DeviceMap({ markers, tileUrl, onOpenDevice }: DeviceMapProps) {
  const { t } = useTranslation('devices');
  const targetRef = useRef<HTMLDivElement>(null);
  const layerRef = useRef<DeviceLayer | null>(null);
  const markersRef = useRef(markers);
  const openDeviceRef = useRef(onOpenDevice);
  /** The markers the last completed render drew: `aria-busy` until they are the current ones. */
  const [drawn, setDrawn] = useState<DeviceMarker[] | null>(null);

  useOlMap(targetRef, { tileUrl, center: DEVICE_LIST_MAP_CENTER_LON_LAT, zoom: DEVICE_LIST_MAP_ZOOM }, (map: OlMap) => {
    const layer = createDeviceLayer(map);
    layerRef.current = layer;
    layer.update(markersRef.current);
    const target = map.getTargetElement();
    map.on('rendercomplete', () => setDrawn(markersRef.current));
    map.on('singleclick', (event) => {
      const deviceId = layer.deviceAt(event.pixel);
      if (deviceId) openDeviceRef.current(deviceId);
    });
    map.on('pointermove', (event) => {
      if (event.dragging) return;
      const deviceId = layer.deviceAt(event.pixel);
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
    layerRef.current?.update(markers);
  }, [markers]);

  return (
    <div
      ref={targetRef}
      role="region"
      aria-label={t('network-devices.map.label', 'Map of device locations')}
      aria-busy={drawn !== markers}
      style={{ height: DEVICE_MAP_HEIGHT, width: '100%', background: '#eef2f6', borderRadius: 8, overflow: 'hidden' }}
    />
  );
}
