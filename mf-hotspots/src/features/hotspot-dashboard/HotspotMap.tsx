import { HOTSPOT_MAP_CENTER_LON_LAT, HOTSPOT_MAP_ZOOM } from '@beacon/shared';
import { useMarkerMap, type ClusterLayer, type ClusterMarker } from '@beacon/shared/map';
import { MapRegion } from '@beacon/shared/ui';
import { useTranslation } from 'react-i18next';
import { HOTSPOT_MAP_HEIGHT } from './hotspotMarkers.ts';

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
  const { targetRef, ready, busy } = useMarkerMap<ClusterMarker[], ClusterLayer>(
    { tileUrl, center: CENTER, zoom: HOTSPOT_MAP_ZOOM },
    markers,
    {
      createLayer: (map, kit) => kit.createClusterLayer(map),
      update: (layer, next) => layer.update(next),
      onClick: (layer, pixel) => {
        const hit = layer.hitAt(pixel);
        const [only] = hit?.ids ?? [];
        if (!hit || only === undefined) return;
        if (hit.ids.length === 1) onOpenHotspot(only);
        else layer.zoomTo(hit);
      },
      hintAt: (layer, pixel) => {
        const hit = layer.hitAt(pixel);
        if (!hit) return null;
        return hit.ids.length === 1
          ? (hit.ids[0] ?? '')
          : t('dashboard.map.cluster-hint', '{{count, number}} hotspots: click to zoom in', { count: hit.ids.length });
      },
    },
  );
  return (
    <MapRegion
      targetRef={targetRef}
      label={t('dashboard.map.label', 'Map of hotspots')}
      busy={busy}
      ready={ready}
      height={HOTSPOT_MAP_HEIGHT}
    />
  );
}
