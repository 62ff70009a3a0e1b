import type { RefObject } from 'react';
import { MapLoading } from './MapLoading.tsx';

export interface MapRegionProps {
  /** The element the map draws in (`useMarkerMap`'s `targetRef`). */
  targetRef: RefObject<HTMLDivElement | null>;
  /** The region's accessible name, e.g. "Map of hotspots". */
  label: string;
  /** The current markers are not drawn yet. */
  busy: boolean;
  /** The map is drawn; until then "Loading the map…" covers its box. */
  ready: boolean;
  height: number;
}

/** A map's box: a labelled region, `aria-busy` until its markers are drawn, "Loading the map…" over it until ready. */
export function MapRegion({ targetRef, label, busy, ready, height }: MapRegionProps) {
  return (
    <div style={{ position: 'relative' }}>
      <div
        ref={targetRef}
        role="region"
        aria-label={label}
        aria-busy={busy}
        style={{
          height,
          width: '100%',
          background: 'var(--beacon-map-bg)',
          borderRadius: 8,
          overflow: 'hidden',
        }}
      />
      {!ready && <MapLoading style={{ position: 'absolute', inset: 0 }} />}
    </div>
  );
}
