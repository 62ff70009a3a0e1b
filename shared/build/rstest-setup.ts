/**
 * Set-up of every component test (createTestConfig's `setupFiles`): antd under happy-dom is slow on a
 * busy machine, so async queries wait up to 5 s; each test starts from an empty document.
 */
import { afterEach } from '@rstest/core';
import { cleanup, configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 5_000 });
afterEach(cleanup);
