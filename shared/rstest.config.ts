import { createTestConfig } from './build/rstest.ts';

export default createTestConfig();
