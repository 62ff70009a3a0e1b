export * from './exportRows.ts';
export { explorerPages } from './api.ts';
export type { ExplorerOperation } from './api.ts';
