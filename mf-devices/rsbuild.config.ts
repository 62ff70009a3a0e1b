import { createRemoteConfig } from '@beacon/shared/build';
import { mergeRsbuildConfig } from '@rsbuild/core';

export default mergeRsbuildConfig(
  createRemoteConfig('mf-devices', import.meta.dirname, 'Beacon Console · devices', {
    './NetworkDevices': './src/features/network-devices/NetworkDevices.tsx',
    './prefetchNetworkDevices': './src/features/network-devices/prefetch.ts',
  }),
  // `@beacon/shared/ui` only re-exports: linking each import to its piece keeps a page's chunk to the
  // pieces it uses (docs/performance.md, "The remotes' first routes under 30 KB").
  {
    tools: {
      rspack: { module: { rules: [{ test: /shared[\\/]src[\\/]antd-ui[\\/]index\.ts$/, sideEffects: false }] } },
    },
  },
);
