// @beacon/shared/map: the OpenLayers map hook and its layer factories. Not a federated singleton:
// each remote with a map bundles this entry, and `ol` loads lazily from that remote (docs/structure.md).
// Nothing here imports `ol` at run time; the hook loads it through a dynamic import.
export type { default as OlMap } from 'ol/Map.js';
export type {
  ClusterHit,
  ClusterLayer,
  ClusterLayerOptions,
  ClusterMarker,
  MapMarker,
  MarkerLayer,
  MarkerLayerOptions,
  OlMapOptions,
} from './types.ts';
export { useOlMap, type AttachLayers, type MapKit, type OlMapState } from './useOlMap.ts';
export { useMarkerMap, type MarkerMapOptions, type MarkerMapState } from './useMarkerMap.ts';
