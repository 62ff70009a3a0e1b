import { createRemoteConfig } from '@beacon/shared/build';

export default createRemoteConfig('mf-hotspots', import.meta.dirname, 'Beacon Console · hotspots', {
  // The command palette's hotspots and groups search and Register hotspot (docs/remote-loading.md "Palette contributions").
  './palette': './src/palette.ts',
});
