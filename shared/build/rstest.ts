import { defineConfig } from '@rstest/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { fileURLToPath } from 'node:url';

/**
 * The one rstest config: happy-dom, React, tests beside their subject, and one set-up for all
 * (rstest-setup.ts: Testing Library's timeout and cleanup). Tests get 30 s: antd under happy-dom on a
 * busy 2-core machine. Test files run on every core.
 */
export function createTestConfig() {
  return defineConfig({
    plugins: [pluginReact()],
    testEnvironment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: [fileURLToPath(new URL('./rstest-setup.ts', import.meta.url))],
    testTimeout: 30_000,
    // Every core: rstest's default leaves one free (a single worker on a 2-core CI machine).
    pool: { maxWorkers: '100%' },
  });
}
