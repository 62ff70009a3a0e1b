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

/** A point on a cluster layer: a marker that is online (green) or not (red). */
export interface ClusterMarker {
  id: string;
  lon: number;
  lat: number;
  online: boolean;
}

/** Options of a cluster layer. */
export interface ClusterLayerOptions {
  /** Pixels within which markers join one cluster (default 40). */
  distance?: number;
  /** Fill colour of online markers and of a cluster's online share of its ring (default #52c41a). */
  onlineColor?: string;
  /** Fill colour of the other markers and of a cluster's offline share (default #ff4d4f). */
  offlineColor?: string;
  /** Stacking order among the map's layers (default 10, above the base layer). */
  zIndex?: number;
}

/** What a click on a cluster layer hit: one marker (`ids` of one) or a cluster of several. */
export interface ClusterHit {
  /** The ids of the markers drawn there: one for a lone marker, all members for a cluster. */
  ids: string[];
}

/**
 * Markers clustered by OpenLayers (`ol/source/Cluster`), fed with plain data like `MarkerLayer`: a lone
 * marker is a green or red dot, a cluster a circle with its count and a ring split into its online
 * (green) and offline (red) shares.
 */
export interface ClusterLayer {
  /** Replaces the markers. */
  update(markers: readonly ClusterMarker[]): void;
  /** The marker or cluster drawn at `pixel` (3 px tolerance), if any. */
  hitAt(pixel: readonly number[]): ClusterHit | null;
  /** Zooms the view to fit the members of `hit` (animated), so the cluster splits. */
  zoomTo(hit: ClusterHit): void;
  /** Removes the layer from its map and frees it. */
  dispose(): void;
}
