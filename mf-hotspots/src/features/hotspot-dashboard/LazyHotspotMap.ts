import { retryableLazy } from '@beacon/shared';

/** The dashboard map as its own lazy chunk ("hotspots-map"); OpenLayers comes behind it through the map hook. */
export const LazyHotspotMap = retryableLazy(() =>
  import(/* webpackChunkName: "hotspots-map" */ './HotspotMap.tsx').then((m) => m.HotspotMap),
);
