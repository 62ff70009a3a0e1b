export function usedKeys(srcDir: string): Record<string, Record<string, string>>;
export function filesWithoutNamespace(srcDir: string): string[];
export function missingKeys(srcDir: string, namespace: string, resources: unknown): string[];
export function writeResources(srcDir: string, namespace: string, file: string): void;
export function flatKeys(resources: unknown): string[];
export interface TranslationMismatch {
  missing: string[];
  extra: string[];
  placeholders: string[];
  formats: string[];
}
export function formatsDiffer(text: string, other: string): boolean;
export function formatMismatches(srcDir: string, namespace: string, resources: unknown): string[];
export function translationMismatch(english: unknown, translation: unknown): TranslationMismatch;
export function localeProblems(srcDir: string, languages?: string[]): string[];
