export * from './federation.ts';
export * from './ports.ts';
export * from './rsbuild.ts';
export * from './rstest.ts';
export * from './locales.ts';
