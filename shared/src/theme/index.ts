/** The console's colour scheme (light, dark or the system's): every export is public. */
export * from './theme.ts';
export * from './themeBoot.ts';
