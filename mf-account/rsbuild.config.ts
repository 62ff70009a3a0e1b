import { createRemoteConfig } from '@beacon/shared/build';

export default createRemoteConfig('mf-account', import.meta.dirname, 'Beacon Console · account', {
  './palette': './src/palette.ts',
});
