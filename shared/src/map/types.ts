/** Where and how a map opens. */
export interface OlMapOptions {
  /** XYZ tile URL template from the runtime config; null: no tiles, a plain background. */
  tileUrl: string | null;
  center: [lon: number, lat: number];
  zoom: number;
}

/** A point on a marker layer: what it stands for (`id`) and where it is. */
export interface MapMarker {
  id: string;
  lon: number;
  lat: number;
  /** Fill colour of this marker; defaults to the layer's colour. */
  color?: string;
}

/** Options of a marker layer. */
export interface MarkerLayerOptions {
  /** Fill colour of the markers without their own (default antd's primary blue, #1677ff). */
  color?: string;
  /** Stacking order among the map's layers (default 10, above the base layer). */
  zIndex?: number;
}

/**
 * A layer a feature adds to a map through a factory of the map kit (`kit.createMarkerLayer(map)`):
 * it is fed with plain data and disposed by the cleanup that `attach` returns.
 */
export interface MarkerLayer {
  /** Replaces the markers (one point feature per marker, in Web Mercator). */
  update(markers: readonly MapMarker[]): void;
  /** The id of the marker drawn at `pixel` (3 px tolerance), if any. */
  markerAt(pixel: readonly number[]): string | null;
  /** Removes the layer from its map and frees it. */
  dispose(): void;
}
