import { describe, expect, it } from '@rstest/core';
import OlMap from 'ol/Map.js';
import View from 'ol/View.js';
import type Point from 'ol/geom/Point.js';
import VectorLayer from 'ol/layer/Vector.js';
import { toLonLat } from 'ol/proj.js';
import type VectorSource from 'ol/source/Vector.js';
import { createDeviceLayer } from './createDeviceLayer.ts';

const markerLayers = (map: OlMap) =>
  map
    .getLayers()
    .getArray()
    .filter((layer): layer is VectorLayer<VectorSource> => layer instanceof VectorLayer);

describe('createDeviceLayer', () => {
  it('draws every device as a point of one vector layer, in Web Mercator', () => {
    const map = new OlMap({ view: new View({ center: [0, 0], zoom: 6 }) });
    const layer = createDeviceLayer(map);
    layer.update([
      { deviceId: 'a', lon: -0.12, lat: 51.5 },
      { deviceId: 'b', lon: 2.35, lat: 48.86 },
    ]);
    layer.update([
      { deviceId: 'a', lon: -0.12, lat: 51.5 },
      { deviceId: 'b', lon: 2.35, lat: 48.86 },
      { deviceId: 'c', lon: 13.4, lat: 52.52 },
    ]);
    const layers = markerLayers(map);
    expect(layers).toHaveLength(1);
    const features = layers[0]?.getSource()?.getFeatures() ?? [];
    expect(features.map((f) => f.get('deviceId') as string).sort()).toEqual(['a', 'b', 'c']);
    const london = features.find((f) => f.get('deviceId') === 'a')?.getGeometry() as Point;
    const [lon, lat] = toLonLat(london.getCoordinates());
    expect(lon).toBeCloseTo(-0.12, 6);
    expect(lat).toBeCloseTo(51.5, 6);
    expect(Math.abs(london.getCoordinates()[1] ?? 0)).toBeGreaterThan(6_000_000);
    map.dispose();
  });

  it('removes its layer when disposed', () => {
    const map = new OlMap({ view: new View({ center: [0, 0], zoom: 6 }) });
    const layer = createDeviceLayer(map);
    layer.update([{ deviceId: 'a', lon: 0, lat: 0 }]);
    layer.dispose();
    expect(markerLayers(map)).toHaveLength(0);
    map.dispose();
  });
});
