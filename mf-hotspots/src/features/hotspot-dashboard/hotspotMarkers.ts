import { countHotspotStatuses, type HotspotStatusCounts } from '@beacon/shared';
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

/** How many located hotspots are on the map, online, offline and unknown (the contract's one definition). */
export function locatedCounts(records: readonly StatusRecord[]): HotspotStatusCounts {
  return countHotspotStatuses(records.filter((record) => record.last_location).map((record) => record.status));
}
