import { describe, expect, it } from '@rstest/core';
import type Feature from 'ol/Feature.js';
import type Point from 'ol/geom/Point.js';
import { toLonLat } from 'ol/proj.js';
import VectorSource from 'ol/source/Vector.js';
import { replacePoints } from './pointFeatures.ts';

describe('replacePoints', () => {
  it('puts one point per marker at its place with its properties, and drops the points before', () => {
    const source = new VectorSource<Feature<Point>>();
    replacePoints(source, [{ lon: 1, lat: 1 }], () => ({ markerId: 'old' }));
    replacePoints(source, [{ id: 'a', lon: 13.4, lat: 52.5 }], (marker) => ({ markerId: marker.id }));
    const features = source.getFeatures();
    expect(features.map((feature) => feature.get('markerId') as unknown)).toEqual(['a']);
    const [lon, lat] = toLonLat(features[0]!.getGeometry()!.getCoordinates());
    expect(lon).toBeCloseTo(13.4);
    expect(lat).toBeCloseTo(52.5);
  });
});
