import { createRemoteConfig } from '@beacon/shared/build';

export default createRemoteConfig('mf-networks', import.meta.dirname, 'Beacon Console · networks');
