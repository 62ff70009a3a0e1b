/** Default view of the device list map (customer-console.md §9): centre 51.5,-0.12, zoom 6. */
export const DEVICE_LIST_MAP_CENTER_LON_LAT: [lon: number, lat: number] = [-0.12, 51.5];
export const DEVICE_LIST_MAP_ZOOM = 6;
/** The device page's map (customer-console.md §9): zoom 12, centred on the device. */
export const DEVICE_PAGE_MAP_ZOOM = 12;
export const DEVICE_PAGE_MAP_HEIGHT = 320;

/** Height of the map in pixels (the map and its loading state). */
export const DEVICE_MAP_HEIGHT = 560;

/** A device on the map: its id and where it was last located. */
export interface DeviceMarker {
  deviceId: string;
  lon: number;
  lat: number;
}
