import { LazyBoundary, RemoteBoundary } from '@beacon/shared';
import type { ReactNode } from 'react';
import { MapLoading } from './MapLoading.tsx';

export interface MapChunkBoundaryProps {
  /** The remote whose lazy map chunk this is (its error boundary names it and retries it). */
  remote: string;
  /** The map's height: "Loading the map…" fills that box while the chunk loads. */
  height: number;
  children: ReactNode;
}

/** A lazily loaded map inside its remote's error boundary, with "Loading the map…" in its box until its chunk is there. */
export function MapChunkBoundary({ remote, height, children }: MapChunkBoundaryProps) {
  return (
    <RemoteBoundary remote={remote}>
      <LazyBoundary fallback={<MapLoading style={{ height }} />}>{children}</LazyBoundary>
    </RemoteBoundary>
  );
}
