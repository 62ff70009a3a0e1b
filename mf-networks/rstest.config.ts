import { createTestConfig } from '@beacon/shared/build';

export default createTestConfig();
