import type { ESLint, Linter, Rule } from 'eslint';

export const NUMBER_FORMATTER_MODULE: string;
export const STATISTIC_WRAPPER_MODULE: string;
export function placeholdersOf(text: string): { name: string; format: string }[];
export const numbersThroughFormatter: Rule.RuleModule;
export const beaconPlugin: ESLint.Plugin;
export const numbersConfig: Linter.Config;
