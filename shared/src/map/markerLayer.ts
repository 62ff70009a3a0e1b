import type Feature from 'ol/Feature.js';
import type OlMap from 'ol/Map.js';
import type Point from 'ol/geom/Point.js';
import VectorLayer from 'ol/layer/Vector.js';
import VectorSource from 'ol/source/Vector.js';
import { Circle, Fill, Stroke, Style } from 'ol/style.js';
import { replacePoints } from './pointFeatures.ts';
import type { MarkerLayer, MarkerLayerOptions } from './types.ts';

/** Default marker colour: antd's primary blue (e2e tests look for it on the canvas). */
export const DEFAULT_MARKER_COLOR = '#1677ff';
const MARKER_ID = 'markerId';
const MARKER_COLOR = 'markerColor';

/** One style object per colour: a thousand markers of one colour share it. */
const styles = new Map<string, Style>();
function markerStyle(color: string): Style {
  let style = styles.get(color);
  if (!style) {
    style = new Style({
      image: new Circle({
        radius: 6,
        fill: new Fill({ color }),
        stroke: new Stroke({ color: '#ffffff', width: 1.5 }),
      }),
    });
    styles.set(color, style);
  }
  return style;
}

/** Markers as one vector layer of points on `map`: the layer factory the map features use. */
export function createMarkerLayer(
  map: OlMap,
  { color = DEFAULT_MARKER_COLOR, zIndex = 10 }: MarkerLayerOptions = {},
): MarkerLayer {
  const source = new VectorSource<Feature<Point>>();
  const layer = new VectorLayer({
    source,
    zIndex,
    style: (feature) => markerStyle((feature.get(MARKER_COLOR) as string | undefined) ?? color),
  });
  map.addLayer(layer);
  return {
    update(markers) {
      replacePoints(source, markers, (marker) => ({ [MARKER_ID]: marker.id, [MARKER_COLOR]: marker.color }));
    },
    markerAt(pixel) {
      const id: unknown = map.forEachFeatureAtPixel([...pixel], (feature) => feature.get(MARKER_ID) as unknown, {
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
