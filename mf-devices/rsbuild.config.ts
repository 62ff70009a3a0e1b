import { createRemoteConfig } from '@beacon/shared/build';

export default createRemoteConfig('mf-devices', import.meta.dirname, 'Beacon Console · devices', {
  './NetworkDevices': './src/features/network-devices/NetworkDevices.tsx',
  './prefetchNetworkDevices': './src/features/network-devices/prefetch.ts',
});
