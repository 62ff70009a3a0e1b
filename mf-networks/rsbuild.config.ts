import { createRemoteConfig } from '@beacon/shared/build';
import { mergeRsbuildConfig } from '@rsbuild/core';

export default mergeRsbuildConfig(
  createRemoteConfig('mf-networks', import.meta.dirname, 'Beacon Console · networks', {
    // The device page (mf-devices) shows a device's events and its sync stats and charts with these.
    './DeviceEvents': './src/features/events-explorer/DeviceEvents.tsx',
    './DeviceStats': './src/features/network-stats/DeviceStats.tsx',
  }),
  // `@beacon/shared/ui` only re-exports: linking each import to its piece keeps a page's chunk to the
  // pieces it uses (docs/performance.md, "The remotes' first routes under 30 KB").
  {
    tools: {
      rspack: { module: { rules: [{ test: /shared[\\/]src[\\/]antd-ui[\\/]index\.ts$/, sideEffects: false }] } },
    },
  },
);
