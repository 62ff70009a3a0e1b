export * from './exportRows.ts';
export type { ExplorerBody, ExplorerOperation } from './api.ts';
export { useExplorerPages } from './useExplorerPages.ts';
