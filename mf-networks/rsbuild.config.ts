import { createRemoteConfig } from '@beacon/shared/build';

export default createRemoteConfig('mf-networks', import.meta.dirname, 'Beacon Console · networks', {
  // The device page (mf-devices) shows a device's events and its sync stats and charts with these.
  './DeviceEvents': './src/features/events-explorer/DeviceEvents.tsx',
  './DeviceStats': './src/features/network-stats/DeviceStats.tsx',
  // The command palette's networks search and commands (docs/remote-loading.md "Palette contributions").
  './palette': './src/palette.ts',
});
