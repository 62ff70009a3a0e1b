import { describe, expect, it } from '@rstest/core';
import type Feature from 'ol/Feature.js';
import OlMap from 'ol/Map.js';
import View from 'ol/View.js';
import type Point from 'ol/geom/Point.js';
import VectorLayer from 'ol/layer/Vector.js';
import { toLonLat } from 'ol/proj.js';
import type VectorSource from 'ol/source/Vector.js';
import type Style from 'ol/style/Style.js';
import type CircleStyle from 'ol/style/Circle.js';
import { createMarkerLayer, DEFAULT_MARKER_COLOR } from './markerLayer.ts';

const markerLayers = (map: OlMap) =>
  map
    .getLayers()
    .getArray()
    .filter((layer): layer is VectorLayer<VectorSource> => layer instanceof VectorLayer);

/** The fill colour a layer's style gives a feature. */
function fillOf(layer: VectorLayer<VectorSource>, feature: Feature): unknown {
  const styleFn = layer.getStyleFunction();
  const style = styleFn?.(feature, 1) as Style;
  return (style.getImage() as CircleStyle).getFill()?.getColor();
}

describe('createMarkerLayer', () => {
  it('draws every marker as a point of one vector layer, in Web Mercator', () => {
    const map = new OlMap({ view: new View({ center: [0, 0], zoom: 6 }) });
    const layer = createMarkerLayer(map);
    layer.update([
      { id: 'a', lon: -0.12, lat: 51.5 },
      { id: 'b', lon: 2.35, lat: 48.86 },
    ]);
    layer.update([
      { id: 'a', lon: -0.12, lat: 51.5 },
      { id: 'b', lon: 2.35, lat: 48.86 },
      { id: 'c', lon: 13.4, lat: 52.52 },
    ]);
    const layers = markerLayers(map);
    expect(layers).toHaveLength(1);
    const features = layers[0]?.getSource()?.getFeatures() ?? [];
    expect(features.map((f) => f.get('markerId') as string).sort()).toEqual(['a', 'b', 'c']);
    const london = features.find((f) => f.get('markerId') === 'a')?.getGeometry() as Point;
    const [lon, lat] = toLonLat(london.getCoordinates());
    expect(lon).toBeCloseTo(-0.12, 6);
    expect(lat).toBeCloseTo(51.5, 6);
    expect(Math.abs(london.getCoordinates()[1] ?? 0)).toBeGreaterThan(6_000_000);
    map.dispose();
  });

  it("colours markers with the layer's colour unless a marker brings its own", () => {
    const map = new OlMap({ view: new View({ center: [0, 0], zoom: 6 }) });
    createMarkerLayer(map).update([{ id: 'plain', lon: 0, lat: 0 }]);
    createMarkerLayer(map, { color: '#52c41a' }).update([
      { id: 'online', lon: 1, lat: 1 },
      { id: 'offline', lon: 2, lat: 2, color: '#ff4d4f' },
    ]);
    const colours = markerLayers(map).flatMap((layer) =>
      (layer.getSource()?.getFeatures() ?? []).map((f: Feature) => [f.get('markerId') as string, fillOf(layer, f)]),
    );
    expect(Object.fromEntries(colours)).toEqual({
      plain: DEFAULT_MARKER_COLOR,
      online: '#52c41a',
      offline: '#ff4d4f',
    });
    map.dispose();
  });

  it('removes its layer when disposed', () => {
    const map = new OlMap({ view: new View({ center: [0, 0], zoom: 6 }) });
    const layer = createMarkerLayer(map);
    layer.update([{ id: 'a', lon: 0, lat: 0 }]);
    layer.dispose();
    expect(markerLayers(map)).toHaveLength(0);
    map.dispose();
  });
});
