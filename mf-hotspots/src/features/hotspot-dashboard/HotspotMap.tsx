import { HOTSPOT_MAP_CENTER_LON_LAT, HOTSPOT_MAP_ZOOM } from '@beacon/shared';
import { useOlMap, type ClusterLayer, type ClusterMarker } from '@beacon/shared/map';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HOTSPOT_MAP_HEIGHT } from './hotspotMarkers.ts';
import { MapLoading } from './MapLoading.tsx';

export interface HotspotMapProps {
  markers: ClusterMarker[];
  tileUrl: string | null;
  onOpenHotspot: (hotspotId: string) => void;
}

const CENTER: [lon: number, lat: number] = [...HOTSPOT_MAP_CENTER_LON_LAT];

/**
 * The dashboard's hotspots on an OpenLayers map, clustered (`ol/source/Cluster` through the shared map
 * kit): a click on a lone hotspot opens it, a click on a cluster zooms to fit its members. Centred at
 * 51.5,-0.12, zoom 6 (§9). Its own lazy chunk ("hotspots-map"); OpenLayers comes behind it.
 */
export function HotspotMap({ markers, tileUrl, onOpenHotspot }: HotspotMapProps) {
  const { t } = useTranslation('hotspots');
  const targetRef = useRef<HTMLDivElement>(null);
  const layerRef = useRef<ClusterLayer | null>(null);
  const markersRef = useRef(markers);
  const openRef = useRef(onOpenHotspot);
  /** The markers the last completed render drew: `aria-busy` until they are the current ones. */
  const [drawn, setDrawn] = useState<ClusterMarker[] | null>(null);

  const { ready } = useOlMap(targetRef, { tileUrl, center: CENTER, zoom: HOTSPOT_MAP_ZOOM }, (map, kit) => {
    const layer = kit.createClusterLayer(map);
    layerRef.current = layer;
    layer.update(markersRef.current);
    const target = map.getTargetElement();
    // The view's zoom as drawn, for people's tools and the e2e tests (the map itself is a canvas).
    if (target) target.dataset.zoom = String(map.getView().getZoom());
    map.on('rendercomplete', () => setDrawn(markersRef.current));
    map.on('moveend', () => {
      if (target) target.dataset.zoom = String(map.getView().getZoom());
    });
    map.on('singleclick', (event) => {
      const hit = layer.hitAt(event.pixel);
      const [only] = hit?.ids ?? [];
      if (!hit || only === undefined) return;
      if (hit.ids.length === 1) openRef.current(only);
      else layer.zoomTo(hit);
    });
    map.on('pointermove', (event) => {
      if (event.dragging || !target) return;
      const hit = layer.hitAt(event.pixel);
      target.style.cursor = hit ? 'pointer' : '';
      target.title =
        hit?.ids.length === 1
          ? (hit.ids[0] ?? '')
          : hit
            ? t('dashboard.map.cluster-hint', '{{count, number}} hotspots: click to zoom in', {
                count: hit.ids.length,
              })
            : '';
    });
    return () => {
      layerRef.current = null;
      layer.dispose();
    };
  });

  useEffect(() => {
    openRef.current = onOpenHotspot;
  }, [onOpenHotspot]);

  useEffect(() => {
    if (markersRef.current === markers) return;
    markersRef.current = markers;
    layerRef.current?.update(markers);
  }, [markers]);

  return (
    <div style={{ position: 'relative' }}>
      <div
        ref={targetRef}
        role="region"
        aria-label={t('dashboard.map.label', 'Map of hotspots')}
        aria-busy={drawn !== markers}
        style={{
          height: HOTSPOT_MAP_HEIGHT,
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
