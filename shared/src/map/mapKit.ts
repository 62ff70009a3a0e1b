// The OpenLayers side of the map hook, loaded by `useOlMap` through a dynamic import: its own lazy
// chunk ("ol-map"), so no page, and no eager chunk of any bundle, carries OpenLayers.
import OlMap from 'ol/Map.js';
import View from 'ol/View.js';
import Graticule from 'ol/layer/Graticule.js';
import TileLayer from 'ol/layer/Tile.js';
import 'ol/ol.css';
import { fromLonLat } from 'ol/proj.js';
import XYZ from 'ol/source/XYZ.js';
import { Fill, Stroke, Text } from 'ol/style.js';
import type { OlMapOptions } from './types.ts';

export { createMarkerLayer, DEFAULT_MARKER_COLOR } from './markerLayer.ts';
export { createClusterLayer, OFFLINE_MARKER_COLOR, ONLINE_MARKER_COLOR } from './clusterLayer.ts';

const OSM_ATTRIBUTION = '© <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/** The base layer: tiles when configured, else a faint graticule so the plain background has bearings. */
function baseLayer(tileUrl: string | null) {
  if (tileUrl) {
    const isOsm = /(^|\.)openstreetmap\.org$/.test(new URL(tileUrl.replace(/[{}]/g, '')).hostname);
    return new TileLayer({
      source: new XYZ({ url: tileUrl, crossOrigin: 'anonymous', attributions: isOsm ? OSM_ATTRIBUTION : undefined }),
    });
  }
  // A mid grey reads on the light and on the dark map background alike.
  const grey = 'rgba(128, 128, 128, 0.35)';
  const label = () => new Text({ font: '11px sans-serif', fill: new Fill({ color: '#8c8c8c' }) });
  return new Graticule({
    strokeStyle: new Stroke({ color: grey, width: 1 }),
    showLabels: true,
    latLabelStyle: label(),
    lonLabelStyle: label(),
  });
}

/** An OpenLayers map in `target` with the base layer and the view (Web Mercator) of `options`. */
export function createMap(target: HTMLElement, { tileUrl, center, zoom }: OlMapOptions): OlMap {
  return new OlMap({
    target,
    layers: [baseLayer(tileUrl)],
    view: new View({ center: fromLonLat(center), zoom }),
  });
}
