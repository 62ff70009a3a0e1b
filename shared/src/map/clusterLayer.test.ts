import { describe, expect, it } from '@rstest/core';
import Feature from 'ol/Feature.js';
import OlMap from 'ol/Map.js';
import View from 'ol/View.js';
import Point from 'ol/geom/Point.js';
import VectorLayer from 'ol/layer/Vector.js';
import Cluster from 'ol/source/Cluster.js';
import type VectorSource from 'ol/source/Vector.js';
import type CircleStyle from 'ol/style/Circle.js';
import type Style from 'ol/style/Style.js';
import {
  clusterRadius,
  clusterStyle,
  createClusterLayer,
  createClusterStyle,
  OFFLINE_MARKER_COLOR,
  ONLINE_MARKER_COLOR,
} from './clusterLayer.ts';

/** A cluster feature of `online` online and `offline` offline members, as `ol/source/Cluster` makes them. */
function clusterOf(online: number, offline: number): Feature {
  const member = (isOnline: boolean, i: number) =>
    new Feature({ geometry: new Point([i, i]), markerId: `${isOnline ? 'on' : 'off'}-${i}`, markerOnline: isOnline });
  const features = [
    ...Array.from({ length: online }, (_, i) => member(true, i)),
    ...Array.from({ length: offline }, (_, i) => member(false, i)),
  ];
  return new Feature({ geometry: new Point([0, 0]), features });
}

/** Each style's image as [fill, ring colour, dash] (the ring is the circle's stroke). */
function rings(styles: Style | Style[]) {
  return [styles].flat().map((style) => {
    const image = style.getImage() as CircleStyle;
    return {
      fill: image.getFill()?.getColor() ?? null,
      ring: image.getStroke()?.getColor() ?? null,
      dash: image.getStroke()?.getLineDash() ?? null,
      text: style.getText()?.getText() ?? null,
    };
  });
}

describe('clusterStyle', () => {
  it('splits the ring into the online share (green) and the offline share (a red arc over it)', () => {
    const [body, arc] = rings(clusterStyle(3, 1));
    expect(body).toMatchObject({ ring: ONLINE_MARKER_COLOR, text: '4', dash: null });
    expect(arc?.ring).toBe(OFFLINE_MARKER_COLOR);
    const circumference = 2 * Math.PI * clusterRadius(4);
    const [drawn = 0, gap = 0] = arc?.dash ?? [];
    expect(drawn / circumference).toBeCloseTo(0.25, 6);
    expect(gap / circumference).toBeCloseTo(0.75, 6);
  });

  it('draws a whole green ring when all are online and a whole red one when none is', () => {
    expect(rings(clusterStyle(5, 0))).toEqual([
      expect.objectContaining({ ring: ONLINE_MARKER_COLOR, dash: null, text: '5' }),
    ]);
    expect(rings(clusterStyle(0, 7))).toEqual([
      expect.objectContaining({ ring: OFFLINE_MARKER_COLOR, dash: null, text: '7' }),
    ]);
  });

  it('grows the circle with the count, within bounds', () => {
    expect(clusterRadius(2)).toBe(12);
    expect(clusterRadius(64)).toBeGreaterThan(clusterRadius(8));
    expect(clusterRadius(5000)).toBe(24);
  });
});

describe('createClusterStyle', () => {
  it('draws a lone marker green when online and red otherwise', () => {
    const style = createClusterStyle();
    expect(rings(style(clusterOf(1, 0)))[0]?.fill).toBe(ONLINE_MARKER_COLOR);
    expect(rings(style(clusterOf(0, 1)))[0]?.fill).toBe(OFFLINE_MARKER_COLOR);
  });

  it('counts the split of each cluster and shares one style per split', () => {
    const style = createClusterStyle();
    const a = style(clusterOf(8, 2));
    expect(rings(a).map((r) => r.text ?? r.ring)).toEqual(['10', OFFLINE_MARKER_COLOR]);
    expect(style(clusterOf(8, 2))).toBe(a);
    expect(style(clusterOf(2, 8))).not.toBe(a);
  });
});

describe('createClusterLayer', () => {
  const clusterSource = (map: OlMap) => {
    const layer = map
      .getLayers()
      .getArray()
      .find((candidate): candidate is VectorLayer<VectorSource> => candidate instanceof VectorLayer);
    return layer?.getSource() as Cluster<Feature<Point>> | undefined;
  };

  it('feeds an ol/source/Cluster with one point per marker and removes its layer when disposed', () => {
    const map = new OlMap({ view: new View({ center: [0, 0], zoom: 6 }) });
    const layer = createClusterLayer(map);
    layer.update([
      { id: 'a', lon: -0.12, lat: 51.5, online: true },
      { id: 'b', lon: 2.35, lat: 48.86, online: false },
    ]);
    const source = clusterSource(map);
    expect(source).toBeInstanceOf(Cluster);
    const points = source?.getSource()?.getFeatures() ?? [];
    expect(points.map((f): unknown[] => [f.get('markerId'), f.get('markerOnline')])).toEqual([
      ['a', true],
      ['b', false],
    ]);
    layer.dispose();
    expect(clusterSource(map)).toBeUndefined();
    map.dispose();
  });
});
