export * from './federation.ts';
export * from './ports.ts';
export * from './rsbuild.ts';
