import { defineConfig } from '@rstest/core';
import { assertSupportedNode } from '../shared/build/node-version.mjs';

assertSupportedNode();

export default defineConfig({
  testEnvironment: 'node',
  include: ['src/**/*.test.ts'],
  testTimeout: 20_000,
});
