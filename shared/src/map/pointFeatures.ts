import Feature from 'ol/Feature.js';
import Point from 'ol/geom/Point.js';
import { fromLonLat } from 'ol/proj.js';
import type VectorSource from 'ol/source/Vector.js';

/**
 * Replaces the points of a layer's source with one point feature per marker at its place (in Web
 * Mercator), carrying the properties the layer's style and hit test read (`properties(marker)`).
 */
export function replacePoints<M extends { lon: number; lat: number }>(
  source: VectorSource<Feature<Point>>,
  markers: readonly M[],
  properties: (marker: M) => Record<string, unknown>,
): void {
  source.clear(true);
  source.addFeatures(
    markers.map(
      (marker) => new Feature({ geometry: new Point(fromLonLat([marker.lon, marker.lat])), ...properties(marker) }),
    ),
  );
}
