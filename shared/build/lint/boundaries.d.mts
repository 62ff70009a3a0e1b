import type { Linter } from 'eslint';

export const REPO_ROOT: string;
export const BOUNDARY_FILES: string[];
export const boundariesConfig: Linter.Config;
