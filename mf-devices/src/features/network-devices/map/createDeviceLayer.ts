import Feature from 'ol/Feature.js';
import type OlMap from 'ol/Map.js';
import Point from 'ol/geom/Point.js';
import VectorLayer from 'ol/layer/Vector.js';
import { fromLonLat } from 'ol/proj.js';
import VectorSource from 'ol/source/Vector.js';
import { Circle, Fill, Stroke, Style } from 'ol/style.js';
import type { Pixel } from 'ol/pixel.js';
import type { DeviceMarker } from './mapView.ts';

/** Marker colour (antd's primary blue); e2e tests look for it on the canvas. */
export const MARKER_COLOR = '#1677ff';
const DEVICE_ID = 'deviceId';

/** One style object for every marker: a thousand markers share it. */
const MARKER_STYLE = new Style({
  image: new Circle({
    radius: 6,
    fill: new Fill({ color: MARKER_COLOR }),
    stroke: new Stroke({ color: '#ffffff', width: 1.5 }),
  }),
});

export interface DeviceLayer {
  /** Replaces the markers (one Point feature per device, in EPSG:3857). */
  update(markers: DeviceMarker[]): void;
  /** The device whose marker is at `pixel`, if any. */
  deviceAt(pixel: Pixel): string | null;
  dispose(): void;
}

/** The devices as one vector layer of points on `map`. */
export function createDeviceLayer(map: OlMap): DeviceLayer {
  const source = new VectorSource<Feature<Point>>();
  const layer = new VectorLayer({ source, style: MARKER_STYLE, zIndex: 10 });
  map.addLayer(layer);
  return {
    update(markers) {
      source.clear(true);
      source.addFeatures(
        markers.map(
          (marker) =>
            new Feature({ geometry: new Point(fromLonLat([marker.lon, marker.lat])), [DEVICE_ID]: marker.deviceId }),
        ),
      );
    },
    deviceAt(pixel) {
      const id: unknown = map.forEachFeatureAtPixel(pixel, (feature) => feature.get(DEVICE_ID) as unknown, {
        layerFilter: (candidate) => candidate === layer,
        hitTolerance: 3,
      });
      return typeof id === 'string' ? id : null;
    },
    dispose() {
      map.removeLayer(layer);
      source.clear(true);
      layer.dispose();
    },
  };
}
