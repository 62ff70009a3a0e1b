import { defineConfig } from '@rstest/core';
import { pluginReact } from '@rsbuild/plugin-react';

/** The one rstest config: happy-dom, React, tests beside their subject. */
export function createTestConfig() {
  return defineConfig({
    plugins: [pluginReact()],
    testEnvironment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
  });
}
