import { createRemoteConfig } from '@beacon/shared/build';

export default createRemoteConfig('mf-hotspots', import.meta.dirname, 'Beacon Console · hotspots');
