import type OlMap from 'ol/Map.js';
import { useEffect, useEffectEvent, useState, type RefObject } from 'react';
import type * as MapKitModule from './mapKit.ts';
import type { OlMapOptions } from './types.ts';

/** The lazily loaded OpenLayers side: `createMap` and the layer factories (`createMarkerLayer`). */
export type MapKit = typeof MapKitModule;

/** Adds a feature's layers to the map with the kit's factories; returns their cleanup. */
export type AttachLayers = (map: OlMap, kit: MapKit) => () => void;

export interface OlMapState {
  /** The map is drawn in the target: OpenLayers has loaded and `attach` has run. */
  ready: boolean;
}

/** The dynamic import that keeps OpenLayers out of every eager chunk. */
const loadMapKit = (): Promise<MapKit> => import(/* webpackChunkName: "ol-map" */ './mapKit.ts');

/**
 * Owns an OpenLayers map in `targetRef` for the life of the component. On mount it loads OpenLayers
 * (its own lazy chunk), creates the map, then `attach(map, kit)` adds the feature's layers through
 * the kit's factories and returns their cleanup; on unmount, or when the options change, both are
 * disposed. OpenLayers objects stay out of React state. A failed load is thrown to the nearest error
 * boundary (RemoteBoundary names the chunk and offers Retry, which mounts the map again).
 */
export function useOlMap(
  targetRef: RefObject<HTMLElement | null>,
  { tileUrl, center, zoom }: OlMapOptions,
  attach: AttachLayers,
): OlMapState {
  const onAttach = useEffectEvent(attach);
  const [ready, setReady] = useState(false);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const [lon, lat] = center;
  useEffect(() => {
    const target = targetRef.current;
    if (!target) return;
    let active = true;
    let dispose: (() => void) | undefined;
    void loadMapKit()
      .then((kit) => {
        if (!active) return;
        const map = kit.createMap(target, { tileUrl, center: [lon, lat], zoom });
        let detach: () => void;
        try {
          detach = onAttach(map, kit);
        } catch (error) {
          map.setTarget(undefined);
          map.dispose();
          throw error;
        }
        dispose = () => {
          detach();
          map.setTarget(undefined);
          map.dispose();
        };
        setReady(true);
      })
      .catch((error: unknown) => {
        if (active) setFailure({ error });
      });
    return () => {
      active = false;
      dispose?.();
      setReady(false);
    };
  }, [targetRef, tileUrl, lon, lat, zoom]);
  if (failure) throw failure.error;
  return { ready };
}
