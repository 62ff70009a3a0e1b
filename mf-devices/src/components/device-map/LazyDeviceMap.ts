import { retryableLazy } from '@beacon/shared';

/**
 * The device map as its own lazy chunk ("devices-map"; OpenLayers comes behind it through the shared
 * map hook), for the devices tab's map view and the device page's location map alike.
 */
export const LazyDeviceMap = retryableLazy(() =>
  import(/* webpackChunkName: "devices-map" */ './DeviceMap.tsx').then((m) => m.DeviceMap),
);
