import OlMap from 'ol/Map.js';
import View from 'ol/View.js';
import Graticule from 'ol/layer/Graticule.js';
import TileLayer from 'ol/layer/Tile.js';
import { fromLonLat } from 'ol/proj.js';
import XYZ from 'ol/source/XYZ.js';
import { Stroke } from 'ol/style.js';
import { useEffect, useEffectEvent, type RefObject } from 'react';

export interface OlMapOptions {
  /** XYZ tile URL template from the runtime config; null: no tiles, a plain background. */
  tileUrl: string | null;
  center: [lon: number, lat: number];
  zoom: number;
}

const OSM_ATTRIBUTION = '© <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/** The base layer: tiles when configured, else a faint graticule so the plain background has bearings. */
function baseLayer(tileUrl: string | null) {
  if (tileUrl) {
    const isOsm = /(^|\.)openstreetmap\.org$/.test(new URL(tileUrl.replace(/[{}]/g, '')).hostname);
    return new TileLayer({
      source: new XYZ({ url: tileUrl, crossOrigin: 'anonymous', attributions: isOsm ? OSM_ATTRIBUTION : undefined }),
    });
  }
  return new Graticule({ strokeStyle: new Stroke({ color: 'rgba(0, 0, 0, 0.12)', width: 1 }), showLabels: true });
}

/**
 * Owns an OpenLayers map in `targetRef` for the life of the component: created on mount, then
 * `attach(map)` adds the feature's layers and returns their cleanup; on unmount both are disposed.
 * OpenLayers objects stay out of React state.
 */
export function useOlMap(
  targetRef: RefObject<HTMLElement | null>,
  { tileUrl, center, zoom }: OlMapOptions,
  attach: (map: OlMap) => () => void,
): void {
  const onAttach = useEffectEvent(attach);
  const [lon, lat] = center;
  useEffect(() => {
    const target = targetRef.current;
    if (!target) return;
    const map = new OlMap({
      target,
      layers: [baseLayer(tileUrl)],
      view: new View({ center: fromLonLat([lon, lat]), zoom }),
    });
    const detach = onAttach(map);
    return () => {
      detach();
      map.setTarget(undefined);
      map.dispose();
    };
  }, [targetRef, tileUrl, lon, lat, zoom]);
}
