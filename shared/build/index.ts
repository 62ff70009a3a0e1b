import { assertSupportedNode } from './node-version.mjs';

// Every build, dev server and unit-test run of the six bundles and shared starts here.
assertSupportedNode();

export * from './federation.ts';
export * from './ports.ts';
export * from './rsbuild.ts';
export * from './rstest.ts';
export * from './locales.ts';
