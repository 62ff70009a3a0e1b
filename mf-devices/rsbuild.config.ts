import { createRemoteConfig } from '@beacon/shared/build';

export default createRemoteConfig('mf-devices', import.meta.dirname, 'Beacon Console · devices', {
  './NetworkDevices': './src/features/network-devices/NetworkDevices.tsx',
  './prefetchNetworkDevices': './src/features/network-devices/prefetch.ts',
  // The command palette's devices search (docs/remote-loading.md "Palette contributions").
  './palette': './src/palette.ts',
});
