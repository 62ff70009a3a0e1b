/** Default view of the device list map (customer-console.md §9): centre 51.5,-0.12, zoom 6. */
export const DEVICE_LIST_MAP_CENTER_LON_LAT: [lon: number, lat: number] = [-0.12, 51.5];
export const DEVICE_LIST_MAP_ZOOM = 6;
/** Height of the map in pixels (the map and its loading state). */
export const DEVICE_MAP_HEIGHT = 560;

/** A device on the map: its id and where it was last located. */
export interface DeviceMarker {
  deviceId: string;
  lon: number;
  lat: number;
}
