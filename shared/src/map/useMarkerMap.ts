import type OlMap from 'ol/Map.js';
import { useEffect, useRef, useState, type RefObject } from 'react';
import type { OlMapOptions } from './types.ts';
import { useOlMap, type MapKit } from './useOlMap.ts';

export interface MarkerMapOptions<M, L extends { dispose(): void }> {
  /** Adds the feature's marker layer to the map (through the kit's factories). */
  createLayer: (map: OlMap, kit: MapKit) => L;
  /** Draws `markers` on the layer. */
  update: (layer: L, markers: M) => void;
  /** What the pointer is over: the map's title for it (with a pointer cursor), or null for nothing. */
  hintAt: (layer: L, pixel: number[]) => string | null;
  /** A click on the map at `pixel`. */
  onClick: (layer: L, pixel: number[]) => void;
}

export interface MarkerMapState {
  /** The element the map draws in. */
  targetRef: RefObject<HTMLDivElement | null>;
  /** OpenLayers has loaded and the layer is on the map. */
  ready: boolean;
  /** The current markers are not drawn yet (`aria-busy`). */
  busy: boolean;
}

/**
 * A map of markers, wired the same way everywhere: the layer gets the markers as they change, the
 * target's `data-zoom` is the view's zoom as drawn (for people's tools and the e2e tests: the map is a
 * canvas), the markers count as drawn when a render completes, and over a marker the cursor is a
 * pointer with the marker's title. `hintAt` and `onClick` may change between renders.
 */
export function useMarkerMap<M, L extends { dispose(): void }>(
  view: OlMapOptions,
  markers: M,
  options: MarkerMapOptions<M, L>,
): MarkerMapState {
  const targetRef = useRef<HTMLDivElement>(null);
  const layerRef = useRef<L | null>(null);
  const markersRef = useRef(markers);
  /** The markers the last completed render drew. */
  const [drawn, setDrawn] = useState<{ markers: M } | null>(null);
  /** The latest options, for the map's events. */
  const optionsRef = useRef(options);
  useEffect(() => {
    optionsRef.current = options;
  });

  const { ready } = useOlMap(targetRef, view, (map, kit) => {
    const layer = optionsRef.current.createLayer(map, kit);
    layerRef.current = layer;
    optionsRef.current.update(layer, markersRef.current);
    const target = map.getTargetElement();
    const showZoom = () => {
      if (target) target.dataset.zoom = String(map.getView().getZoom());
    };
    showZoom();
    map.on('moveend', showZoom);
    map.on('rendercomplete', () => setDrawn({ markers: markersRef.current }));
    map.on('singleclick', (event) => optionsRef.current.onClick(layer, event.pixel));
    map.on('pointermove', (event) => {
      if (event.dragging || !target) return;
      const hint = optionsRef.current.hintAt(layer, event.pixel);
      target.style.cursor = hint === null ? '' : 'pointer';
      target.title = hint ?? '';
    });
    return () => {
      layerRef.current = null;
      layer.dispose();
    };
  });

  useEffect(() => {
    if (markersRef.current === markers) return;
    markersRef.current = markers;
    if (layerRef.current) optionsRef.current.update(layerRef.current, markers);
  }, [markers]);

  return { targetRef, ready, busy: drawn?.markers !== markers };
}
