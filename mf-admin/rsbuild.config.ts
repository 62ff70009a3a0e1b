import { createRemoteConfig } from '@beacon/shared/build';

export default createRemoteConfig('mf-admin', import.meta.dirname, 'Beacon Console · admin', {
  './palette': './src/palette.ts',
});
