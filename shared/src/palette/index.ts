/** The command palette's registration API (issue 17): every export is public. */
export * from './types.ts';
export * from './registry.ts';
export * from './searchApi.ts';
export * from './recentItems.ts';
export * from './loadPaletteModules.ts';
export * from './networkChoices.ts';
