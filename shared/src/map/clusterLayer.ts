import type { default as Feature, FeatureLike } from 'ol/Feature.js';
import type OlMap from 'ol/Map.js';
import { boundingExtent } from 'ol/extent.js';
import type Point from 'ol/geom/Point.js';
import VectorLayer from 'ol/layer/Vector.js';
import Cluster from 'ol/source/Cluster.js';
import VectorSource from 'ol/source/Vector.js';
import { Circle, Fill, Stroke, Style, Text } from 'ol/style.js';
import { replacePoints } from './pointFeatures.ts';
import type { ClusterHit, ClusterLayer, ClusterLayerOptions } from './types.ts';

/** Online markers: antd's success green (admin-and-hotspots.md §4.2). */
export const ONLINE_MARKER_COLOR = '#52c41a';
/** Offline (and unknown) markers: antd's error red. */
export const OFFLINE_MARKER_COLOR = '#ff4d4f';
/** A cluster's body: a dark grey with white text, read on the light and on the dark map alike. */
export const CLUSTER_FILL = 'rgba(38, 38, 38, 0.85)';
const MARKER_ID = 'markerId';
const MARKER_ONLINE = 'markerOnline';
const RING_WIDTH = 4;
const DEFAULT_COLORS = { online: ONLINE_MARKER_COLOR, offline: OFFLINE_MARKER_COLOR };

/** A cluster's radius: 12 px for two members, growing slowly with the count (at most 24 px). */
export function clusterRadius(count: number): number {
  return Math.min(24, 12 + Math.round(2 * Math.log2(Math.max(1, count / 2))));
}

/** The arc of a ring of `radius` that shows `share` (0–1) of it, as a canvas line dash. */
function ringDash(radius: number, share: number): number[] {
  const circumference = 2 * Math.PI * radius;
  return [circumference * share, circumference * (1 - share)];
}

/**
 * The style of a cluster of `online` + `offline` markers: a dark circle with the count, inside a ring
 * whose green arc is the online share and red arc the offline share. A full ring when all share one status.
 */
export function clusterStyle(online: number, offline: number, colors = DEFAULT_COLORS): Style[] {
  const count = online + offline;
  const radius = clusterRadius(count);
  const body = new Style({
    image: new Circle({
      radius,
      fill: new Fill({ color: CLUSTER_FILL }),
      stroke: new Stroke({ color: online > 0 ? colors.online : colors.offline, width: RING_WIDTH }),
    }),
    text: new Text({
      text: String(count),
      font: 'bold 12px sans-serif',
      fill: new Fill({ color: '#ffffff' }),
    }),
  });
  if (online === 0 || offline === 0) return [body];
  // The offline arc drawn over the green ring: its dash covers the offline share of the circumference.
  const offlineArc = new Style({
    image: new Circle({
      radius,
      stroke: new Stroke({
        color: colors.offline,
        width: RING_WIDTH,
        lineDash: ringDash(radius, offline / count),
        lineCap: 'butt',
      }),
    }),
  });
  return [body, offlineArc];
}

/** A lone marker: a dot in its status colour with a white edge (as the marker layer draws them). */
export function markerStyle(color: string): Style {
  return new Style({
    image: new Circle({ radius: 7, fill: new Fill({ color }), stroke: new Stroke({ color: '#ffffff', width: 1.5 }) }),
  });
}

/** The members of a cluster feature (a lone marker is a cluster of one). */
const membersOf = (feature: FeatureLike) => (feature.get('features') as Feature<Point>[] | undefined) ?? [];

/**
 * A style function for the cluster source's features, caching one style per (online, offline) split and
 * per marker colour, so 5,000 markers in a few hundred clusters allocate a handful of styles.
 */
export function createClusterStyle(colors = DEFAULT_COLORS): (feature: FeatureLike) => Style | Style[] {
  const cache = new Map<string, Style | Style[]>();
  const cached = (key: string, make: () => Style | Style[]) => {
    let style = cache.get(key);
    if (!style) {
      style = make();
      cache.set(key, style);
    }
    return style;
  };
  return (feature) => {
    const members = membersOf(feature);
    const online = members.filter((member) => member.get(MARKER_ONLINE) === true).length;
    if (members.length === 1) {
      const color = online ? colors.online : colors.offline;
      return cached(`marker:${color}`, () => markerStyle(color));
    }
    const offline = members.length - online;
    return cached(`${online}/${offline}`, () => clusterStyle(online, offline, colors));
  };
}

/** Hotspot-style markers clustered by `ol/source/Cluster` on `map` (see `ClusterLayer`). */
export function createClusterLayer(
  map: OlMap,
  {
    distance = 40,
    onlineColor = ONLINE_MARKER_COLOR,
    offlineColor = OFFLINE_MARKER_COLOR,
    zIndex = 10,
  }: ClusterLayerOptions = {},
): ClusterLayer {
  const points = new VectorSource<Feature<Point>>();
  const clusters = new Cluster<Feature<Point>>({ source: points, distance, minDistance: Math.round(distance / 2) });
  const layer = new VectorLayer({
    source: clusters,
    zIndex,
    style: createClusterStyle({ online: onlineColor, offline: offlineColor }),
  });
  map.addLayer(layer);
  return {
    update(markers) {
      replacePoints(points, markers, (marker) => ({ [MARKER_ID]: marker.id, [MARKER_ONLINE]: marker.online }));
    },
    hitAt(pixel) {
      const members = map.forEachFeatureAtPixel([...pixel], (feature) => membersOf(feature), {
        layerFilter: (candidate) => candidate === layer,
        hitTolerance: 3,
      });
      if (!members?.length) return null;
      return { ids: members.map((member) => member.get(MARKER_ID) as string) };
    },
    zoomTo(hit: ClusterHit) {
      const wanted = new Set(hit.ids);
      const coordinates = points
        .getFeatures()
        .filter((feature) => wanted.has(feature.get(MARKER_ID) as string))
        .map((feature) => feature.getGeometry()?.getCoordinates() ?? []);
      if (coordinates.length === 0) return;
      map.getView().fit(boundingExtent(coordinates), { padding: [48, 48, 48, 48], maxZoom: 18, duration: 250 });
    },
    dispose() {
      map.removeLayer(layer);
      points.clear(true);
      clusters.dispose();
      layer.dispose();
    },
  };
}
