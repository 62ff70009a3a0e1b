import type { Linter } from 'eslint';

export const ANTD_IMPORT_MESSAGE: string;
export const ROUTER_IMPORT_MESSAGE: string;
export const antdImportsConfig: Linter.Config[];
