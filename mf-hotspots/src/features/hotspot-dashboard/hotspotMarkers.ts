import type { ClusterMarker } from '@beacon/shared/map';
import type { StatusRecord } from '../../components/statusExplorerApi.ts';

/** Height of the dashboard map (and of its loading state) in pixels. */
export const HOTSPOT_MAP_HEIGHT = 520;

/** The located hotspots as map markers: online (green) or not (red, offline and unknown alike, §4.2). */
export function hotspotMarkers(records: readonly StatusRecord[]): ClusterMarker[] {
  return records.flatMap((record) =>
    record.last_location
      ? [
          {
            id: record.hotspot_id,
            lon: record.last_location.lon,
            lat: record.last_location.lat,
            online: record.status === 'online',
          },
        ]
      : [],
  );
}

/** How many markers are on the map, online and not (the map's text for screen readers). */
export function markerCounts(markers: readonly ClusterMarker[]) {
  const online = markers.filter((marker) => marker.online).length;
  return { total: markers.length, online, offline: markers.length - online };
}
